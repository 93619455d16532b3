import type { ChangeRecorder } from '../../../changes/bus';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Actor } from '../../../core/actor';
import type { Db } from '../../../db/client';
import { conflict } from '../../../lib/errors';
import { activatePaidPlan } from './activate';
import { assertSelfService, assertUpgrade, billingContext, purchasablePlan } from './policy';
import { callStripe, monthlyPriceData, type StripeClient } from './stripe';

export const CHECKOUT_SUCCESS_PATH = '/plans/checkout?success=true';
export const CHECKOUT_FAILURE_PATH = '/plans/checkout?success=false';

type CheckoutInput = {
  db: Db;
  plans: PlanCatalogue;
  stripe: StripeClient | null;
  actor: Actor;
  productId: string;
  now: Date;
  /** Public address of the web app, for Stripe's return links. */
  baseUrl: string;
  log: { error(object: unknown, message: string): void };
  changes: ChangeRecorder;
};

/**
 * `POST /payment/create-checkout-session` {productId}: ADMIN only, never for manual billing, and
 * while a plan runs only to a higher one. With Stripe it opens a Checkout session (the webhook
 * activates the plan once paid); without Stripe the plan is active at once (self-hosting).
 */
export async function createCheckoutSession(input: CheckoutInput): Promise<{ redirectUrl: string }> {
  const plan = purchasablePlan(input.plans, input.productId);
  if (!input.stripe) {
    await input.changes.transaction(input.db, async (tx, record) => {
      const context = await billingContext(tx, { ...input, lock: true });
      assertSelfService(context);
      assertUpgrade(plan, context);
      await activatePaidPlan(tx, {
        organizationId: context.organizationId,
        plan,
        now: input.now,
        provider: 'BUILT_IN',
        keepPeriod: context.state === 'ACTIVE',
      });
      await record({ topic: 'plan', organizationId: context.organizationId });
    });
    return { redirectUrl: CHECKOUT_SUCCESS_PATH };
  }

  const context = await billingContext(input.db, input);
  assertSelfService(context);
  assertUpgrade(plan, context);
  if (context.state === 'ACTIVE' && context.subscription?.stripeSubscriptionId) {
    // A second Checkout would bill twice; the running Stripe subscription is changed instead.
    throw conflict(
      'Your organization already has a paid plan. Change your plan instead.',
      'SUBSCRIPTION_EXISTS',
    );
  }
  const metadata = { organizationId: context.organizationId, planId: plan.id };
  const customer = context.subscription?.stripeCustomerId ?? undefined;
  const session = await callStripe(input.stripe!, input.log, 'Failed to create checkout session', (stripe) =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price_data: monthlyPriceData(plan), quantity: 1 }],
      client_reference_id: context.organizationId,
      metadata,
      subscription_data: { metadata },
      ...(customer ? { customer } : { customer_email: input.actor.email }),
      success_url: `${input.baseUrl}${CHECKOUT_SUCCESS_PATH}`,
      cancel_url: `${input.baseUrl}${CHECKOUT_FAILURE_PATH}`,
    }),
  );
  if (!session.url) throw new Error('Stripe returned a checkout session without a url');
  return { redirectUrl: session.url };
}
