import type { Actor } from '../../core/actor';
import { canAdministerOrganization } from '../../core/policy';
import { authorizedOrganizationOf } from '../../core/tenancy';

/**
 * Who may export (issue 49): an organization's or a help center's whole content leaves the product
 * in one file, so only its ADMINs may take it (as they run the organization), whatever the plan:
 * leaving must never be locked behind an upgrade.
 */
export const EXPORT_ADMIN_ONLY = 'Only admins can export the organization or a help center';

export const canExportContent = (actor: Actor): boolean => canAdministerOrganization(actor);

/** The active organization, for a caller who may export it (403 ADMIN_ONLY otherwise). */
export const exporterOrganizationOf = (actor: Actor): string =>
  authorizedOrganizationOf(actor, canExportContent, EXPORT_ADMIN_ONLY);
