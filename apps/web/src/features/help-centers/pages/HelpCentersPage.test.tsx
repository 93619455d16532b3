import type { FeatureCheck, HelpCenter } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderArticleScreen } from '../../articles/testing';
import { fakeApi } from '../../auth/testing';
import HelpCentersPage from './HelpCentersPage';

afterEach(cleanup);

const AT = { pattern: '/helpcenters', path: '/helpcenters' };

const check = (overrides: Partial<FeatureCheck> = {}): FeatureCheck => ({
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

const center: HelpCenter = {
  id: '0b7c3a52-5d1e-4c3f-9a8b-7c6d5e4f3a2b',
  name: 'Acme Help',
  description: null,
  slug: 'acme-help',
  publicUrl: 'http://localhost:3000/docs/acme-help',
  logo: null,
  settings: {
    logo: null,
    backToHomepageUrl: null,
    language: 'en-US',
    primaryColor: '#FF6B00',
    backgroundColor: '#000000',
    textColor: '#ffffff',
    authenticationType: 'NONE',
    ssoEnabled: false,
    hasPassword: false,
  },
  theme: null,
  links: [
    {
      id: '1c8d4b63-6e2f-4d40-8b9c-8d7e6f5a4b3c',
      title: 'Status',
      subtitle: null,
      url: 'https://status.example.com',
      icon: 'info',
      order: 0,
    },
  ],
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

function serve(centers: HelpCenter[] | 'error', limit: FeatureCheck) {
  return fakeApi((config) => {
    if (config.url === '/help-centers') {
      return centers === 'error'
        ? { status: 500, data: { message: 'Boom' } }
        : { status: 200, data: centers };
    }
    if (config.url === '/plan/feature/HELPCENTERS_TOTAL/check') return { status: 200, data: limit };
    return undefined;
  });
}

describe('help centers list', () => {
  it('invites the first help center with one Create button', async () => {
    serve([], check());
    renderArticleScreen(<HelpCentersPage />, AT);
    expect(await screen.findByText('No help center yet')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Create Help Center' })).toHaveLength(1),
    );
  }, 30_000);

  it('shows each help center with its description or "No description", Online and its address', async () => {
    serve([center], check({ currentUsage: 1, limit: 3 }));
    renderArticleScreen(<HelpCentersPage />, AT);
    expect(await screen.findByRole('link', { name: 'Acme Help' })).toBeTruthy();
    expect(screen.getByText('No description')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByRole('link', { name: /docs\/acme-help/ }).getAttribute('href')).toBe(center.publicUrl);
    // The live preview loads the public site once its address has settled (500 ms).
    await waitFor(
      () => expect(screen.getByTitle('Live preview of Acme Help').getAttribute('src')).toBe(center.publicUrl),
      { timeout: 3000 },
    );
    expect(await screen.findByRole('button', { name: 'Create Help Center' })).toBeTruthy();
  }, 30_000);

  it('offers an upgrade instead of Create once the plan holds no more', async () => {
    serve([center], check({ currentUsage: 1, isLimitReached: true }));
    const { router } = renderArticleScreen(<HelpCentersPage />, AT);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade for more help centers' }));
    expect(screen.queryByRole('button', { name: 'Create Help Center' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
  }, 30_000);

  it('says when the list cannot be loaded, and reloads', async () => {
    const calls = serve('error', check());
    renderArticleScreen(<HelpCentersPage />, AT);
    expect(await screen.findByText('Error loading help centers')).toBeTruthy();
    const before = calls.filter((call) => call.url === '/help-centers').length;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/help-centers').length).toBe(before + 1));
  }, 30_000);
});
