import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  evaluateFeature,
  fitsLimit,
  planAction,
  type SubscriptionLike,
  subscriptionErrorCode,
  subscriptionState,
  trialDaysLeft,
} from './plans';
import { ZPlan } from './schemas/plan';

const now = new Date('2026-03-10T12:00:00Z');
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3600_000);
const sub = (patch: Partial<SubscriptionLike>): SubscriptionLike => ({
  status: 'ACTIVE',
  subscriptionType: 'REGULAR',
  trialEndsAt: null,
  endDate: null,
  ...patch,
});

describe('subscriptionState', () => {
  it('no subscription means a plan must be chosen', () => {
    expect(subscriptionState(null, now)).toBe('NONE');
    expect(subscriptionErrorCode('NONE')).toBe('NO_SUBSCRIPTION');
  });

  it('a trial runs until trialEndsAt, exclusive, and is expired from then on', () => {
    const trial = sub({ subscriptionType: 'TRIAL', trialEndsAt: hoursFromNow(1).toISOString() });
    expect(subscriptionState(trial, now)).toBe('TRIAL');
    expect(subscriptionErrorCode('TRIAL')).toBeNull();
    expect(subscriptionState(trial, hoursFromNow(1))).toBe('TRIAL_EXPIRED');
    expect(subscriptionErrorCode('TRIAL_EXPIRED')).toBe('TRIAL_EXPIRED');
  });

  it('ACTIVE REGULAR is active; PAST_DUE and UNPAID are not', () => {
    expect(subscriptionState(sub({}), now)).toBe('ACTIVE');
    expect(subscriptionState(sub({ status: 'PAST_DUE' }), now)).toBe('INACTIVE');
    expect(subscriptionState(sub({ status: 'UNPAID' }), now)).toBe('INACTIVE');
    expect(subscriptionErrorCode('INACTIVE')).toBe('SUBSCRIPTION_NOT_ACTIVE');
  });

  it('CANCELED stays active until endDate', () => {
    const canceled = sub({ status: 'CANCELED', endDate: hoursFromNow(48) });
    expect(subscriptionState(canceled, now)).toBe('ACTIVE');
    expect(subscriptionState(canceled, hoursFromNow(48))).toBe('INACTIVE');
    expect(subscriptionState(sub({ status: 'CANCELED' }), now)).toBe('INACTIVE');
  });
});

describe('trialDaysLeft by calendar day', () => {
  const local = (day: number, hour: number) => new Date(2026, 2, day, hour, 0, 0);

  it('counts calendar days, not 24-hour blocks', () => {
    expect(trialDaysLeft(local(11, 1), local(10, 23))).toBe(1);
    expect(trialDaysLeft(local(11, 23), local(10, 1))).toBe(1);
    expect(trialDaysLeft(local(12, 9), local(10, 10))).toBe(2);
    expect(trialDaysLeft(new Date(local(10, 10).getTime() + 30 * 86_400_000), local(10, 10))).toBe(30);
  });

  it('is 1 while the trial still ends later today, and 0 once it ended', () => {
    expect(trialDaysLeft(local(10, 18), local(10, 9))).toBe(1);
    expect(trialDaysLeft(local(10, 9), local(10, 9))).toBe(0);
    expect(trialDaysLeft(local(1, 9).toISOString(), local(10, 9))).toBe(0);
    expect(trialDaysLeft('not a date', local(10, 9))).toBe(0);
  });
});

describe('evaluateFeature and fitsLimit', () => {
  it('a number is a limit', () => {
    expect(evaluateFeature(10, 9, true)).toEqual({
      hasAccess: true,
      isLimitReached: false,
      currentUsage: 9,
      limit: 10,
    });
    expect(evaluateFeature(10, 10, true).isLimitReached).toBe(true);
    expect(fitsLimit(10, 9, 1)).toBe(true);
    expect(fitsLimit(10, 9, 2)).toBe(false);
    expect(evaluateFeature(0, 0, true).hasAccess).toBe(false);
  });

  it('true/false switch a feature, no value is unlimited', () => {
    expect(evaluateFeature(false, 0, true).hasAccess).toBe(false);
    expect(fitsLimit(false, 0, 1)).toBe(false);
    expect(evaluateFeature(true, 5, true)).toMatchObject({ hasAccess: true, limit: null });
    expect(evaluateFeature(undefined, 5000, true)).toMatchObject({ hasAccess: true, isLimitReached: false });
    expect(fitsLimit(undefined, 5000, 1)).toBe(true);
  });

  it('nothing is available without an active subscription', () => {
    expect(evaluateFeature(true, 0, false).hasAccess).toBe(false);
    expect(evaluateFeature(10, 2, false).hasAccess).toBe(false);
  });
});

describe('planAction per column', () => {
  const trial = { id: 'extended-trial', planOrder: 0, subscriptionType: 'TRIAL' as const };
  const starter = { id: 'starter', planOrder: 1, subscriptionType: 'REGULAR' as const };
  const pro = { id: 'pro', planOrder: 2, subscriptionType: 'REGULAR' as const };
  const admin = { canManageBilling: true, manualBilling: false };

  it('the current paid plan: Manage for an admin, Current plan otherwise and for manual billing', () => {
    const base = { plan: pro, current: pro, state: 'ACTIVE' as const };
    expect(planAction({ ...base, ...admin })).toBe('MANAGE');
    expect(planAction({ ...base, canManageBilling: false, manualBilling: false })).toBe('CURRENT_PLAN');
    expect(planAction({ ...base, canManageBilling: true, manualBilling: true })).toBe('CURRENT_PLAN');
  });

  it('a running trial is the current plan without Manage; paid plans can be chosen', () => {
    expect(planAction({ plan: trial, current: trial, state: 'TRIAL', ...admin })).toBe('CURRENT_PLAN');
    expect(planAction({ plan: starter, current: trial, state: 'TRIAL', ...admin })).toBe('CHOOSE_PLAN');
  });

  it('non-admins see Admin only, manual billing Contact support', () => {
    expect(
      planAction({ plan: pro, current: null, state: 'NONE', canManageBilling: false, manualBilling: false }),
    ).toBe('ADMIN_ONLY');
    expect(
      planAction({
        plan: pro,
        current: starter,
        state: 'ACTIVE',
        canManageBilling: true,
        manualBilling: true,
      }),
    ).toBe('CONTACT_SUPPORT');
  });

  it('with an active plan, lower plans are not available and higher ones are upgrades', () => {
    expect(planAction({ plan: starter, current: pro, state: 'ACTIVE', ...admin })).toBe(
      'DOWNGRADE_NOT_AVAILABLE',
    );
    expect(planAction({ plan: pro, current: starter, state: 'ACTIVE', ...admin })).toBe('UPGRADE');
  });

  it('without online payments an admin may switch a running paid plan down, never to the trial', () => {
    const builtIn = { ...admin, switchDown: true };
    expect(planAction({ plan: starter, current: pro, state: 'ACTIVE', ...builtIn })).toBe('SWITCH_PLAN');
    expect(planAction({ plan: trial, current: pro, state: 'ACTIVE', ...builtIn })).toBe(
      'DOWNGRADE_NOT_AVAILABLE',
    );
    expect(
      planAction({ plan: starter, current: pro, state: 'ACTIVE', ...builtIn, canManageBilling: false }),
    ).toBe('ADMIN_ONLY');
    expect(planAction({ plan: pro, current: pro, state: 'ACTIVE', ...builtIn })).toBe('MANAGE');
  });

  it('after a plan ended every plan, its own included, can be chosen again', () => {
    expect(planAction({ plan: starter, current: pro, state: 'INACTIVE', ...admin })).toBe('CHOOSE_PLAN');
    expect(planAction({ plan: pro, current: pro, state: 'INACTIVE', ...admin })).toBe('CHOOSE_PLAN');
    expect(planAction({ plan: pro, current: trial, state: 'TRIAL_EXPIRED', ...admin })).toBe('CHOOSE_PLAN');
  });
});

describe('currencies', () => {
  it('maps the six currencies and falls back to euros', () => {
    expect(['eur', 'usd', 'gbp', 'jpy', 'cad', 'aud'].map(currencySymbol)).toEqual([
      '€',
      '$',
      '£',
      '¥',
      'CA$',
      'A$',
    ]);
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol(undefined)).toBe('€');
    expect(currencySymbol('chf')).toBe('€');
  });

  it('a plan without a currency is priced in euros', () => {
    const plan = ZPlan.parse({
      id: 'pro',
      name: 'Pro',
      description: '',
      monthlyPrice: 49,
      planOrder: 2,
      subscriptionType: 'REGULAR',
      stripeProductId: 'prod_pro',
      limits: { ARTICLES_MONTHLY: 1000, AI_EDITING: true },
    });
    expect(plan.currency).toBe('eur');
  });
});
