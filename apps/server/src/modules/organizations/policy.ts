import type { Actor } from '../../core/actor';
import { badRequest } from '../../lib/errors';

/**
 * Who may change an organization's settings and members (spec 01 §6). The tenancy rules every module
 * shares (active organization, ADMIN checks, `adminOf` and `memberOf` in SQL) are in core/tenancy.ts.
 */

export const SETTINGS_ADMIN_ONLY = 'Only admins can change organization settings';
export const MEMBERS_ADMIN_ONLY = 'Only admins can manage members';

/** Role changes and removals apply only to other users. */
export function assertOtherUser(actor: Actor, userId: string, message: string): void {
  if (actor.userId === userId) throw badRequest(message, 'SELF_MANAGEMENT');
}
