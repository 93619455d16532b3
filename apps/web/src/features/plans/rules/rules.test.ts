import { describe, expect, it } from 'vitest';
import {
  currentPlan,
  featureCheck,
  featureStatus,
  PRO_PLAN,
  STARTER_PLAN,
  sampleSubscription,
  TRIAL_PLAN,
} from '../testing';
import { formatPrice, limitDisplay, tableLimitKeys, trialCardLimits } from './format';
import { proPlan } from './goPro';
import { barWidth, buildMeters, showsBar, usagePercent } from './meters';
import {
  isCloseable,
  offeredTrial,
  paidPlans,
  selectSubscriptionHeading,
  selectSubscriptionView,
} from './selectSubscription';
import { upgradeFeature, upgradeSubtitle, upgradeTitle } from './upgrade';

describe('prices and limits', () => {
  it('puts the currency symbol first, euros by default', () => {
    expect(formatPrice(49, 'eur', 'en')).toBe('€49');
    expect(formatPrice(49, 'usd', 'en')).toBe('$49');
    // German writes the symbol after the amount, with a (non-breaking) space.
    expect(formatPrice(1000, undefined, 'de').replace(/\s/g, ' ')).toBe('1.000 €');
    expect(formatPrice(49, 'eur', 'de').replace(/\s/g, ' ')).toBe('49 €');
    expect(formatPrice(9.5, 'eur', 'en')).toBe('€9.50');
    expect(formatPrice(49, 'cad', 'en')).toBe('CA$49');
  });

  it('reads a number as a limit, booleans as on/off and no value as unlimited', () => {
    expect(limitDisplay(10)).toEqual({ kind: 'number', value: 10 });
    expect(limitDisplay(0)).toEqual({ kind: 'number', value: 0 });
    expect(limitDisplay(true).kind).toBe('included');
    expect(limitDisplay(false).kind).toBe('excluded');
    expect(limitDisplay(undefined).kind).toBe('unlimited');
    // A counted limit that is off is none: no help center, the owner alone as team member.
    expect(limitDisplay(false, 'HELPCENTERS_TOTAL')).toEqual({ kind: 'number', value: 0 });
    expect(limitDisplay(false, 'TEAM_MEMBERS')).toEqual({ kind: 'number', value: 1 });
    expect(limitDisplay(false, 'AI_EDITING').kind).toBe('excluded');
  });

  it('has a table row for every key some plan sets, never the trial duration', () => {
    const keys = tableLimitKeys([TRIAL_PLAN, PRO_PLAN]);
    expect(keys).not.toContain('TRIAL_DURATION_DAYS');
    expect(keys).toContain('DOWNLOADABLE_ARTICLES');
    expect(tableLimitKeys([PRO_PLAN])).not.toContain('ARTICLES_TOTAL');
  });

  it('shows at most five trial limits, the trial length excluded, what it lacks last', () => {
    const limits = trialCardLimits(TRIAL_PLAN);
    expect(limits).toHaveLength(5);
    expect(limits).not.toContain('TRIAL_DURATION_DAYS');
    expect(limits).not.toContain('DOWNLOADABLE_ARTICLES');
    expect(limits.slice(0, 4)).toEqual([
      'ARTICLES_TOTAL',
      'AI_EDITING',
      'AUTO_TRANSLATION_LANGUAGES',
      'GLOSSARY',
    ]);
  });

  it('sells the cheapest paid plan with smart edit and translations as Pro', () => {
    expect(proPlan([TRIAL_PLAN, STARTER_PLAN, PRO_PLAN])?.id).toBe('pro');
    expect(proPlan([TRIAL_PLAN])).toBeNull();
  });
});

describe('usage meters', () => {
  it('computes whole percents, full at a zero limit, none without a limit', () => {
    expect(usagePercent(3, 10)).toBe(30);
    expect(usagePercent(2, 3)).toBe(67);
    expect(usagePercent(0, 0)).toBe(100);
    expect(usagePercent(5, null)).toBeNull();
  });

  it('never draws a bar thinner than 1% or wider than 100%', () => {
    expect(barWidth(0)).toBe(1);
    expect(barWidth(45)).toBe(45);
    expect(barWidth(130)).toBe(100);
  });

  it('always shows the monthly bar, the total-article bar only from 80%', () => {
    expect(showsBar('ARTICLES_MONTHLY', 0)).toBe(true);
    expect(showsBar('ARTICLES_TOTAL', 79)).toBe(false);
    expect(showsBar('ARTICLES_TOTAL', 80)).toBe(true);
    expect(showsBar('HELPCENTERS_TOTAL', null)).toBe(false);
  });

  it('builds the four meters, telling a feature the plan lacks from an unlimited one', () => {
    const meters = buildMeters(
      {
        ARTICLES_MONTHLY: featureStatus({ currentUsage: 10, limit: 10, isLimitReached: true }),
        ARTICLES_TOTAL: featureStatus({ currentUsage: 2, limit: 10 }),
        HELPCENTERS_TOTAL: featureStatus({ currentUsage: 1, limit: null }),
        GLOSSARY: featureStatus({ hasAccess: false }),
      },
      STARTER_PLAN.limits,
    );
    expect(meters.map((meter) => meter.feature)).toEqual([
      'ARTICLES_MONTHLY',
      'ARTICLES_TOTAL',
      'HELPCENTERS_TOTAL',
      'GLOSSARY',
    ]);
    const [monthly, total, helpCenters, glossary] = meters;
    expect(monthly).toMatchObject({ percent: 100, showBar: true, limitReached: true });
    expect(total).toMatchObject({ percent: 20, showBar: false, limitReached: false });
    expect(helpCenters).toMatchObject({ percent: null, showBar: false, unavailable: false });
    expect(glossary).toMatchObject({ unavailable: true, showBar: false });
  });
});

describe('select-subscription modal', () => {
  const trial = currentPlan(TRIAL_PLAN, sampleSubscription());
  const expired = currentPlan(
    TRIAL_PLAN,
    sampleSubscription({ state: 'TRIAL_EXPIRED', isActive: false, trialEndsAt: '2026-01-31T00:00:00.000Z' }),
  );
  const paid = currentPlan(
    PRO_PLAN,
    sampleSubscription({ planId: 'pro', subscriptionType: 'REGULAR', state: 'ACTIVE', trialEndsAt: null }),
  );
  const none = currentPlan(null, null);

  it('shows the admins to a member whose organization has nothing running', () => {
    expect(selectSubscriptionView({ loading: true, canManageBilling: false, current: none })).toBe('loading');
    expect(selectSubscriptionView({ loading: false, canManageBilling: false, current: none })).toBe(
      'adminsOnly',
    );
    expect(selectSubscriptionView({ loading: false, canManageBilling: false, current: expired })).toBe(
      'adminsOnly',
    );
    expect(selectSubscriptionView({ loading: false, canManageBilling: true, current: none })).toBe(
      'choosePlan',
    );
    expect(selectSubscriptionView({ loading: false, canManageBilling: false, current: paid })).toBe(
      'choosePlan',
    );
  });

  it('titles the state: current plan, expired trial, or a plan to choose', () => {
    expect(selectSubscriptionHeading(paid)).toEqual({
      kind: 'current',
      planName: 'Pro',
      withPrice: true,
      trialEndsAt: null,
    });
    expect(selectSubscriptionHeading(trial)).toMatchObject({ kind: 'current', withPrice: false });
    expect(selectSubscriptionHeading(expired)).toEqual({
      kind: 'trialExpired',
      endedOn: '2026-01-31T00:00:00.000Z',
    });
    expect(selectSubscriptionHeading(none)).toEqual({ kind: 'choose', firstPlan: true });
    const lapsed = currentPlan(PRO_PLAN, sampleSubscription({ state: 'INACTIVE', isActive: false }));
    expect(selectSubscriptionHeading(lapsed)).toEqual({ kind: 'choose', firstPlan: false });
  });

  it('can be closed only while the subscription is active', () => {
    expect(isCloseable(paid)).toBe(true);
    expect(isCloseable(trial)).toBe(true);
    expect(isCloseable(expired)).toBe(false);
    expect(isCloseable(none)).toBe(false);
  });

  it('offers the trial only to organizations that never had a subscription', () => {
    const plans = [TRIAL_PLAN, PRO_PLAN, STARTER_PLAN];
    expect(offeredTrial(none, plans)?.id).toBe('extended-trial');
    expect(offeredTrial(expired, plans)).toBeNull();
    expect(paidPlans(plans).map((plan) => plan.id)).toEqual(['starter', 'pro']);
  });
});

describe('upgrade modal', () => {
  it('takes the feature from the state or from a carried check', () => {
    expect(upgradeFeature({ feature: 'GLOSSARY' })).toBe('GLOSSARY');
    expect(upgradeFeature({ check: featureCheck('TEAM_MEMBERS') })).toBe('TEAM_MEMBERS');
    expect(upgradeFeature({ feature: 'NOT_A_FEATURE' })).toBeNull();
    expect(upgradeFeature(null)).toBeNull();
  });

  it('titles a reached limit, a missing feature, or a general upgrade', () => {
    expect(upgradeTitle(featureCheck('TEAM_MEMBERS', { isLimitReached: true }))).toBe('limitReached');
    expect(upgradeTitle(featureCheck('GLOSSARY', { hasAccess: false }))).toBe('unlock');
    expect(upgradeTitle(featureCheck('GLOSSARY'))).toBe('generic');
  });

  it('prefers the server message, then the explanation, then the used-up limit', () => {
    const base = featureCheck('TEAM_MEMBERS', { explanation: '' });
    expect(upgradeSubtitle({ ...base, upgradeMessage: 'From the server' })).toEqual({
      kind: 'server',
      text: 'From the server',
    });
    expect(upgradeSubtitle({ ...base, hasAccess: false, explanation: 'Inviting team members' })).toEqual({
      kind: 'higherTier',
      explanation: 'Inviting team members',
    });
    expect(upgradeSubtitle({ ...base, isLimitReached: true, limit: 3 })).toEqual({
      kind: 'usedAll',
      limit: 3,
    });
    expect(upgradeSubtitle(base)).toEqual({ kind: 'generic' });
  });
});
