import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import {
  currentPlan,
  featureStatus,
  featuresBody,
  PUBLIC_CONFIG,
  STARTER_PLAN,
  sampleSubscription,
  TRIAL_PLAN,
} from '../testing';
import UsagePage from './UsagePage';

function renderUsage(features: ReturnType<typeof featuresBody>, plan = TRIAL_PLAN) {
  fakeApi((config) => {
    if (config.url === '/plan/features') return { status: 200, data: features };
    if (config.url === '/plan/current') return { status: 200, data: currentPlan(plan, sampleSubscription()) };
    if (config.url === '/plan/usage-periods')
      return {
        status: 200,
        data: {
          periods: [
            {
              periodStart: '2098-12-01T00:00:00.000Z',
              periodEnd: '2099-01-01T00:00:00.000Z',
              isCurrent: false,
              records: [{ featureKey: 'ARTICLES_MONTHLY', usageCount: 12 }],
            },
            {
              periodStart: '2099-01-01T00:00:00.000Z',
              periodEnd: null,
              isCurrent: true,
              records: [{ featureKey: 'ARTICLES_MONTHLY', usageCount: 3 }],
            },
          ],
        },
      };
    if (config.url === '/config') return { status: 200, data: PUBLIC_CONFIG };
    if (config.url === '/storage-usage')
      return { status: 200, data: { externalImageBytes: 900 * 1024 * 1024, quotaBytes: 1024 * 1024 * 1024 } };
    return undefined;
  });
  renderRoute('/settings/usage', [{ path: '/settings/usage', element: <UsagePage /> }]);
}

const meter = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

describe('usage page', { timeout: 20_000 }, () => {
  it('shows used / limit and percent, a bar for the month always and for total articles only from 80%', async () => {
    renderUsage(
      featuresBody({
        ARTICLES_MONTHLY: featureStatus({ currentUsage: 0, limit: 10 }),
        ARTICLES_TOTAL: featureStatus({ currentUsage: 7, limit: 10 }),
        HELPCENTERS_TOTAL: featureStatus({ currentUsage: 1, limit: 4 }),
        GLOSSARY: featureStatus({ currentUsage: 12, limit: null }),
      }),
    );
    await screen.findByRole('heading', { name: 'Monthly article generation' });
    const monthly = meter('Monthly article generation');
    expect(within(monthly).getByText('0%')).toBeTruthy();
    // An empty meter still shows a sliver of its bar.
    const bar = within(monthly).getByRole('progressbar').firstElementChild as HTMLElement;
    expect(bar.style.width).toBe('1%');
    expect(within(meter('Total active articles')).getByText('70%')).toBeTruthy();
    expect(within(meter('Total active articles')).queryByRole('progressbar')).toBeNull();
    expect(within(meter('Total help centers')).getByText('25%')).toBeTruthy();
    expect(within(meter('Total glossary items')).getByText('Unlimited')).toBeTruthy();
    expect(screen.queryByText(/limit reached/)).toBeNull();
  });

  it("shows the organization's image storage against its quota", async () => {
    renderUsage(featuresBody({}));
    await screen.findByRole('heading', { name: 'Image storage' });
    const storage = meter('Image storage');
    expect(within(storage).getByText('900 MB of 1,024 MB')).toBeTruthy();
    expect(within(storage).getByText('87%')).toBeTruthy();
  });

  it('shows the four limit notices at the limits', async () => {
    renderUsage(
      featuresBody({
        ARTICLES_MONTHLY: featureStatus({ currentUsage: 10, limit: 10, isLimitReached: true }),
        ARTICLES_TOTAL: featureStatus({ currentUsage: 9, limit: 10, isLimitReached: false }),
        HELPCENTERS_TOTAL: featureStatus({ currentUsage: 1, limit: 1, isLimitReached: true }),
        GLOSSARY: featureStatus({ currentUsage: 50, limit: 50, isLimitReached: true }),
      }),
    );
    expect(
      await screen.findByText('Monthly limit reached. Resets at the beginning of each billing cycle.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Help center limit reached. Delete help centers or upgrade your plan.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Glossary limit reached. Delete glossary items or upgrade your plan.'),
    ).toBeTruthy();
    expect(
      screen.queryByText('Total article limit reached. Delete articles or upgrade your plan.'),
    ).toBeNull();
    // 90% of the total-article limit: the warning bar appears.
    expect(within(meter('Total active articles')).getByRole('progressbar')).toBeTruthy();
  });

  it('says so for the total-article limit, and lists the periods with the upgrade request', async () => {
    renderUsage(
      featuresBody({ ARTICLES_TOTAL: featureStatus({ currentUsage: 50, limit: 50, isLimitReached: true }) }),
      STARTER_PLAN,
    );
    expect(
      await screen.findByText('Total article limit reached. Delete articles or upgrade your plan.'),
    ).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'January 1, 2099 – ongoingCurrent3',
      'December 1, 2098 – January 1, 209912',
    ]);
    expect(screen.getByText('Need higher limits?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request upgrade' }).getAttribute('href')).toBe(
      'mailto:sales@example.test',
    );
  });
});
