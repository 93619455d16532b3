import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderRoute } from '../../../testing/harness';
import { ARTICLE_IDS, fakeAnalyticsApi, sampleRange } from '../testing';
import AnalyticsPage from './AnalyticsPage';

// jsdom draws no canvas: a stand-in for uPlot keeps what the chart was given.
const plots = vi.hoisted(() => [] as Array<{ options: { width: number }; data: number[][] }>);
vi.mock('uplot', () => ({
  default: class FakePlot {
    constructor(options: { width: number }, data: number[][]) {
      plots.push({ options, data });
    }
    setSize() {}
    destroy() {}
  },
}));

// jsdom lays nothing out: the chart's container is given a width to draw at.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 640 });
});
afterAll(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

afterEach(() => {
  cleanup();
  plots.length = 0;
});

const render = (path = '/analytics') =>
  renderRoute(path, [{ path: '/analytics', element: <AnalyticsPage /> }]);
const rowsOf = (name: string) => {
  const table = screen.getByRole('table', { name });
  return within(table).getAllByRole('row').slice(1);
};
const analyticsCalls = (calls: Array<{ url: string }>) =>
  calls.filter((call) => call.url.startsWith('/analytics'));

describe('analytics page', () => {
  it('shows the totals, the articles most viewed first with links, the chart, searches and feedback', async () => {
    fakeAnalyticsApi();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(screen.getByText('View statistics for your help articles.')).toBeTruthy();
    // Floods are served but not counted: the page says its figures leave them out.
    expect(
      screen.getByText(/Figures exclude traffic over the per-visitor limit: beyond 60 views a minute/),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard Overview' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Last 30 Days' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'Today',
      'Last 7 Days',
      'Last 30 Days',
      'All Time',
    ]);

    const published = await screen.findByRole('region', { name: 'Published' });
    await waitFor(() => expect(within(published).getByText('1,246')).toBeTruthy());
    expect(within(published).getByText('992')).toBeTruthy();
    const shared = screen.getByRole('region', { name: 'Shared' });
    expect(
      within(shared)
        .getAllByText(/^\d+$/)
        .map((cell) => cell.textContent),
    ).toEqual(['7', '3']);
    expect(
      screen.getByText('Oct 29 – Nov 27, 2026. Days are counted in the time zone Europe/Berlin.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change time zone' }).getAttribute('href')).toBe(
      '/settings/general',
    );

    const rows = rowsOf('Published Articles');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Reset your passwordhttp://localhost:3000/docs/acme/articles/reset-your-password-6a1b2c3d',
        '1,234',
        '987',
      ],
      ['Invite your teamhttp://localhost:3000/docs/acme/articles/invite-your-team-7b2c3d4e', '12', '5'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe(
      `/articles/${ARTICLE_IDS[0]}`,
    );
    const sharedRow = rowsOf('Shared Articles')[0]!;
    expect(within(sharedRow).getByRole('link', { name: 'Export a report' }).getAttribute('href')).toBe(
      `/articles/${ARTICLE_IDS[2]}`,
    );
    expect(within(sharedRow).getByText('http://localhost:3000/shared/Zx81')).toBeTruthy();

    // The chart draws both series over the 30 days, and the same figures are there as a table.
    await waitFor(() => expect(plots).toHaveLength(1));
    expect(plots[0]!.options.width).toBe(640);
    expect(plots[0]!.data[1]!.slice(-3)).toEqual([3, 0, 9]);
    expect(plots[0]!.data[2]!.slice(-3)).toEqual([1, 2, 0]);
    const days = rowsOf('Views per day');
    expect(days).toHaveLength(30);
    expect(within(days.at(-1)!).getByRole('rowheader').textContent).toBe('Nov 27, 2026');
    expect(
      within(days.at(-3)!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1']);
    expect(
      screen.getByText(
        'Views per day from Oct 29, 2026 to Nov 27, 2026. In total: 12 published, 3 shared; busiest day Nov 27, 2026 (9).',
      ),
    ).toBeTruthy();

    const searches = await screen.findByRole('region', { name: 'Help center searches' });
    expect(within(searches).getByText('Acme Help')).toBeTruthy();
    expect(within(searches).getByText('1,500 searches')).toBeTruthy();
    const noResults = within(searches).getByRole('table', { name: 'Searches with no results' });
    expect(within(noResults).getByRole('row', { name: 'kubernetes 300' })).toBeTruthy();
    expect(within(searches).getByRole('table', { name: 'Top searches' }).textContent).toContain(
      'password1,200',
    );
    expect(within(searches).getByText('None in this period.')).toBeTruthy();

    const helpfulness = await screen.findByRole('region', { name: 'Least helpful articles' });
    const feedback = within(helpfulness).getAllByRole('row').slice(1);
    expect(within(feedback[0]!).getByRole('link', { name: 'Invite your team' }).getAttribute('href')).toBe(
      `/articles/${ARTICLE_IDS[1]}`,
    );
    expect(
      within(feedback[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Invite your team', '1', '2,048']);
    expect(within(feedback[1]!).getByText('Deleted article')).toBeTruthy();
    expect(within(feedback[1]!).queryByRole('link')).toBeNull();

    // What readers said was missing: per article, the latest first, with date and language.
    const reasons = await screen.findByRole('region', { name: 'What was missing' });
    const invite = within(reasons).getByRole('list', { name: 'Invite your team' });
    expect(within(reasons).getByRole('link', { name: 'Invite your team' }).getAttribute('href')).toBe(
      `/articles/${ARTICLE_IDS[1]}`,
    );
    expect(within(reasons).getByText('The latest 2 of 12')).toBeTruthy();
    expect(within(reasons).getByText('1 reason')).toBeTruthy();
    expect(
      within(invite)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Where do I find the invite link?Nov 26, 2026, 4:30 PM, English (United States)',
      'Wie lade ich mehrere Leute ein?Nov 20, 2026, 9:05 AM, German (Germany)',
    ]);
    // All of one reason's article are shown: nothing older to load.
    expect(within(reasons).getAllByRole('button', { name: 'Show older' })).toHaveLength(1);
  });

  it('loads an article’s older reasons from where the list ends', async () => {
    const calls = fakeAnalyticsApi();
    render();
    const reasons = await screen.findByRole('region', { name: 'What was missing' });
    await within(reasons).findByText('The latest 2 of 12');
    fireEvent.click(within(reasons).getByRole('button', { name: 'Show older' }));
    const invite = within(reasons).getByRole('list', { name: 'Invite your team' });
    await waitFor(() => expect(within(invite).getAllByRole('listitem')).toHaveLength(12));
    expect(within(invite).getAllByRole('listitem').at(-1)!.textContent).toContain('Older reason 10');
    expect(within(reasons).getByText('12 reasons')).toBeTruthy();
    expect(within(reasons).queryByRole('button', { name: 'Show older' })).toBeNull();
    const asked = calls.find((call) =>
      call.url.startsWith(`/analytics/helpfulness/reasons/${ARTICLE_IDS[1]}`),
    );
    expect(asked?.url).toBe(
      `/analytics/helpfulness/reasons/${ARTICLE_IDS[1]}?timeRange=last30days&cursor=2026-11-20T08%3A05%3A00.000Z_0e5f6a7b-8c9d-4e0f-8a1b-000000000001`,
    );
  });

  it('asks every figure for the chosen range, keeps it in the address and opens on it again', async () => {
    const calls = fakeAnalyticsApi();
    const router = render();
    await screen.findByRole('table', { name: 'Published Articles' });
    await waitFor(() => expect(analyticsCalls(calls)).toHaveLength(9));
    expect(analyticsCalls(calls).every((call) => call.url.includes('timeRange=last30days'))).toBe(true);
    expect(
      analyticsCalls(calls)
        .map((call) => call.url.split('?')[0])
        .sort(),
    ).toEqual([
      '/analytics',
      '/analytics/daily',
      '/analytics/daily',
      '/analytics/helpfulness',
      '/analytics/helpfulness/reasons',
      '/analytics/searches',
      '/analytics/shared',
      '/analytics/shared/total',
      '/analytics/total',
    ]);
    calls.length = 0;

    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 Days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=last7days'));
    await waitFor(() => expect(analyticsCalls(calls)).toHaveLength(9));
    expect(analyticsCalls(calls).every((call) => call.url.includes('timeRange=last7days'))).toBe(true);
    expect(calls.map((call) => call.url)).toContain('/analytics/daily?timeRange=last7days&source=shared');
    await waitFor(() => expect(rowsOf('Views per day')).toHaveLength(7));
    expect((screen.getByRole('radio', { name: 'Last 7 Days' }) as HTMLInputElement).checked).toBe(true);
    cleanup();

    const again = fakeAnalyticsApi();
    render('/analytics?range=alltime');
    expect(((await screen.findByRole('radio', { name: 'All Time' })) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(analyticsCalls(again)).toHaveLength(9));
    expect(analyticsCalls(again).every((call) => call.url.includes('timeRange=alltime'))).toBe(true);
  });

  it('takes an unknown range in the address for the last 30 days', async () => {
    const calls = fakeAnalyticsApi();
    render('/analytics?range=forever');
    expect(((await screen.findByRole('radio', { name: 'Last 30 Days' })) as HTMLInputElement).checked).toBe(
      true,
    );
    await waitFor(() => expect(analyticsCalls(calls).length).toBeGreaterThan(0));
    expect(analyticsCalls(calls).every((call) => call.url.includes('timeRange=last30days'))).toBe(true);
  });

  it('says what is loading while the figures are on their way', async () => {
    fakeAnalyticsApi({
      published: 'hang',
      shared: 'hang',
      daily: 'hang',
      searches: 'hang',
      helpfulness: 'hang',
      reasons: 'hang',
    });
    render();
    expect(await screen.findByText('Loading published stats ...')).toBeTruthy();
    expect(screen.getByText('Loading shared stats ...')).toBeTruthy();
    expect(screen.getByText('Loading views per day ...')).toBeTruthy();
    expect(screen.getByText('Loading searches ...')).toBeTruthy();
    expect(screen.getByText('Loading feedback ...')).toBeTruthy();
    expect(screen.getByText('Loading reasons ...')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Published' })).getAllByText('–')).toHaveLength(2);
  });

  it('says when there is nothing yet', async () => {
    fakeAnalyticsApi({
      published: [],
      shared: [],
      daily: { published: [], shared: [] },
      searches: (preset) => ({ timeRange: sampleRange(preset), helpCenters: [] }),
      helpfulness: (preset) => ({ timeRange: sampleRange(preset), articles: [] }),
      reasons: (preset) => ({ timeRange: sampleRange(preset), articles: [] }),
    });
    render();
    expect(await screen.findByText('No published analytics yet')).toBeTruthy();
    expect(screen.getByText('Views will appear here once your articles are visited.')).toBeTruthy();
    expect(screen.getByText('No shared analytics yet')).toBeTruthy();
    expect(screen.getByText('Shared views will appear once publicly shared links are visited.')).toBeTruthy();
    expect(await screen.findByText('No views in this period')).toBeTruthy();
    expect(await screen.findByText('No help center yet')).toBeTruthy();
    expect(await screen.findByText('No feedback yet')).toBeTruthy();
    expect(await screen.findByText('No reasons yet')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Published' })).getAllByText('0')).toHaveLength(2);
    expect(plots).toHaveLength(0);
  });

  it('says when the published stats fail, and Reload asks again; the shared ones still show', async () => {
    const calls = fakeAnalyticsApi({ published: 'error', daily: 'error' });
    render();
    expect(await screen.findByText('Error while loading published stats')).toBeTruthy();
    expect(await screen.findByText('Error while loading views per day')).toBeTruthy();
    expect(screen.getAllByText('Try reloading the page or try again later.')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Shared Articles' })).toBeTruthy();
    const asked = () => calls.filter((call) => call.url.startsWith('/analytics/total')).length;
    const before = asked();
    const list = screen.getByRole('region', { name: 'Published Articles' });
    fireEvent.click(within(list).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  });

  it('names the shared stats when they fail', async () => {
    fakeAnalyticsApi({ shared: 'error', searches: 'error', helpfulness: 'error', reasons: 'error' });
    render();
    expect(await screen.findByText('Error while loading shared stats')).toBeTruthy();
    expect(await screen.findByText('Error while loading searches')).toBeTruthy();
    expect(await screen.findByText('Error while loading feedback')).toBeTruthy();
    expect(await screen.findByText('Error while loading the reasons')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Reload' })).toHaveLength(4);
  });

  it('offers the time zone setting to admins only', async () => {
    fakeAnalyticsApi({ role: 'MEMBER' });
    render();
    expect(await screen.findByText(/Days are counted in the time zone Europe\/Berlin/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change time zone' })).toBeNull();
  });

  it('reads in German, with German figures and dates', async () => {
    await changeLanguage('de');
    try {
      fakeAnalyticsApi();
      render();
      expect(await screen.findByRole('heading', { level: 1, name: 'Analysen' })).toBeTruthy();
      expect(screen.getByText('Statistiken zu Ihren Hilfeartikeln ansehen.')).toBeTruthy();
      expect(screen.getByText(/keinen Verkehr über der Grenze pro Besucher/)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Dashboard-Übersicht' })).toBeTruthy();
      expect((screen.getByRole('radio', { name: 'Letzte 30 Tage' }) as HTMLInputElement).checked).toBe(true);
      const published = screen.getByRole('region', { name: 'Veröffentlicht' });
      await waitFor(() => expect(within(published).getByText('1.246')).toBeTruthy());
      const rows = rowsOf('Veröffentlichte Artikel');
      expect(
        within(rows[0]!)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ).toEqual(['1.234', '987']);
      expect(screen.getByText(/Tage werden in der Zeitzone Europe\/Berlin gezählt/)).toBeTruthy();
      expect(await screen.findByText('1.500 Suchanfragen')).toBeTruthy();
      const days = rowsOf('Aufrufe pro Tag');
      expect(within(days.at(-1)!).getByRole('rowheader').textContent).toBe('27.11.2026');
      expect(screen.getAllByRole('columnheader', { name: 'Besucher' })).toHaveLength(2);
      const reasons = await screen.findByRole('region', { name: 'Was gefehlt hat' });
      expect(within(reasons).getByText('Die neuesten 2 von 12')).toBeTruthy();
      expect(within(reasons).getByText('1 Hinweis')).toBeTruthy();
      expect(within(reasons).getByText('26.11.2026, 16:30, Englisch (Vereinigte Staaten)')).toBeTruthy();
      expect(within(reasons).getByText('20.11.2026, 09:05, Deutsch (Deutschland)')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('says loading and empty in German', async () => {
    await changeLanguage('de');
    try {
      fakeAnalyticsApi({ published: 'hang', shared: [] });
      render();
      expect(
        await screen.findByText('Statistiken zu veröffentlichten Artikeln werden geladen ...'),
      ).toBeTruthy();
      expect(await screen.findByText('Noch keine Analysen zu geteilten Artikeln')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
