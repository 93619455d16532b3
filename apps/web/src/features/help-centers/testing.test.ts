import { helpCentersApi, plansApi } from '@support/shared';
import { describe, it } from 'vitest';
import { expectAnswer } from '../../testing/contract';
import { helpCenterLimit, sampleHelpCenter } from './testing';

describe('help-center samples', () => {
  it('the help center and its plan limit are answers the server could send', () => {
    expectAnswer(helpCentersApi.get, sampleHelpCenter());
    expectAnswer(helpCentersApi.list, [sampleHelpCenter()]);
    expectAnswer(plansApi.featureCheck, helpCenterLimit({ isLimitReached: true, currentUsage: 1 }));
  });
});
