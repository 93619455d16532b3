import type { CurrentPlan, FeatureKey, Plan } from '@support/shared';
import { displayPlanName } from '../planNames';

/** Which body the select-subscription modal shows (spec 02 §2 "Select-subscription modal"). */
export type SelectSubscriptionView = 'loading' | 'adminsOnly' | 'choosePlan';

/**
 * A non-admin whose organization has nothing running cannot buy anything: they get the list of
 * admins to ask. With a running subscription (trial or paid) they see the plans, read-only.
 */
export function selectSubscriptionView(input: {
  loading: boolean;
  canManageBilling: boolean;
  current: CurrentPlan | undefined;
}): SelectSubscriptionView {
  if (input.loading || !input.current) return 'loading';
  if (!input.canManageBilling && !input.current.subscription?.isActive) return 'adminsOnly';
  return 'choosePlan';
}

export type SelectSubscriptionHeading =
  | { kind: 'current'; planName: string; withPrice: boolean; trialEndsAt: string | null }
  | { kind: 'trialExpired'; endedOn: string | null }
  | { kind: 'choose'; firstPlan: boolean };

/**
 * Titles: 'Current Plan: {name}' while something runs (with plan and price for a paid plan),
 * 'Your trial has expired' after a trial, otherwise 'Choose Your Plan' (first plan or again).
 */
export function selectSubscriptionHeading(current: CurrentPlan): SelectSubscriptionHeading {
  const { subscription, plan } = current;
  if (subscription?.isActive && plan) {
    return {
      kind: 'current',
      planName: displayPlanName(plan),
      withPrice: subscription.state === 'ACTIVE' && subscription.subscriptionType === 'REGULAR',
      trialEndsAt: subscription.subscriptionType === 'TRIAL' ? subscription.trialEndsAt : null,
    };
  }
  if (subscription?.state === 'TRIAL_EXPIRED') {
    return { kind: 'trialExpired', endedOn: subscription.trialEndsAt };
  }
  return { kind: 'choose', firstPlan: subscription === null };
}

/** The modal can be dismissed only while the subscription is active; otherwise a plan must be chosen. */
export function isCloseable(current: CurrentPlan | undefined): boolean {
  return Boolean(current?.subscription?.isActive);
}

/** The trial plan to offer, unless the organization ever had a subscription (spec 01 §4). */
export function offeredTrial(current: CurrentPlan, plans: readonly Plan[]): Plan | null {
  if (current.hasEverHadSubscription) return null;
  return plans.find((plan) => plan.subscriptionType === 'TRIAL') ?? null;
}

/** Paid plans of the comparison table, cheapest (lowest planOrder) first. */
export function paidPlans(plans: readonly Plan[]): Plan[] {
  return plans
    .filter((plan) => plan.subscriptionType === 'REGULAR')
    .sort((a, b) => a.planOrder - b.planOrder);
}

/** 'Your trial usage:' lines after an expired trial: articles created, help centers, glossary entries. */
export const TRIAL_USAGE_FEATURES: Array<{ feature: FeatureKey; labelKey: string }> = [
  { feature: 'ARTICLES_MONTHLY', labelKey: 'articlesCreated' },
  { feature: 'HELPCENTERS_TOTAL', labelKey: 'helpCenters' },
  { feature: 'GLOSSARY', labelKey: 'glossaryEntries' },
];
