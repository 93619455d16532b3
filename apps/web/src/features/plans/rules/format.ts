import {
  type Currency,
  currencySymbol,
  DEFAULT_CURRENCY,
  PLAN_LIMIT_KEYS,
  type Plan,
  type PlanLimitKey,
  TRIAL_DURATION_DAYS,
} from '@support/shared';

/**
 * Spec 02 §1: a price with its currency's symbol, euros unless the plan says otherwise, written as
 * the language writes prices: '€49' in English, '49 €' in German.
 */
export function formatPrice(
  amount: number,
  currency: Currency | string | undefined,
  language: string,
): string {
  const code = (currency ?? DEFAULT_CURRENCY).toUpperCase();
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'symbol',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // A currency code Intl does not know: the spec's symbol table, before the amount.
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(amount);
    return `${currencySymbol(currency)}${number}`;
  }
}

/** How one plan limit reads: a number is a limit, true/false on or off, no value unlimited. */
export type LimitDisplay =
  | { kind: 'number'; value: number }
  | { kind: 'included' }
  | { kind: 'excluded' }
  | { kind: 'unlimited' };

/**
 * The limits that count something. Off (`false`) there means none, shown as a number the reader
 * need not guess at: 0 help centers, and 1 team member (the owner, when no one can be invited).
 */
const COUNTED_WHEN_OFF: Partial<Record<PlanLimitKey, number>> = {
  ARTICLES_TOTAL: 0,
  ARTICLES_MONTHLY: 0,
  HELPCENTERS_TOTAL: 0,
  TEAM_MEMBERS: 1,
  AUTO_TRANSLATION_LANGUAGES: 0,
};

export function limitDisplay(value: number | boolean | null | undefined, key?: PlanLimitKey): LimitDisplay {
  if (typeof value === 'number') return { kind: 'number', value };
  const off = key === undefined ? undefined : COUNTED_WHEN_OFF[key];
  if (value === false && off !== undefined) return { kind: 'number', value: off };
  if (value === true) return { kind: 'included' };
  if (value === false) return { kind: 'excluded' };
  return { kind: 'unlimited' };
}

/**
 * The plans a table compares: those on offer, and the current plan where it is no longer offered
 * (a trial that is running, an old plan), so the reader sees what they have beside what they could.
 */
export function plansWithCurrent(plans: readonly Plan[], current: Plan | null): Plan[] {
  if (!current || plans.some((plan) => plan.id === current.id)) return [...plans];
  return [...plans, current].sort((a, b) => a.planOrder - b.planOrder);
}

/** Limit rows of a plan table: every key some plan sets, in catalogue order, without the trial's length. */
export function tableLimitKeys(plans: readonly Pick<Plan, 'limits'>[]): PlanLimitKey[] {
  return PLAN_LIMIT_KEYS.filter(
    (key) => key !== 'TRIAL_DURATION_DAYS' && plans.some((plan) => key in plan.limits),
  );
}

/** What the trial is sold on (spec 02 §1), so the card's five lines are its strongest ones. */
const TRIAL_HIGHLIGHTS: PlanLimitKey[] = [
  'ARTICLES_TOTAL',
  'AI_EDITING',
  'AUTO_TRANSLATION_LANGUAGES',
  'GLOSSARY',
  'HELPCENTERS_TOTAL',
  'ARTICLES_MONTHLY',
  'TEAM_MEMBERS',
  'DOWNLOADABLE_ARTICLES',
];

export const TRIAL_CARD_MAX_LIMITS = 5;

/**
 * Spec 02 §9: the trial card shows at most 5 limits and never the trial's duration; features the
 * trial lacks come last, so they show only when there is room.
 */
export function trialCardLimits(plan: Pick<Plan, 'limits'>): PlanLimitKey[] {
  const present = TRIAL_HIGHLIGHTS.filter((key) => key in plan.limits);
  const offered = present.filter((key) => plan.limits[key] !== false);
  const lacking = present.filter((key) => plan.limits[key] === false);
  return [...offered, ...lacking].slice(0, TRIAL_CARD_MAX_LIMITS);
}

/** Days a trial plan gives to evaluate the product. */
export function trialLengthDays(plan: Pick<Plan, 'limits'>): number {
  const days = plan.limits.TRIAL_DURATION_DAYS;
  return typeof days === 'number' ? days : TRIAL_DURATION_DAYS;
}

export function formatDate(value: string | Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(value));
}
