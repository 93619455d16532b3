import { z } from 'zod';
import { FEATURE_KEYS } from '../constants';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  PLAN_LIMIT_KEYS,
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TYPES,
} from '../plans';

/** A number is a limit, true/false an on/off feature; a key that is absent (or null in a file) is unlimited. */
export const ZPlanLimits = z.partialRecord(
  z.enum(PLAN_LIMIT_KEYS),
  z.union([z.number().int().min(0), z.boolean()]),
);

/** Spec 02 §3 Plan, plus the currency its prices are in. */
export const ZPlan = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  /** The description in other interface languages (`de`), where the catalogue gives one. */
  descriptions: z.record(z.string(), z.string()).default({}),
  /** The name in other interface languages, where it is a word rather than a product name (the trial). */
  names: z.record(z.string(), z.string()).default({}),
  /** Whole currency units per month (e.g. 49 euros), excluding VAT. */
  monthlyPrice: z.number().min(0),
  currency: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
  planOrder: z.number().int(),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  /** Stripe's product id when Stripe is configured; the built-in checkout accepts the same id. */
  stripeProductId: z.string().min(1).nullable(),
  limits: ZPlanLimits,
});
export type Plan = z.infer<typeof ZPlan>;

export const ZAvailablePlans = z.object({ plans: z.array(ZPlan) });

export const ZSubscription = z.object({
  planId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  trialEndsAt: z.string().nullable(),
  endDate: z.string().nullable(),
  /** A payment failed (PAST_DUE): the plan keeps working until then while Stripe retries. */
  paymentGraceEndsAt: z.string().nullable().default(null),
  /** The usage period that is running now (a month, or the whole trial). */
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string().nullable(),
  /** Derived from the fields above and the server's clock (spec 02 §4 "Subscription"). */
  state: z.enum(SUBSCRIPTION_STATES),
  isActive: z.boolean(),
});
export type Subscription = z.infer<typeof ZSubscription>;

export const ZCurrentPlan = z.object({
  plan: ZPlan.nullable(),
  subscription: ZSubscription.nullable(),
  hasEverHadSubscription: z.boolean(),
});
export type CurrentPlan = z.infer<typeof ZCurrentPlan>;

export const ZFeatureKey = z.enum(FEATURE_KEYS);

export const ZFeatureStatus = z.object({
  hasAccess: z.boolean(),
  isLimitReached: z.boolean(),
  currentUsage: z.number().int(),
  limit: z.number().int().nullable(),
});
export type FeatureStatus = z.infer<typeof ZFeatureStatus>;

export const ZPlanFeatures = z.object({ features: z.record(ZFeatureKey, ZFeatureStatus) });
export type PlanFeatures = z.infer<typeof ZPlanFeatures>;

/** Spec 02 §3 feature check; also the extra fields of a 403 LIMIT_REACHED or FEATURE_NOT_AVAILABLE. */
export const ZFeatureCheck = ZFeatureStatus.extend({
  feature: ZFeatureKey,
  name: z.string(),
  explanation: z.string(),
  upgradeMessage: z.string().nullable(),
  /** The id of the cheapest higher plan that lifts the limit; null means only sales can (Enterprise). */
  suggestedPlan: z.string().nullable(),
});
export type FeatureCheck = z.infer<typeof ZFeatureCheck>;

export const ZFeatureParams = z.object({ feature: ZFeatureKey });

export const ZSubscribeRequest = z.object({ planId: z.string().min(1).max(100) });

export const ZUsagePeriod = z.object({
  periodStart: z.string(),
  periodEnd: z.string().nullable(),
  isCurrent: z.boolean(),
  records: z.array(z.object({ featureKey: z.string(), usageCount: z.number().int() })),
});
export const ZUsagePeriods = z.object({ periods: z.array(ZUsagePeriod) });
export type UsagePeriod = z.infer<typeof ZUsagePeriod>;

/** A missing product id gets the spec's text too: a plan without one cannot be bought. */
const NOT_PURCHASABLE = 'This plan is not available for purchase';
export const ZProductRequest = z.object({
  productId: z.string({ error: NOT_PURCHASABLE }).trim().min(1, { error: NOT_PURCHASABLE }).max(200),
});
export const ZRedirectResponse = z.object({ redirectUrl: z.string() });
/** `POST /payment/cancel-subscription` (plans activated without Stripe): the plan runs until endDate. */
export const ZCancelSubscriptionResponse = z.object({ message: z.string(), endDate: z.string() });
export type CancelSubscriptionResponse = z.infer<typeof ZCancelSubscriptionResponse>;

/** A plan's name in the interface's language, else the catalogue's own. */
export function planName(plan: Pick<Plan, 'name' | 'names'>, language: string): string {
  return plan.names?.[language.slice(0, 2)] ?? plan.name;
}

/** A plan's description in the interface's language, else the catalogue's own. */
export function planDescription(plan: Pick<Plan, 'description' | 'descriptions'>, language: string): string {
  return plan.descriptions?.[language.slice(0, 2)] ?? plan.description;
}
