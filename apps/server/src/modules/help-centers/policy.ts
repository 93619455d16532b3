import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { adminOrganizationOf } from '../../core/tenancy';
import { helpCenters } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * Who may do what with help centers (docs/help-centers.md, "Who may do what"): every member may arrange articles in
 * groups and edit quick links, as writers of the content; creating, renaming, deleting, theming
 * and protecting a help center is for ADMINs, as these change what every reader sees of the site.
 */
export const HELP_CENTER_ADMIN_ONLY = 'Only admins can create, change or delete help centers';

export const adminOfHelpCenters = (actor: Actor): string =>
  adminOrganizationOf(actor, HELP_CENTER_ADMIN_ONLY);

export const helpCenterNotFound = () => notFound('Help center not found', 'HELP_CENTER_NOT_FOUND');

/** SQL: the help center, if it belongs to the organization. */
export const helpCenterOf = (organizationId: string, id: string): SQL =>
  and(eq(helpCenters.id, id), eq(helpCenters.organizationId, organizationId))!;
