import { healthApi, plansApi } from '@support/shared';
import { describe, it } from 'vitest';
import { expectAnswer } from '../../testing/contract';
import {
  ALL_PLANS,
  BUSINESS_PLAN,
  currentPlan,
  EXPIRED_TRIAL,
  featureCheck,
  featuresBody,
  PUBLIC_CONFIG,
  paidSubscription,
  STARTER_PLAN,
  sampleSubscription,
  TRIAL_PLAN,
} from './testing';

describe('plan samples', () => {
  it('the plans, subscriptions and features are answers of the plan endpoints', () => {
    expectAnswer(plansApi.available, { plans: [...ALL_PLANS, BUSINESS_PLAN] });
    expectAnswer(plansApi.current, currentPlan(TRIAL_PLAN, sampleSubscription()));
    expectAnswer(plansApi.current, currentPlan(STARTER_PLAN, paidSubscription(STARTER_PLAN)));
    expectAnswer(plansApi.current, currentPlan(TRIAL_PLAN, EXPIRED_TRIAL));
    expectAnswer(plansApi.current, currentPlan(null, null));
    expectAnswer(plansApi.featureCheck, featureCheck('TEAM_MEMBERS', { limit: 3, currentUsage: 3 }));
    expectAnswer(plansApi.features, featuresBody());
  });

  it('the public configuration is the answer of GET /config', () => {
    expectAnswer(healthApi.config, PUBLIC_CONFIG);
  });
});
