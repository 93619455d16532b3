import type { Actor } from '../../../core/actor';
import { canAdministerOrganization } from '../../../core/policy';
import { authorizedOrganizationOf } from '../../../core/tenancy';

/**
 * Spec 01 §6: only an organization's ADMIN chooses, buys or manages a plan; every member may read
 * the plan, its features and the usage. The writes repeat the ADMIN condition in their SQL. In the
 * vocabulary of core/policy.ts.
 */
export const PLAN_ADMIN_ONLY = 'Only admins can manage subscriptions';
export const MANUAL_BILLING_MESSAGE =
  'Your organization uses manual billing. Self-service plan upgrades are not available.';
export const NOT_PURCHASABLE_MESSAGE = 'This plan is not available for purchase';

/** Choosing, buying, cancelling and managing the plan and its payment. */
export const canManageBilling = (actor: Actor): boolean => canAdministerOrganization(actor);

export function planAdminOrganizationOf(actor: Actor): string {
  return authorizedOrganizationOf(actor, canManageBilling, PLAN_ADMIN_ONLY);
}
