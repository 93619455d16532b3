import type {
  AdminJob,
  AdminOrganizationDetail,
  AdminSystem,
  AdminUser,
  AuditEntry,
  Plan,
  UserProfile,
} from '@support/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, createRoutesFromElements, Outlet, Route, RouterProvider } from 'react-router';
import { AppToaster } from '../../app/AppToaster';
import NotFoundPage from '../../app/pages/NotFoundPage';
import { initI18n } from '../../lib/i18n';
import { type FakeReply, type FakeRequest, fakeApi } from '../../testing/harness';
import { sampleProfile } from '../settings/testing';
import { adminRoutes } from './routes';

/** Test helpers of the admin area: sample answers of the admin calls and the area's routes. */

export const ORG_ID = '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const USER_ID = '5a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
export const JOB_ID = '6b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e';
const AUDIT_ID = '7c9d0e1f-2a3b-4c4d-8e5f-6a7b8c9d0e1f';

export const superAdminProfile = (): UserProfile => sampleProfile({ userType: 'SUPER_ADMIN' });

export function sampleOrganization(
  overrides: Partial<AdminOrganizationDetail> = {},
): AdminOrganizationDetail {
  return {
    id: ORG_ID,
    name: 'Globex',
    slug: 'globex',
    type: 'COMPANY',
    memberCount: 2,
    plan: { id: 'trial', name: 'Trial' },
    subscription: {
      planId: 'trial',
      subscriptionType: 'TRIAL',
      status: 'ACTIVE',
      state: 'TRIAL',
      trialEndsAt: '2026-12-10T10:00:00.000Z',
      endDate: null,
    },
    manualBilling: false,
    usage: [{ key: 'ARTICLES_MONTHLY', name: 'Monthly articles', used: 3, limit: 10 }],
    createdAt: '2026-11-01T09:00:00.000Z',
    members: [{ id: USER_ID, name: 'Hank Scorpio', email: 'hank@globex.test', role: 'ADMIN' }],
    helpCenterCount: 1,
    customDomains: [],
    audit: [],
    ...overrides,
  };
}

export function samplePlan(id: string, name: string, planOrder: number): Plan {
  return {
    id,
    name,
    description: `${name} plan`,
    descriptions: {},
    names: {},
    monthlyPrice: planOrder * 49,
    currency: 'eur',
    planOrder,
    subscriptionType: planOrder === 0 ? 'TRIAL' : 'REGULAR',
    stripeProductId: null,
    limits: {},
  };
}

export function sampleUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: USER_ID,
    email: 'hank@globex.test',
    firstName: 'Hank',
    lastName: 'Scorpio',
    organizations: [{ id: ORG_ID, name: 'Globex', role: 'ADMIN' }],
    lastSignInAt: '2026-11-27T08:00:00.000Z',
    superAdmin: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function sampleJob(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: JOB_ID,
    type: 'generate-article',
    status: 'failed',
    organization: { id: ORG_ID, name: 'Globex' },
    articleId: null,
    attempts: 3,
    maxAttempts: 3,
    interruptions: 0,
    lastError: 'AI service answered 500',
    runAt: '2026-11-27T08:00:00.000Z',
    createdAt: '2026-11-27T07:59:00.000Z',
    updatedAt: '2026-11-27T08:01:00.000Z',
    finishedAt: '2026-11-27T08:01:00.000Z',
    ...overrides,
  };
}

export function sampleAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: AUDIT_ID,
    at: '2026-11-27T09:00:00.000Z',
    actor: { kind: 'user', label: 'ada@acme.test', userId: USER_ID },
    action: 'organization.set_plan',
    target: { type: 'organization', id: ORG_ID, label: 'Globex' },
    before: { planId: 'trial' },
    after: { planId: 'pro' },
    ...overrides,
  };
}

export function sampleSystem(): AdminSystem {
  return {
    version: { version: '1.18.0', commit: 'abc1234' },
    database: { kind: 'embedded', sizeBytes: 52_400_000 },
    storage: { kind: 'local', usedBytes: 1_250_000 },
    providers: [
      { name: 'mail', configured: true, detail: 'smtp://mail.example.test', testable: true },
      { name: 'ai', configured: false, detail: null, testable: false },
    ],
    jobs: { byType: [], oldestQueuedSeconds: null },
  };
}

/** A fake API that answers the profile as `profile` and anything else from `route`. */
export function fakeAdminApi(
  route: (request: FakeRequest) => FakeReply | undefined,
  profile = superAdminProfile(),
) {
  return fakeApi((request) =>
    request.url === '/profile/user' ? { status: 200, data: profile } : route(request),
  );
}

let i18nReady = false;

/**
 * Renders the admin area's routes (the real gate, a bare outlet for the shell, the app's
 * not-found page) at `path`, with the toaster; elsewhere is a plain page.
 */
export function renderAdmin(path: string, extra?: ReactNode) {
  if (!i18nReady) {
    sessionStorage.setItem('lang', 'en');
    initI18n();
    i18nReady = true;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    createRoutesFromElements(
      <>
        {adminRoutes({ shell: <Outlet />, notFound: <NotFoundPage /> })}
        <Route path="*" element={<p>Elsewhere</p>} />
      </>,
    ),
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading catalogue</p>}>
        <RouterProvider router={router} />
        {extra}
      </Suspense>
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
