import { z } from 'zod';

/*
 * The caller's abilities, as the server presents them on the resources they concern (issue 45
 * item 4). One style everywhere: a `can<Action>` boolean on the resource, computed by the server's
 * policy function of the same name (`canDeleteArticle(actor, article)` → `article.canDelete`). The
 * web reads these and never derives them from roles, so a new role, an API key's scopes or a
 * narrower token changes the server's policy only.
 */

/** What the caller may do in an organization as a whole (on the Organization response). */
export const ZOrganizationAbilities = z.object({
  /** Change the organization's settings: name, languages, time zone, audio sharing, AI answers. */
  canUpdate: z.boolean(),
  /** Invite people (also false in a personal organization, which cannot have members). */
  canInvite: z.boolean(),
  /** See and manage the members' roles and the open invitations' lifecycle. */
  canManageMembers: z.boolean(),
  /** Choose, buy and manage the plan. */
  canManageBilling: z.boolean(),
  /** Create help centers (each help center carries its own canUpdate / canDelete). */
  canCreateHelpCenter: z.boolean(),
  /** Add and remove the organization's translation languages. */
  canManageTranslationLanguages: z.boolean(),
  /** Ask the AI to analyse a step's screenshot. */
  canAnalyzeSteps: z.boolean(),
});
export type OrganizationAbilities = z.infer<typeof ZOrganizationAbilities>;

/** What the caller may do with one member of the organization (on each UserOrganizations entry). */
export const ZMemberAbilities = z.object({ canUpdateRole: z.boolean(), canRemove: z.boolean() });
export type MemberAbilities = z.infer<typeof ZMemberAbilities>;

/** What the caller may do with one help center: its settings, theme, protection, domain, and deleting it. */
export const ZHelpCenterAbilities = z.object({ canUpdate: z.boolean(), canDelete: z.boolean() });
export type HelpCenterAbilities = z.infer<typeof ZHelpCenterAbilities>;

/** What the caller may do with one article (spec 02 §6). */
export const ZArticleAbilities = z.object({ canDelete: z.boolean() });
export type ArticleAbilities = z.infer<typeof ZArticleAbilities>;

/** What the caller may do on this installation (on the profile): the super-admin area. */
export const ZInstanceAbilities = z.object({ canAdministerInstance: z.boolean() });
export type InstanceAbilities = z.infer<typeof ZInstanceAbilities>;
