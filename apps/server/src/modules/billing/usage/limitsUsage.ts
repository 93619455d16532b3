import { type AdminUsage, FEATURE_KEYS, type FeatureKey } from '@support/shared';
import type { Queryable } from '../../../db/client';
import type { PlanCatalogue } from '../plans/catalogue';
import type { SubscriptionRow } from '../plans/subscriptions';
import { FEATURE_INFO } from './featureCheck';
import { currentPeriod } from './periods';
import { featureUsage } from './readUsage';

/** The features some plan of the catalogue limits by a number: the ones worth a "used of limit". */
export const countedFeatures = (plans: PlanCatalogue): FeatureKey[] =>
  FEATURE_KEYS.filter((feature) => plans.plans.some((plan) => typeof plan.limits[feature] === 'number'));

/**
 * An organization's use of every counted feature against its plan (the super-admin area): the
 * plan's number; 0 when the plan leaves the feature out; null when it is unlimited or there is
 * no plan to hold it to.
 */
export async function limitsUsage(input: {
  db: Queryable;
  plans: PlanCatalogue;
  organizationId: string;
  subscription: SubscriptionRow | null;
  now: Date;
}): Promise<AdminUsage[]> {
  const { subscription, now } = input;
  const plan = subscription ? input.plans.byId(subscription.planId) : undefined;
  const period = subscription ? currentPeriod(subscription, now) : null;
  const usage: AdminUsage[] = [];
  for (const feature of countedFeatures(input.plans)) {
    const used = await featureUsage({
      db: input.db,
      organizationId: input.organizationId,
      feature,
      period,
      now,
    });
    const value = plan?.limits[feature];
    const limit = typeof value === 'number' ? value : value === false ? 0 : null;
    usage.push({ key: feature, name: FEATURE_INFO[feature].name, used, limit });
  }
  return usage;
}
