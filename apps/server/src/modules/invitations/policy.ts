import type { OrganizationType } from '@support/shared';
import type { Actor } from '../../core/actor';
import { adminOrganizationOf } from '../../core/tenancy';
import { forbidden } from '../../lib/errors';

/**
 * Invitation rules (spec 01 §6): only admins invite, revoke, resend and remove invitations; every
 * member may see the open ones on the team page; personal organizations cannot invite at all.
 * The writes repeat the ADMIN condition in their SQL (`adminOf`).
 */
export const INVITE_ADMIN_ONLY = 'Only admins can invite users';
export const INVITATIONS_ADMIN_ONLY = 'Only admins can manage invitations';
export const PERSONAL_ORGANIZATION_MESSAGE = 'Create an organization to invite users';

export function inviterOrganizationOf(actor: Actor): string {
  return adminOrganizationOf(actor, INVITE_ADMIN_ONLY);
}

export function assertCanInvite(organization: { type: OrganizationType }): void {
  if (organization.type === 'PERSONAL')
    throw forbidden(PERSONAL_ORGANIZATION_MESSAGE, 'PERSONAL_ORGANIZATION');
}

export function invitationAdminOrganizationOf(actor: Actor): string {
  return adminOrganizationOf(actor, INVITATIONS_ADMIN_ONLY);
}
