import type { OrganizationType } from '@support/shared';
import type { Actor } from '../../core/actor';
import { canAdministerOrganization } from '../../core/policy';
import { authorizedOrganizationOf } from '../../core/tenancy';
import { forbidden } from '../../lib/errors';

/**
 * Invitation rules (spec 01 §6), in the vocabulary of core/policy.ts: only admins invite, revoke,
 * resend and remove invitations; every member may see the open ones on the team page; personal
 * organizations cannot invite at all. The writes repeat the ADMIN condition in their SQL (`adminOf`).
 */
export const INVITE_ADMIN_ONLY = 'Only admins can invite users';
export const INVITATIONS_ADMIN_ONLY = 'Only admins can manage invitations';
export const PERSONAL_ORGANIZATION_MESSAGE = 'Create an organization to invite users';

/** Revoking, resending and removing an organization's invitations. */
export const canManageInvitations = (actor: Actor): boolean => canAdministerOrganization(actor);

/** Inviting someone into the active organization: an ADMIN of a company organization. */
export const canInvite = (actor: Actor, organization: { type: OrganizationType }): boolean =>
  canManageInvitations(actor) && organization.type !== 'PERSONAL';

/** The active organization, for an ADMIN (the organization type is checked once it is loaded). */
export function inviterOrganizationOf(actor: Actor): string {
  return authorizedOrganizationOf(actor, canManageInvitations, INVITE_ADMIN_ONLY);
}

export function assertCanInvite(organization: { type: OrganizationType }): void {
  if (organization.type === 'PERSONAL')
    throw forbidden(PERSONAL_ORGANIZATION_MESSAGE, 'PERSONAL_ORGANIZATION');
}

export function invitationAdminOrganizationOf(actor: Actor): string {
  return authorizedOrganizationOf(actor, canManageInvitations, INVITATIONS_ADMIN_ONLY);
}
