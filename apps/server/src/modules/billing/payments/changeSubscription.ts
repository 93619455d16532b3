import type { ChangeRecorder } from '../../../changes/bus';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Actor } from '../../../core/actor';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/errors';
import { activatePaidPlan } from './activate';
import {
  assertBuiltInChange,
  assertSelfService,
  assertUpgrade,
  billingContext,
  purchasablePlan,
} from './policy';
import { callStripe, monthlyPriceData, type StripeClient } from './stripe';

/**
 * `POST /payment/change-subscription` {productId}: moves a running paid plan to a higher one,
 * keeping the billing period (Stripe prorates). ADMIN only; manual billing is refused.
 * Without Stripe nothing is billed, so an admin may also move down, and choosing the plan of a
 * canceled subscription keeps it running (the cancellation is withdrawn).
 */
export async function changeSubscription(input: {
  db: Db;
  plans: PlanCatalogue;
  stripe: StripeClient | null;
  actor: Actor;
  productId: string;
  now: Date;
  log: { error(object: unknown, message: string): void };
  changes: ChangeRecorder;
}): Promise<{ message: string }> {
  const plan = purchasablePlan(input.plans, input.productId);
  const message = `Your plan has been changed to ${plan.name}.`;
  const check = async (context: Awaited<ReturnType<typeof billingContext>>) => {
    assertSelfService(context);
    if (context.state !== 'ACTIVE') {
      throw badRequest(
        'Your organization has no paid plan to change. Choose a plan first.',
        'NO_PAID_SUBSCRIPTION',
      );
    }
  };

  if (!input.stripe) {
    let resumed = false;
    await input.changes.transaction(input.db, async (tx, record) => {
      const context = await billingContext(tx, { ...input, lock: true });
      await check(context);
      resumed = assertBuiltInChange(plan, context) === 'RESUME';
      await activatePaidPlan(tx, {
        organizationId: context.organizationId,
        plan,
        now: input.now,
        keepPeriod: true,
      });
      await record({ topic: 'plan', organizationId: context.organizationId });
    });
    return { message: resumed ? `Your ${plan.name} plan continues; it is no longer canceled.` : message };
  }

  const context = await billingContext(input.db, input);
  await check(context);
  assertUpgrade(plan, context);
  const stripeSubscriptionId = context.subscription?.stripeSubscriptionId;
  if (!stripeSubscriptionId) {
    throw badRequest(
      'This plan is not billed through Stripe. Contact support to change it.',
      'NOT_STRIPE_MANAGED',
    );
  }
  const updated = await callStripe(
    input.stripe,
    input.log,
    'Failed to change subscription',
    async (stripe) => {
      const current = await stripe.subscriptions.retrieve(stripeSubscriptionId);
      const item = current.items.data[0];
      if (!item) throw notFound('The Stripe subscription has no item to change', 'STRIPE_SUBSCRIPTION_EMPTY');
      return stripe.subscriptions.update(stripeSubscriptionId, {
        items: [{ id: item.id, price_data: monthlyPriceData(plan) }],
        proration_behavior: 'always_invoice',
        metadata: { organizationId: context.organizationId, planId: plan.id },
      });
    },
  );
  // The webhook that follows says the same; writing it now lets the new limits apply at once.
  await input.changes.transaction(input.db, async (tx, record) => {
    await activatePaidPlan(tx, {
      organizationId: context.organizationId,
      plan,
      now: input.now,
      keepPeriod: true,
      stripeSubscriptionId: updated.id,
    });
    await record({ topic: 'plan', organizationId: context.organizationId });
  });
  return { message };
}
