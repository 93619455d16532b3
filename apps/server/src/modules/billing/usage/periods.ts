import type { SubscriptionRow } from '../plans/subscriptions';

export type Period = { start: Date; end: Date | null };

/** Calendar months in UTC; the 31st becomes the last day of a shorter month (as Stripe bills). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The usage period running at `now`. A trial is one period from its start to its end. A paid plan
 * counts in the stored period (Stripe moves it on each paid invoice); once that has passed without
 * news (built-in checkout, manual billing, a late webhook) the months continue from its end, so the
 * monthly allowance renews without anyone having to write the new period first.
 */
export function currentPeriod(
  subscription: Pick<
    SubscriptionRow,
    'subscriptionType' | 'currentPeriodStart' | 'currentPeriodEnd' | 'trialEndsAt'
  >,
  now: Date,
): Period {
  const { currentPeriodStart: start, currentPeriodEnd: end } = subscription;
  if (subscription.subscriptionType === 'TRIAL') return { start, end: subscription.trialEndsAt };
  if (!end || now < end) return { start, end };
  let months = 0;
  // Bounded: a hundred years of monthly periods is more than any subscription lives.
  while (months < 1200 && addMonths(end, months + 1) <= now) months += 1;
  return { start: addMonths(end, months), end: addMonths(end, months + 1) };
}
