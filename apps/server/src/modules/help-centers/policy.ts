import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { canAdministerOrganization } from '../../core/policy';
import { authorizedOrganizationOf } from '../../core/tenancy';
import { helpCenters } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * Who may do what with help centers (docs/help-centers.md, "Who may do what"), in the vocabulary of core/policy.ts:
 * every member reads them, arranges articles in groups and edits quick links, as writers of the
 * content; creating, renaming, deleting, theming and protecting a help center is for ADMINs, as
 * these change what every reader sees of the site. Every query names the organization
 * (`helpCenterOf`), so another organization's help center is not found.
 */
export const HELP_CENTER_ADMIN_ONLY = 'Only admins can create, change or delete help centers';

export const canCreateHelpCenter = (actor: Actor): boolean => canAdministerOrganization(actor);

/** Its name, settings, theme, logo, protection and domain. */
export const canUpdateHelpCenter = (actor: Actor, _helpCenter: { organizationId: string }): boolean =>
  canAdministerOrganization(actor);

export const canDeleteHelpCenter = (actor: Actor, _helpCenter: { organizationId: string }): boolean =>
  canAdministerOrganization(actor);

/**
 * The active organization, for a caller who may change its help centers (403 otherwise). One gate
 * for create, update and delete, since the rules agree and the row is not loaded yet.
 */
export const adminOfHelpCenters = (actor: Actor): string =>
  authorizedOrganizationOf(actor, canCreateHelpCenter, HELP_CENTER_ADMIN_ONLY);

export const helpCenterNotFound = () => notFound('Help center not found', 'HELP_CENTER_NOT_FOUND');

/** SQL: the help center, if it belongs to the organization. */
export const helpCenterOf = (organizationId: string, id: string): SQL =>
  and(eq(helpCenters.id, id), eq(helpCenters.organizationId, organizationId))!;
