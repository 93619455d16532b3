import type { SubscriptionErrorCode } from './constants';

/**
 * Pure plan and subscription rules that the server enforces and the web app shows
 * (spec 01 §4, spec 02 §4 "Subscription" and "Plan action per column").
 */

export const SUBSCRIPTION_TYPES = ['TRIAL', 'REGULAR'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Stored statuses; Stripe's are mapped onto these (active and trialing become ACTIVE). */
export const SUBSCRIPTION_STATUSES = [
  'ACTIVE',
  'CANCELED',
  'PAST_DUE',
  'UNPAID',
  'INCOMPLETE',
  'PAUSED',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What the product makes of a subscription at a moment in time. */
export const SUBSCRIPTION_STATES = ['NONE', 'TRIAL', 'TRIAL_EXPIRED', 'ACTIVE', 'INACTIVE'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** Every key a plan's limits may carry: the feature keys plus the trial's length. */
export const PLAN_LIMIT_KEYS = [
  'ARTICLES_TOTAL',
  'ARTICLES_MONTHLY',
  'HELPCENTERS_TOTAL',
  'TEAM_MEMBERS',
  'AI_EDITING',
  'DOWNLOADABLE_ARTICLES',
  'AUTO_TRANSLATION_LANGUAGES',
  'GLOSSARY',
  'TRIAL_DURATION_DAYS',
] as const;
export type PlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number];
/** A number is a limit, true/false an on/off feature, a missing key unlimited. */
export type PlanLimits = Partial<Record<PlanLimitKey, number | boolean>>;

export type SubscriptionLike = {
  status: SubscriptionStatus;
  subscriptionType: SubscriptionType;
  trialEndsAt: Date | string | null;
  endDate: Date | string | null;
  /** When a payment first failed (status PAST_DUE). */
  pastDueSince?: Date | string | null;
};

/**
 * Days a paid plan keeps working after Stripe first fails to collect (PAST_DUE) while Stripe
 * retries the card (its default schedule retries for up to two weeks); then it blocks.
 */
export const PAYMENT_GRACE_DAYS = 14;
const PAYMENT_GRACE_MS = PAYMENT_GRACE_DAYS * 24 * 60 * 60 * 1000;

/** The end of a past-due plan's grace period; null when the plan is not past due. */
export function paymentGraceEndsAt(subscription: SubscriptionLike): Date | null {
  if (subscription.status !== 'PAST_DUE' || !subscription.pastDueSince) return null;
  return new Date(time(subscription.pastDueSince) + PAYMENT_GRACE_MS);
}

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * ACTIVE+REGULAR is active; CANCELED stays active until endDate; a TRIAL past trialEndsAt has
 * expired; no subscription means a plan must be chosen. Anything else (past due, unpaid, canceled
 * past its end) is inactive.
 */
export function subscriptionState(subscription: SubscriptionLike | null, now: Date): SubscriptionState {
  if (!subscription) return 'NONE';
  const at = now.getTime();
  if (subscription.subscriptionType === 'TRIAL') {
    const ends = subscription.trialEndsAt ? time(subscription.trialEndsAt) : Number.NaN;
    return subscription.status === 'ACTIVE' && ends > at ? 'TRIAL' : 'TRIAL_EXPIRED';
  }
  const endsAt = subscription.endDate ? time(subscription.endDate) : null;
  const beforeEnd = endsAt === null || endsAt > at;
  if (subscription.status === 'ACTIVE' && beforeEnd) return 'ACTIVE';
  if (subscription.status === 'CANCELED' && endsAt !== null && endsAt > at) return 'ACTIVE';
  const graceEnds = paymentGraceEndsAt(subscription);
  if (graceEnds && graceEnds.getTime() > at) return 'ACTIVE';
  return 'INACTIVE';
}

export const isActiveState = (state: SubscriptionState): boolean => state === 'TRIAL' || state === 'ACTIVE';

/** The 403 code the API answers while the state blocks the product's working calls. */
export function subscriptionErrorCode(state: SubscriptionState): SubscriptionErrorCode | null {
  if (state === 'NONE') return 'NO_SUBSCRIPTION';
  if (state === 'TRIAL_EXPIRED') return 'TRIAL_EXPIRED';
  if (state === 'INACTIVE') return 'SUBSCRIPTION_NOT_ACTIVE';
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days left of a trial by calendar day in the local time zone (spec 01 §4): ending tomorrow is
 * 1 day, whatever the hour; a trial that ends later today still has 1 day; never below 0.
 */
export function trialDaysLeft(trialEndsAt: Date | string, now: Date): number {
  const end = new Date(time(trialEndsAt));
  if (Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()) return 0;
  const endDay = new Date(end.getFullYear(), end.getMonth(), end.getDate()).getTime();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  // Rounded, because a day across a daylight-saving change is 23 or 25 hours long.
  return Math.max(1, Math.round((endDay - today) / DAY_MS));
}

export type FeatureEvaluation = {
  hasAccess: boolean;
  isLimitReached: boolean;
  currentUsage: number;
  limit: number | null;
};

/** A plan's value for one feature against its usage; nothing is available without an active subscription. */
export function evaluateFeature(
  value: number | boolean | undefined,
  currentUsage: number,
  active: boolean,
): FeatureEvaluation {
  if (typeof value === 'number') {
    return {
      hasAccess: active && value > 0,
      isLimitReached: currentUsage >= value,
      currentUsage,
      limit: value,
    };
  }
  return { hasAccess: active && value !== false, isLimitReached: false, currentUsage, limit: null };
}

/** Whether a limit leaves room for `amount` more; true for on/off features that are on and for unlimited. */
export function fitsLimit(
  value: number | boolean | undefined,
  currentUsage: number,
  amount: number,
): boolean {
  if (typeof value === 'number') return currentUsage + amount <= value;
  return value !== false;
}

type PlanRef = { id: string; planOrder: number; subscriptionType: SubscriptionType };

/** Only a plan above the current one may be bought while a subscription is active. */
export function isUpgrade(
  plan: Pick<PlanRef, 'planOrder'>,
  current: Pick<PlanRef, 'planOrder'> | null,
): boolean {
  return current === null || plan.planOrder > current.planOrder;
}

export const PLAN_ACTIONS = [
  'MANAGE',
  'CURRENT_PLAN',
  'ADMIN_ONLY',
  'CONTACT_SUPPORT',
  'DOWNGRADE_NOT_AVAILABLE',
  'SWITCH_PLAN',
  'UPGRADE',
  'CHOOSE_PLAN',
] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/**
 * The action row of the plan table (spec 02 §4 "Plan action per column"): the current plan shows
 * Manage for an admin (not for manual billing or a trial, which have nothing to manage) or Current
 * plan; a non-admin sees Admin only; manual billing shows Contact support; with an active
 * subscription a plan at or below the current one is not available; the rest can be chosen
 * (Upgrade when a paid plan is active). On a server without online payments nothing is billed, so
 * an admin may also switch a running paid plan down (`switchDown`).
 */
export function planAction(input: {
  plan: PlanRef;
  current: PlanRef | null;
  state: SubscriptionState;
  canManageBilling: boolean;
  manualBilling: boolean;
  switchDown?: boolean;
}): PlanAction {
  const { plan, current, state } = input;
  const active = isActiveState(state);
  if (active && current?.id === plan.id) {
    const manageable =
      input.canManageBilling && !input.manualBilling && current.subscriptionType === 'REGULAR';
    return manageable ? 'MANAGE' : 'CURRENT_PLAN';
  }
  if (!input.canManageBilling) return 'ADMIN_ONLY';
  if (input.manualBilling) return 'CONTACT_SUPPORT';
  if (active && current && !isUpgrade(plan, current)) {
    const paidToPaid = state === 'ACTIVE' && plan.subscriptionType === 'REGULAR';
    return input.switchDown && paidToPaid ? 'SWITCH_PLAN' : 'DOWNGRADE_NOT_AVAILABLE';
  }
  return state === 'ACTIVE' ? 'UPGRADE' : 'CHOOSE_PLAN';
}

/** Currency symbols of the price display (spec 01 §9); euros unless a plan says otherwise. */
export const CURRENCY_SYMBOLS = {
  eur: '€',
  usd: '$',
  gbp: '£',
  jpy: '¥',
  cad: 'CA$',
  aud: 'A$',
} as const;
export type Currency = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as Currency[];
export const DEFAULT_CURRENCY: Currency = 'eur';

export function currencySymbol(currency: string | null | undefined): string {
  const key = currency?.toLowerCase() as Currency | undefined;
  return (key && CURRENCY_SYMBOLS[key]) ?? CURRENCY_SYMBOLS[DEFAULT_CURRENCY];
}
