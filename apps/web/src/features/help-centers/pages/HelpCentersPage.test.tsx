import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderArticleScreen } from '../../articles/testing';
import { fakeHelpCenterApi, helpCenterLimit, sampleHelpCenter } from '../testing';
import HelpCentersPage from './HelpCentersPage';

afterEach(cleanup);

const AT = { pattern: '/helpcenters', path: '/helpcenters' };

const center = sampleHelpCenter({
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
});

describe('help centers list', () => {
  it('invites the first help center with one Create button', async () => {
    fakeHelpCenterApi();
    renderArticleScreen(<HelpCentersPage />, AT);
    expect(await screen.findByText('No help center yet')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Create Help Center' })).toHaveLength(1),
    );
  }, 30_000);

  it('shows each help center with its description or "No description", Online and its address', async () => {
    fakeHelpCenterApi({ centers: [center], limit: helpCenterLimit({ currentUsage: 1, limit: 3 }) });
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
    // The plan's limit is in sight before it is reached.
    expect(screen.getByText('Help centers used: 1 of 3')).toBeTruthy();
  }, 30_000);

  it('offers an upgrade instead of Create once the plan holds no more', async () => {
    fakeHelpCenterApi({
      centers: [center],
      limit: helpCenterLimit({ currentUsage: 1, isLimitReached: true }),
    });
    const { router } = renderArticleScreen(<HelpCentersPage />, AT);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade for more help centers' }));
    expect(screen.queryByRole('button', { name: 'Create Help Center' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
  }, 30_000);

  it('says when the list cannot be loaded, and reloads', async () => {
    const calls = fakeHelpCenterApi({ centers: 'error' });
    renderArticleScreen(<HelpCentersPage />, AT);
    expect(await screen.findByText('Error loading help centers')).toBeTruthy();
    const before = calls.filter((call) => call.url === '/help-centers').length;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/help-centers').length).toBe(before + 1));
  }, 30_000);
});
