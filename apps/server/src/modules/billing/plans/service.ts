import {
  type CurrentPlan,
  FEATURE_KEYS,
  type FeatureCheck,
  type FeatureKey,
  type Plan,
  type PlanFeatures,
} from '@support/shared';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Actor } from '../../../core/actor';
import { activeOrganizationOf } from '../../../core/tenancy';
import type { Db } from '../../../db/client';
import { featureCheck } from '../usage/featureCheck';
import { currentPeriod } from '../usage/periods';
import { allFeatureUsage, featureUsage } from '../usage/readUsage';
import { presentCurrentPlan } from './presenter';
import { findSubscription, stateOf } from './subscriptions';

type Read = { db: Db; plans: PlanCatalogue; actor: Actor; now: Date };

/** `GET /plan/available`: every plan, cheapest first; once an organization had a subscription, without the trial. */
export async function availablePlans(input: Omit<Read, 'now'>): Promise<{ plans: Plan[] }> {
  const organizationId = activeOrganizationOf(input.actor);
  const subscription = await findSubscription(input.db, organizationId);
  const plans = input.plans.plans.filter((plan) => !subscription || plan.subscriptionType !== 'TRIAL');
  return { plans };
}

/** `GET /plan/current`. */
export async function getCurrentPlan(input: Read): Promise<CurrentPlan> {
  const subscription = await findSubscription(input.db, activeOrganizationOf(input.actor));
  return presentCurrentPlan(input.plans, subscription, input.now);
}

async function planContext(input: Read) {
  const organizationId = activeOrganizationOf(input.actor);
  const subscription = await findSubscription(input.db, organizationId);
  return {
    organizationId,
    plan: subscription ? (input.plans.byId(subscription.planId) ?? null) : null,
    state: stateOf(subscription, input.now),
    period: subscription ? currentPeriod(subscription, input.now) : null,
  };
}

/** `GET /plan/features`: access, usage and limit of every feature key. */
export async function getFeatures(input: Read): Promise<PlanFeatures> {
  const context = await planContext(input);
  const usage = await allFeatureUsage({ db: input.db, ...context, now: input.now });
  const features = {} as PlanFeatures['features'];
  for (const feature of FEATURE_KEYS) {
    const check = featureCheck({ catalogue: input.plans, ...context, feature, currentUsage: usage[feature] });
    features[feature] = {
      hasAccess: check.hasAccess,
      isLimitReached: check.isLimitReached,
      currentUsage: check.currentUsage,
      limit: check.limit,
    };
  }
  return { features };
}

/** `GET /plan/feature/{feature}/check`: what the upgrade modal shows for one feature. */
export async function checkFeature(input: Read & { feature: FeatureKey }): Promise<FeatureCheck> {
  const context = await planContext(input);
  const currentUsage = await featureUsage({
    db: input.db,
    ...context,
    feature: input.feature,
    now: input.now,
  });
  return featureCheck({ catalogue: input.plans, ...context, feature: input.feature, currentUsage });
}
