import type { Plan } from '@support/shared';
import { eq } from 'drizzle-orm';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Queryable } from '../../../db/client';
import { organizations, subscriptions } from '../../../db/schema';
import { activatePaidPlan } from './activate';
import {
  fromUnix,
  mapStripeStatus,
  subscriptionPeriod,
  ZCheckoutSession,
  ZInvoice,
  ZStripeSubscription,
} from './stripeObjects';

export type StripeEventInput = { id: string; type: string; created: number; data: { object: unknown } };
type Apply = (
  tx: Queryable,
  plans: PlanCatalogue,
  event: StripeEventInput,
  now: Date,
) => Promise<string | null>;

async function byStripeSubscription(tx: Queryable, stripeSubscriptionId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .for('update');
  return row ?? null;
}

/** The organization and plan our checkout wrote into Stripe's metadata, if both still exist. */
async function fromMetadata(
  tx: Queryable,
  plans: PlanCatalogue,
  metadata: Record<string, string> | null | undefined,
  fallbackOrganization?: string | null,
): Promise<{ organizationId: string; plan: Plan } | null> {
  const organizationId = metadata?.organizationId ?? fallbackOrganization;
  const plan = metadata?.planId ? plans.byId(metadata.planId) : undefined;
  if (!organizationId || !plan || plan.subscriptionType !== 'REGULAR') return null;
  const [organization] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return organization ? { organizationId, plan } : null;
}

/** Paid in Checkout: the plan is active now; invoice.paid brings Stripe's exact period. */
const checkoutCompleted: Apply = async (tx, plans, event, now) => {
  const session = ZCheckoutSession.parse(event.data.object);
  const target = await fromMetadata(tx, plans, session.metadata, session.client_reference_id);
  if (!target || !session.subscription) return null;
  const known = await byStripeSubscription(tx, session.subscription);
  await activatePaidPlan(tx, {
    ...target,
    now,
    provider: 'STRIPE',
    keepPeriod: known !== null,
    stripeCustomerId: session.customer ?? null,
    stripeSubscriptionId: session.subscription,
  });
  return target.organizationId;
};

/** A paid invoice (first or renewal): active again, in the period it paid for (a new usage period). */
const invoicePaid: Apply = async (tx, plans, event, now) => {
  const invoice = ZInvoice.parse(event.data.object);
  const details = invoice.parent?.subscription_details;
  const stripeSubscriptionId = details?.subscription ?? invoice.subscription;
  if (!stripeSubscriptionId) return null;
  const line = invoice.lines?.data.find((entry) => entry.period)?.period;
  const period = line ? { start: fromUnix(line.start)!, end: fromUnix(line.end)! } : undefined;
  const row = await byStripeSubscription(tx, stripeSubscriptionId);
  if (!row) {
    // The invoice can arrive before checkout.session.completed: Stripe does not keep event order.
    const target = await fromMetadata(tx, plans, details?.metadata);
    if (!target) return null;
    await activatePaidPlan(tx, {
      ...target,
      now,
      provider: 'STRIPE',
      period,
      stripeCustomerId: invoice.customer ?? null,
      stripeSubscriptionId,
    });
    return target.organizationId;
  }
  await tx
    .update(subscriptions)
    .set({
      status: row.status === 'CANCELED' ? 'CANCELED' : 'ACTIVE',
      pastDueSince: null,
      ...(period ? { currentPeriodStart: period.start, currentPeriodEnd: period.end } : {}),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id));
  return row.organizationId;
};

const invoicePaymentFailed: Apply = async (tx, _plans, event, now) => {
  const invoice = ZInvoice.parse(event.data.object);
  const stripeSubscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription;
  const row = stripeSubscriptionId ? await byStripeSubscription(tx, stripeSubscriptionId) : null;
  if (!row) return null;
  if (row.status !== 'CANCELED') {
    // The grace period counts from the first failure; Stripe's retries do not extend it.
    await tx
      .update(subscriptions)
      .set({ status: 'PAST_DUE', pastDueSince: row.pastDueSince ?? now, updatedAt: now })
      .where(eq(subscriptions.id, row.id));
  }
  return row.organizationId;
};

/** Changes made in Stripe (portal, dashboard, dunning): plan, status, cancellation date, period. */
const subscriptionChanged: Apply = async (tx, plans, event, now) => {
  const subscription = ZStripeSubscription.parse(event.data.object);
  const deleted = event.type === 'customer.subscription.deleted';
  const { status, endDate } = mapStripeStatus(subscription, deleted, fromUnix(event.created) ?? now);
  const productId = subscription.items?.data[0]?.price?.product;
  const stripePlan = productId ? plans.byProductId(productId) : undefined;
  const period = subscriptionPeriod(subscription);
  const row = await byStripeSubscription(tx, subscription.id);
  if (!row) {
    const target = await fromMetadata(tx, plans, subscription.metadata);
    if (!target || deleted) return null;
    await activatePaidPlan(tx, {
      ...target,
      plan: stripePlan ?? target.plan,
      now,
      provider: 'STRIPE',
      status,
      endDate,
      period,
      stripeCustomerId: subscription.customer ?? null,
      stripeSubscriptionId: subscription.id,
    });
    return target.organizationId;
  }
  await tx
    .update(subscriptions)
    .set({
      status,
      endDate,
      pastDueSince: status === 'PAST_DUE' ? (row.pastDueSince ?? now) : null,
      subscriptionType: 'REGULAR',
      ...(stripePlan?.subscriptionType === 'REGULAR' ? { planId: stripePlan.id } : {}),
      ...(period ? { currentPeriodStart: period.start, currentPeriodEnd: period.end } : {}),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id));
  return row.organizationId;
};

export const STRIPE_EVENT_HANDLERS: Record<string, Apply> = {
  'checkout.session.completed': checkoutCompleted,
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoicePaymentFailed,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
};
