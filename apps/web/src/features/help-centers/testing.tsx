import type { FeatureCheck, HelpCenter } from '@support/shared';
import { type FakeReply, fakeApi } from '../../testing/harness';

/** Test helpers of the help-center screens: a sample help center and the API they call. */

export const HELP_CENTER_ID = '0b7c3a52-5d1e-4c3f-9a8b-7c6d5e4f3a2b';

export function sampleHelpCenter(overrides: Partial<HelpCenter> = {}): HelpCenter {
  return {
    id: HELP_CENTER_ID,
    name: 'Acme Help',
    description: null,
    slug: 'acme-help',
    publicUrl: 'http://localhost:3000/docs/acme-help',
    logo: null,
    settings: {
      logo: null,
      backToHomepageUrl: null,
      customDomain: null,
      language: 'en-US',
      primaryColor: '#FF6B00',
      backgroundColor: '#000000',
      textColor: '#ffffff',
      authenticationType: 'NONE',
      ssoEnabled: false,
      hasPassword: false,
    },
    domainVerification: null,
    theme: null,
    links: [],
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The plan's answer for HELPCENTERS_TOTAL: by default room for one more. */
export const helpCenterLimit = (overrides: Partial<FeatureCheck> = {}): FeatureCheck => ({
  feature: 'HELPCENTERS_TOTAL',
  name: 'Help centers',
  explanation: 'Publishing more help centers',
  hasAccess: true,
  isLimitReached: false,
  currentUsage: 0,
  limit: 1,
  upgradeMessage: null,
  suggestedPlan: 'pro',
  ...overrides,
});

/**
 * A fake API for the help-center list and the create dialog: the list (or a failure), the plan's
 * limit, and the answer to a create request (the sample help center unless told otherwise).
 */
export function fakeHelpCenterApi({
  centers = [],
  limit = helpCenterLimit(),
  create = { status: 201, data: sampleHelpCenter() },
}: {
  centers?: HelpCenter[] | 'error';
  limit?: FeatureCheck;
  create?: FakeReply;
} = {}) {
  return fakeApi((request) => {
    if (request.url === '/help-centers' && request.method === 'post') return create;
    if (request.url === '/help-centers') {
      return centers === 'error'
        ? { status: 500, data: { message: 'Boom' } }
        : { status: 200, data: centers };
    }
    if (request.url === '/plan/feature/HELPCENTERS_TOTAL/check') return { status: 200, data: limit };
    return undefined;
  });
}
