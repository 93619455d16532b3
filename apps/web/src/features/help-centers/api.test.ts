import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/harness';
import { featureCheck } from '../plans/testing';
import { upgradeCheckFromError } from '../plans/upgrade';
import { createHelpCenter } from './api';

describe('help center calls', () => {
  it('a help center over the plan limit rejects with the feature check the upgrade modal opens with', async () => {
    const check = featureCheck('HELPCENTERS_TOTAL', {
      name: 'Help centers',
      isLimitReached: true,
      currentUsage: 1,
      limit: 1,
      upgradeMessage: 'Upgrade to Pro for more help centers',
      suggestedPlan: 'pro',
    });
    const calls = fakeApi((config) =>
      config.method === 'post' && config.url === '/help-centers'
        ? { status: 403, data: { ...check, message: check.upgradeMessage, code: 'LIMIT_REACHED' } }
        : undefined,
    );

    const failure = await createHelpCenter({ name: 'Docs', description: null }).catch(
      (error: unknown) => error,
    );

    expect(calls).toEqual([
      { method: 'POST', url: '/help-centers', body: { name: 'Docs', description: null } },
    ]);
    expect(upgradeCheckFromError(failure)).toEqual(check);
  });
});
