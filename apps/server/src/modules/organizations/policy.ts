import type { Actor } from '../../core/actor';
import { canAdministerOrganization } from '../../core/policy';
import { badRequest } from '../../lib/errors';

/**
 * Who may change an organization's settings and members (spec 01 §6), in the vocabulary of
 * core/policy.ts: every member reads the organization; ADMINs change its settings and its members'
 * roles, never their own membership. The writes repeat the ADMIN condition in their SQL (`adminOf`
 * in core/tenancy.ts), so a write by someone demoted meanwhile matches no row.
 */

export const SETTINGS_ADMIN_ONLY = 'Only admins can change organization settings';
export const MEMBERS_ADMIN_ONLY = 'Only admins can manage members';

/** Settings, time zone, audio sharing, AI answers. */
export const canUpdateOrganization = (actor: Actor): boolean => canAdministerOrganization(actor);

/** The members list's management: roles and removals. */
export const canManageMembers = (actor: Actor): boolean => canAdministerOrganization(actor);

/** Changing a member's role: ADMINs, for other users only. */
export const canUpdateMemberRole = (actor: Actor, member: { userId: string }): boolean =>
  canManageMembers(actor) && member.userId !== actor.userId;

/** Removing a member: ADMINs, for other users only (leaving is not this action). */
export const canRemoveMember = (actor: Actor, member: { userId: string }): boolean =>
  canManageMembers(actor) && member.userId !== actor.userId;

/** Role changes and removals apply only to other users. */
export function assertOtherUser(actor: Actor, userId: string, message: string): void {
  if (actor.userId === userId) throw badRequest(message, 'SELF_MANAGEMENT');
}
