import {
  type CurrentPlan,
  FEATURE_KEYS,
  type FeatureCheck,
  type FeatureKey,
  type FeatureStatus,
  type Plan,
  type Subscription,
} from '@support/shared';

/** Sample answers of the plan endpoints, shaped like the default catalogue, for web tests. */

export const TRIAL_PLAN: Plan = {
  id: 'extended-trial',
  name: 'Free trial',
  names: { de: 'Kostenlose Testphase' },
  description: 'Try everything for 30 days, no credit card needed.',
  descriptions: {},
  monthlyPrice: 0,
  currency: 'eur',
  planOrder: 0,
  subscriptionType: 'TRIAL',
  stripeProductId: null,
  limits: {
    TRIAL_DURATION_DAYS: 30,
    ARTICLES_TOTAL: 10,
    ARTICLES_MONTHLY: 10,
    HELPCENTERS_TOTAL: 1,
    TEAM_MEMBERS: 3,
    AI_EDITING: true,
    AUTO_TRANSLATION_LANGUAGES: 1,
    GLOSSARY: true,
    DOWNLOADABLE_ARTICLES: false,
  },
};

export const STARTER_PLAN: Plan = {
  id: 'starter',
  name: 'Starter',
  description: 'For one person.',
  descriptions: {},
  names: {},
  monthlyPrice: 19,
  currency: 'eur',
  planOrder: 1,
  subscriptionType: 'REGULAR',
  stripeProductId: 'prod_starter',
  limits: {
    ARTICLES_TOTAL: 50,
    ARTICLES_MONTHLY: 25,
    HELPCENTERS_TOTAL: 1,
    TEAM_MEMBERS: false,
    AI_EDITING: false,
    AUTO_TRANSLATION_LANGUAGES: false,
    GLOSSARY: false,
  },
};

export const PRO_PLAN: Plan = {
  id: 'pro',
  name: 'Pro',
  description: 'For teams.',
  descriptions: {},
  names: {},
  monthlyPrice: 49,
  currency: 'eur',
  planOrder: 2,
  subscriptionType: 'REGULAR',
  stripeProductId: 'prod_pro',
  limits: {
    ARTICLES_MONTHLY: 1000,
    HELPCENTERS_TOTAL: 3,
    TEAM_MEMBERS: 10,
    AI_EDITING: true,
    GLOSSARY: true,
  },
};

export const ALL_PLANS = [TRIAL_PLAN, STARTER_PLAN, PRO_PLAN];

export function sampleSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    planId: 'extended-trial',
    status: 'ACTIVE',
    subscriptionType: 'TRIAL',
    trialEndsAt: '2099-01-31T00:00:00.000Z',
    endDate: null,
    paymentGraceEndsAt: null,
    currentPeriodStart: '2099-01-01T00:00:00.000Z',
    currentPeriodEnd: '2099-01-31T00:00:00.000Z',
    state: 'TRIAL',
    isActive: true,
    ...overrides,
  };
}

export function currentPlan(plan: Plan | null, subscription: Subscription | null): CurrentPlan {
  return { plan, subscription, hasEverHadSubscription: subscription !== null };
}

export function featureStatus(overrides: Partial<FeatureStatus> = {}): FeatureStatus {
  return { hasAccess: true, isLimitReached: false, currentUsage: 0, limit: null, ...overrides };
}

export function featureCheck(feature: FeatureKey, overrides: Partial<FeatureCheck> = {}): FeatureCheck {
  return {
    feature,
    name: 'Team members',
    explanation: 'Inviting team members',
    upgradeMessage: null,
    suggestedPlan: null,
    ...featureStatus(),
    ...overrides,
  };
}

export const BUSINESS_PLAN: Plan = {
  id: 'business',
  name: 'Business',
  description: 'For larger teams.',
  descriptions: {},
  names: {},
  monthlyPrice: 149,
  currency: 'eur',
  planOrder: 3,
  subscriptionType: 'REGULAR',
  stripeProductId: 'prod_business',
  limits: { ARTICLES_MONTHLY: 5000, AI_EDITING: true, GLOSSARY: true },
};

export const PUBLIC_CONFIG = {
  supportEmail: 'support@example.test',
  salesEmail: 'sales@example.test',
  termsUrl: 'https://example.test/terms',
  privacyUrl: 'https://example.test/privacy',
  refundUrl: 'https://example.test/refund',
  chromeExtensionUrl: '/downloads/support-recorder.zip',
  desktopRecorderUrl: '/downloads/recording-format.md',
  aiConfigured: true,
  transcriptionConfigured: true,
  translationProvider: 'ai',
  onlinePayments: true,
  firstRun: false,
};

/** A paid plan running now. */
export function paidSubscription(plan: Plan, overrides: Partial<Subscription> = {}): Subscription {
  return sampleSubscription({
    planId: plan.id,
    subscriptionType: 'REGULAR',
    state: 'ACTIVE',
    trialEndsAt: null,
    ...overrides,
  });
}

export const EXPIRED_TRIAL = sampleSubscription({
  state: 'TRIAL_EXPIRED',
  isActive: false,
  trialEndsAt: '2026-01-31T12:00:00.000Z',
});

/** A /plan/features body: every feature key (the contract requires all), unlimited unless given. */
export function featuresBody(overrides: Partial<Record<FeatureKey, FeatureStatus>> = {}) {
  const features = Object.fromEntries(FEATURE_KEYS.map((key) => [key, overrides[key] ?? featureStatus()]));
  return { features };
}
