import type { FeatureCheck, HelpCenter } from '@support/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ClockProvider, fixedClock } from '../../lib/clock';
import { initI18n } from '../../lib/i18n';
import { type FakeReply, type FakeRequest, fakeApi } from '../../testing/harness';
import { sampleOrganization, sampleProfile } from '../settings/testing';
import HelpCenterLayout from './pages/HelpCenterLayout';

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
    published: true,
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
    // As the server presents it to an ADMIN; a member's view passes both false.
    canUpdate: true,
    canDelete: true,
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

/**
 * A tab of the help-center detail at /helpcenters/{id}/{tab}, inside its layout (which loads the
 * help center and hands it to the tab), signed in as Ada, an admin of Acme.
 */
export function renderHelpCenterTab(tab: string, element: ReactNode) {
  if (!i18nReady) {
    sessionStorage.setItem('lang', 'en');
    initI18n();
    i18nReady = true;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/helpcenters/:helpCenterId',
        element: <HelpCenterLayout />,
        children: [{ path: tab, element }],
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/helpcenters/${HELP_CENTER_ID}/${tab}`] },
  );
  render(
    <ClockProvider clock={fixedClock('2026-06-01T12:00:00.000Z')}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<p>Loading catalogue</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </ClockProvider>,
  );
  return { router, queryClient };
}
let i18nReady = false;

/** The calls every tab makes before it shows: the help center, the profile and the organization. */
export function tabBasics(
  request: FakeRequest,
  center: HelpCenter = sampleHelpCenter(),
): FakeReply | undefined {
  if (request.url === `/help-centers/${HELP_CENTER_ID}` && request.method === 'get')
    return { status: 200, data: center };
  if (request.url === '/profile/user') return { status: 200, data: sampleProfile() };
  if (request.url === '/organization/active') return { status: 200, data: sampleOrganization() };
  return undefined;
}
