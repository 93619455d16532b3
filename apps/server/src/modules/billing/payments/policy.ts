import { isActiveState, isUpgrade, type Plan, type SubscriptionState } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Actor } from '../../../core/actor';
import { adminOf } from '../../../core/tenancy';
import type { Queryable } from '../../../db/client';
import { organizations } from '../../../db/schema';
import { badRequest, conflict, forbidden } from '../../../lib/errors';
import {
  MANUAL_BILLING_MESSAGE,
  NOT_PURCHASABLE_MESSAGE,
  PLAN_ADMIN_ONLY,
  planAdminOrganizationOf,
} from '../plans/policy';
import { findSubscription, lockSubscription, type SubscriptionRow, stateOf } from '../plans/subscriptions';

export type BillingContext = {
  organizationId: string;
  paymentProvider: 'STRIPE' | 'BUILT_IN' | 'MANUAL' | null;
  subscription: SubscriptionRow | null;
  state: SubscriptionState;
  currentPlan: Plan | null;
};

/** The caller's organization as its ADMIN sees it for billing (ADMIN condition in the query). */
export async function billingContext(
  db: Queryable,
  input: { actor: Actor; plans: PlanCatalogue; now: Date; lock?: boolean },
): Promise<BillingContext> {
  const organizationId = planAdminOrganizationOf(input.actor);
  const [organization] = await db
    .select({ paymentProvider: organizations.paymentProvider })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), adminOf(organizations.id, input.actor.userId)));
  if (!organization) throw forbidden(PLAN_ADMIN_ONLY, 'ADMIN_ONLY');
  const subscription = input.lock
    ? await lockSubscription(db, organizationId)
    : await findSubscription(db, organizationId);
  return {
    organizationId,
    paymentProvider: organization.paymentProvider,
    subscription,
    state: stateOf(subscription, input.now),
    currentPlan: subscription ? (input.plans.byId(subscription.planId) ?? null) : null,
  };
}

/** Manual-billing organizations cannot buy or change plans themselves (spec 02 §6). */
export function assertSelfService(context: BillingContext): void {
  if (context.paymentProvider === 'MANUAL') throw forbidden(MANUAL_BILLING_MESSAGE, 'MANUAL_BILLING');
}

/** Only a paid plan with a product id can be bought; anything else is 'This plan is not available for purchase'. */
export function purchasablePlan(plans: PlanCatalogue, productId: string): Plan & { stripeProductId: string } {
  const plan = plans.byProductId(productId);
  if (plan?.subscriptionType !== 'REGULAR' || !plan.stripeProductId) {
    throw badRequest(NOT_PURCHASABLE_MESSAGE, 'PLAN_NOT_PURCHASABLE');
  }
  return plan as Plan & { stripeProductId: string };
}

/** While a plan (or the trial) runs, only a plan with a higher planOrder can be bought. */
export function assertUpgrade(plan: Plan, context: BillingContext): void {
  if (!isActiveState(context.state) || !context.currentPlan) return;
  if (plan.id === context.currentPlan.id) {
    throw conflict('Your organization is already on this plan', 'ALREADY_ON_PLAN');
  }
  if (!isUpgrade(plan, context.currentPlan)) {
    throw badRequest('Downgrades are not available', 'DOWNGRADE_NOT_AVAILABLE');
  }
}

/**
 * Without Stripe an admin may move to any paid plan, lower ones too (nothing was paid that a move
 * down would forfeit); the plan already running is refused unless it was canceled, where choosing
 * it again withdraws the cancellation.
 */
export function assertBuiltInChange(plan: Plan, context: BillingContext): 'CHANGE' | 'RESUME' {
  if (plan.id !== context.currentPlan?.id) return 'CHANGE';
  if (context.subscription?.status === 'CANCELED') return 'RESUME';
  throw conflict('Your organization is already on this plan', 'ALREADY_ON_PLAN');
}
