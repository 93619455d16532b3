import { type AdminUsage, FEATURE_KEYS, type FeatureKey } from '@support/shared';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Queryable } from '../../../db/client';
import type { SubscriptionRow } from '../plans/subscriptions';
import { isLiveFeature, LIVE_COUNTERS } from './counters';
import { FEATURE_INFO } from './featureCheck';
import { currentPeriod } from './periods';
import { recordedUsage } from './readUsage';

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
  const { db, organizationId, subscription, now } = input;
  const plan = subscription ? input.plans.byId(subscription.planId) : undefined;
  const period = subscription ? currentPeriod(subscription, now) : null;
  const features = countedFeatures(input.plans);
  // One read of the period's records for all recorded features, the live counts side by side
  // (the organization list shows a page of organizations, each with every counted feature).
  const recorded =
    period && features.some((feature) => !isLiveFeature(feature))
      ? recordedUsage(db, organizationId, period.start)
      : Promise.resolve(new Map<string, number>());
  const used = await Promise.all(
    features.map(async (feature) =>
      isLiveFeature(feature)
        ? ((await LIVE_COUNTERS[feature]?.(db, organizationId, now)) ?? 0)
        : ((await recorded).get(feature) ?? 0),
    ),
  );
  return features.map((feature, index) => {
    const value = plan?.limits[feature];
    const limit = typeof value === 'number' ? value : value === false ? 0 : null;
    return { key: feature, name: FEATURE_INFO[feature].name, used: used[index] ?? 0, limit };
  });
}
