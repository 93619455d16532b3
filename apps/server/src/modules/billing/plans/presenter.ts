import {
  type CurrentPlan,
  isActiveState,
  type Plan,
  paymentGraceEndsAt,
  type Subscription,
} from '@support/shared';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import { currentPeriod } from '../usage/periods';
import { type SubscriptionRow, stateOf } from './subscriptions';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A subscription as clients see it: stored fields, the period running now, and its derived state. */
export function presentSubscription(row: SubscriptionRow, now: Date): Subscription {
  const period = currentPeriod(row, now);
  const state = stateOf(row, now);
  return {
    planId: row.planId,
    status: row.status,
    subscriptionType: row.subscriptionType,
    trialEndsAt: iso(row.trialEndsAt),
    endDate: iso(row.endDate),
    paymentGraceEndsAt: iso(paymentGraceEndsAt(row)),
    currentPeriodStart: period.start.toISOString(),
    currentPeriodEnd: iso(period.end),
    state,
    isActive: isActiveState(state),
  };
}

export function presentCurrentPlan(
  catalogue: PlanCatalogue,
  row: SubscriptionRow | null,
  now: Date,
): CurrentPlan {
  const plan: Plan | null = row ? (catalogue.byId(row.planId) ?? null) : null;
  return {
    plan,
    subscription: row ? presentSubscription(row, now) : null,
    hasEverHadSubscription: row !== null,
  };
}
