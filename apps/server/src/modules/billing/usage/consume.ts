import { type FeatureKey, fitsLimit } from '@support/shared';
import { sql } from 'drizzle-orm';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Queryable } from '../../../db/client';
import { usageRecords } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import { assertActiveState, lockSubscription, stateOf } from '../plans/subscriptions';
import { isLiveFeature } from './counters';
import { featureCheck } from './featureCheck';
import { currentPeriod, type Period } from './periods';
import { featureUsage } from './readUsage';

export type ConsumeInput = {
  /** The caller's transaction: the check holds until the caller's own write commits with it. */
  db: Queryable;
  plans: PlanCatalogue;
  organizationId: string;
  feature: FeatureKey;
  /** Units the caller is about to take (default 1). */
  amount?: number;
  now: Date;
  /** Live usage before this change, when the caller counts it itself (e.g. articles not deleted). */
  count?: (db: Queryable) => Promise<number>;
};

/**
 * The one way to use a limited feature. Inside the caller's transaction it locks the organization's
 * subscription row, checks that the subscription is active (403 NO_SUBSCRIPTION, TRIAL_EXPIRED,
 * SUBSCRIPTION_NOT_ACTIVE), that the plan has the feature (403 FEATURE_NOT_AVAILABLE) and room for
 * `amount` more (403 LIMIT_REACHED, both with the feature-check fields), and records period usage.
 * Because every consumer of an organization waits for the same row lock, two requests can never both
 * take the last unit; live features (members, articles) are counted under that lock, so the caller's
 * insert must happen in the same transaction.
 */
export async function consumeFeature(
  input: ConsumeInput,
): Promise<{ currentUsage: number; limit: number | null }> {
  const { db, organizationId, feature, now } = input;
  const amount = input.amount ?? 1;
  const subscription = await lockSubscription(db, organizationId);
  const state = stateOf(subscription, now);
  assertActiveState(state);
  const plan = input.plans.byId(subscription!.planId);
  if (!plan) {
    throw forbidden('Your plan is no longer offered. Choose a plan to continue.', 'SUBSCRIPTION_NOT_ACTIVE');
  }
  const period = currentPeriod(subscription!, now);
  const used = input.count
    ? await input.count(db)
    : await featureUsage({ db, organizationId, feature, period, now });
  const value = plan.limits[feature];
  if (!fitsLimit(value, used, amount)) {
    const check = featureCheck({ catalogue: input.plans, plan, state, feature, currentUsage: used });
    if (!check.hasAccess) throw forbidden(check.upgradeMessage!, 'FEATURE_NOT_AVAILABLE', check);
    const message =
      check.upgradeMessage ?? `This would go over your limit of ${check.limit} ${check.name.toLowerCase()}.`;
    throw forbidden(message, 'LIMIT_REACHED', { ...check, isLimitReached: true });
  }
  if (!isLiveFeature(feature)) await recordUsage(db, organizationId, feature, period, amount, now);
  return { currentUsage: used + amount, limit: typeof value === 'number' ? value : null };
}

/**
 * For settings that hold a number of a feature (translation languages): the plan's limit applies to
 * the new total whenever the organization has a plan, active or not, because settings stay open
 * while a subscription is blocked; an organization that never chose a plan is not limited yet.
 */
export async function assertWithinPlanLimit(input: {
  db: Queryable;
  plans: PlanCatalogue;
  organizationId: string;
  feature: FeatureKey;
  total: number;
  now: Date;
}): Promise<void> {
  const subscription = await lockSubscription(input.db, input.organizationId);
  const plan = subscription ? input.plans.byId(subscription.planId) : undefined;
  if (!plan) return;
  const value = plan.limits[input.feature];
  if (fitsLimit(value, input.total, 0)) return;
  const used = await featureUsage({ ...input, period: null });
  // Judged as if active: the plan's number is what matters here, not whether it is paid up.
  const check = featureCheck({
    catalogue: input.plans,
    plan,
    state: 'ACTIVE',
    feature: input.feature,
    currentUsage: used,
  });
  if (!check.hasAccess) throw forbidden(check.upgradeMessage!, 'FEATURE_NOT_AVAILABLE', check);
  const message = `${check.name} limit reached: your plan allows ${check.limit}. Upgrade for more.`;
  throw forbidden(message, 'LIMIT_REACHED', { ...check, isLimitReached: true, upgradeMessage: message });
}

async function recordUsage(
  db: Queryable,
  organizationId: string,
  featureKey: FeatureKey,
  period: Period,
  amount: number,
  now: Date,
): Promise<void> {
  await db
    .insert(usageRecords)
    .values({
      organizationId,
      featureKey,
      periodStart: period.start,
      periodEnd: period.end,
      usageCount: amount,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [usageRecords.organizationId, usageRecords.periodStart, usageRecords.featureKey],
      set: { usageCount: sql`${usageRecords.usageCount} + ${amount}`, updatedAt: now },
    });
}
