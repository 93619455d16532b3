import type { Actor } from '../../../core/actor';
import { adminOrganizationOf } from '../../../core/tenancy';

/**
 * Spec 01 §6: only an organization's ADMIN chooses, buys or manages a plan; every member may read
 * the plan, its features and the usage. The writes repeat the ADMIN condition in their SQL.
 */
export const PLAN_ADMIN_ONLY = 'Only admins can manage subscriptions';
export const MANUAL_BILLING_MESSAGE =
  'Your organization uses manual billing. Self-service plan upgrades are not available.';
export const NOT_PURCHASABLE_MESSAGE = 'This plan is not available for purchase';

export function planAdminOrganizationOf(actor: Actor): string {
  return adminOrganizationOf(actor, PLAN_ADMIN_ONLY);
}
