import type { Organization, OrganizationRole } from '@support/shared';
import type { Actor } from '../../core/actor';
import { actorIn } from '../../core/policy';
import type { organizations } from '../../db/schema';
import { memberAbilities, organizationAbilities } from './abilities';

export type OrganizationRow = typeof organizations.$inferSelect;
export type MemberRow = {
  organizationId: string;
  role: OrganizationRole;
  user: { id: string; firstName: string; lastName: string; email: string };
};
export type TagRow = { organizationId: string; id: string; name: string };

/** Rows to the Organization of spec 01 §3 (field names as the spec has them, UserOrganizations included). */
export function presentOrganization(
  row: OrganizationRow,
  members: MemberRow[],
  tags: TagRow[],
  caller: Actor,
): Organization {
  const own = members.find((member) => member.organizationId === row.id && member.user.id === caller.userId);
  // The caller as it acts in this organization: the token's role is the active organization's only.
  const actor = actorIn(caller, row.id, own?.role ?? null);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    status: row.status,
    websiteUrl: row.websiteUrl,
    UserOrganizations: members
      .filter((member) => member.organizationId === row.id)
      .map((member) => ({
        role: member.role,
        user: member.user,
        ...memberAbilities(actor, { userId: member.user.id }),
      })),
    paymentProvider: row.paymentProvider,
    tags: tags.filter((tag) => tag.organizationId === row.id).map((tag) => ({ id: tag.id, name: tag.name })),
    settings: {
      sourceLanguage: row.sourceLanguage as Organization['settings']['sourceLanguage'],
      formality: row.formality,
      addressingStyle: row.addressingStyle,
      translationLanguages: row.translationLanguages as Organization['settings']['translationLanguages'],
      redactionTerms: row.redactionTerms,
      hideTypedEmails: row.hideTypedEmails,
      zoomToAction: row.zoomToAction,
      timeZone: row.timeZone,
      timeZoneChosen: row.timeZoneChosen,
      shareAudio: row.shareAudio,
      aiAnswersPerDay: row.aiAnswersPerDay,
    },
    createdAt: row.createdAt.toISOString(),
    ...organizationAbilities(actor, row),
  };
}
