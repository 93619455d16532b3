import type { SubscriptionStatus } from '@support/shared';
import { z } from 'zod';

/**
 * The few fields of Stripe's webhook objects the product reads, accepted across API versions
 * (the subscription of an invoice moved under `parent`, periods moved onto subscription items).
 */

const ZRef = z
  .union([z.string(), z.looseObject({ id: z.string() })])
  .transform((value) => (typeof value === 'string' ? value : value.id));
const ZMetadata = z.record(z.string(), z.string()).nullish();
const ZTime = z.number().int().nullish();

export const ZCheckoutSession = z.looseObject({
  client_reference_id: z.string().nullish(),
  metadata: ZMetadata,
  customer: ZRef.nullish(),
  subscription: ZRef.nullish(),
});

export const ZInvoice = z.looseObject({
  customer: ZRef.nullish(),
  subscription: ZRef.nullish(),
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: ZRef.nullish(), metadata: ZMetadata }).nullish(),
    })
    .nullish(),
  lines: z
    .looseObject({
      data: z.array(z.looseObject({ period: z.object({ start: z.number(), end: z.number() }).nullish() })),
    })
    .nullish(),
});

export const ZStripeSubscription = z.looseObject({
  id: z.string(),
  customer: ZRef.nullish(),
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: ZTime,
  canceled_at: ZTime,
  ended_at: ZTime,
  current_period_start: ZTime,
  current_period_end: ZTime,
  metadata: ZMetadata,
  items: z
    .looseObject({
      data: z.array(
        z.looseObject({
          current_period_start: ZTime,
          current_period_end: ZTime,
          price: z.looseObject({ product: ZRef.nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
});
export type StripeSubscriptionObject = z.infer<typeof ZStripeSubscription>;

export const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** The billing period Stripe reports for a subscription (on its first item in newer API versions). */
export function subscriptionPeriod(
  subscription: StripeSubscriptionObject,
): { start: Date; end: Date } | undefined {
  const item = subscription.items?.data[0];
  const start = fromUnix(item?.current_period_start ?? subscription.current_period_start);
  const end = fromUnix(item?.current_period_end ?? subscription.current_period_end);
  return start && end ? { start, end } : undefined;
}

/**
 * Stripe's status in the product's terms. A subscription set to cancel (at period end or a date) is
 * CANCELED with that endDate and stays active until then; a deleted one ended when Stripe says.
 */
export function mapStripeStatus(
  subscription: StripeSubscriptionObject,
  deleted: boolean,
  eventTime: Date,
): { status: SubscriptionStatus; endDate: Date | null } {
  if (deleted || subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    return {
      status: 'CANCELED',
      endDate: fromUnix(subscription.ended_at ?? subscription.canceled_at) ?? eventTime,
    };
  }
  if (subscription.status === 'active' || subscription.status === 'trialing') {
    const cancelAt =
      fromUnix(subscription.cancel_at) ??
      (subscription.cancel_at_period_end ? (subscriptionPeriod(subscription)?.end ?? null) : null);
    return cancelAt ? { status: 'CANCELED', endDate: cancelAt } : { status: 'ACTIVE', endDate: null };
  }
  const statuses: Record<string, SubscriptionStatus> = {
    past_due: 'PAST_DUE',
    unpaid: 'UNPAID',
    paused: 'PAUSED',
    incomplete: 'INCOMPLETE',
  };
  return { status: statuses[subscription.status] ?? 'INCOMPLETE', endDate: null };
}
