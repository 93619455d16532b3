import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { profileKeys } from '../profile/queries';
import { planKeys, reloadPlanAfterBlock } from './queries';
import { ALL_PLANS, currentPlan, sampleSubscription, TRIAL_PLAN } from './testing';

describe('reloading the plan after a subscription block', () => {
  it('forgets the cached running trial and marks plans and profile for refetching', async () => {
    const client = new QueryClient();
    client.setQueryData(planKeys.current, currentPlan(TRIAL_PLAN, sampleSubscription()));
    client.setQueryData(planKeys.available, { plans: ALL_PLANS });
    client.setQueryData(profileKeys.profile, { subscriptionType: 'TRIAL' });

    await reloadPlanAfterBlock(client);

    // Not shown again while the server's answer loads: the modal waits for the fresh state.
    expect(client.getQueryData(planKeys.current)).toBeUndefined();
    expect(client.getQueryData(planKeys.available)).toEqual({ plans: ALL_PLANS });
    expect(client.getQueryState(planKeys.available)?.isInvalidated).toBe(true);
    expect(client.getQueryState(profileKeys.profile)?.isInvalidated).toBe(true);
  });
});
