import type {
  AnalyticsDaily,
  AnalyticsFeedbackReasons,
  AnalyticsFeedbackReasonsPage,
  AnalyticsHelpfulness,
  AnalyticsItem,
  AnalyticsRange,
  AnalyticsSearches,
  AnalyticsTimeRange,
  AnalyticsTotals,
} from '@support/shared';
import { type FakeReply, fakeApi } from '../../testing/harness';
import { ADA_ID, organizationSeenBy, sampleOrganization, sampleProfile } from '../settings/testing';

/** Test helpers of /analytics: sample answers of every analytics call and a fake API serving them. */

export const ARTICLE_IDS = [
  '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  '7b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  '8c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
];
const HELP_CENTER_ID = '9d4e5f6a-7b8c-4d9e-9f0a-2b3c4d5e6f7a';

export function sampleRange(preset: AnalyticsTimeRange = 'last30days'): AnalyticsRange {
  const days = { today: 0, last7days: 6, last30days: 29, alltime: 59 }[preset];
  const start = new Date(Date.UTC(2026, 10, 27 - days) - 3_600_000);
  return {
    startDate: start.toISOString(),
    endDate: '2026-11-27T11:00:00.000Z',
    preset,
    timeZone: 'Europe/Berlin',
  };
}

export const publishedItems = (): AnalyticsItem[] => [
  {
    id: ARTICLE_IDS[0]!,
    title: 'Reset your password',
    url: 'http://localhost:3000/docs/acme/articles/reset-your-password-6a1b2c3d',
    totalViews: 1234,
    uniqueVisitors: 987,
  },
  {
    id: ARTICLE_IDS[1]!,
    title: 'Invite your team',
    url: 'http://localhost:3000/docs/acme/articles/invite-your-team-7b2c3d4e',
    totalViews: 12,
    uniqueVisitors: 5,
  },
];

export const sharedItems = (): AnalyticsItem[] => [
  {
    id: ARTICLE_IDS[2]!,
    title: 'Export a report',
    url: 'http://localhost:3000/shared/Zx81',
    totalViews: 7,
    uniqueVisitors: 3,
  },
];

export const totalsOf = (items: AnalyticsItem[], preset: AnalyticsTimeRange): AnalyticsTotals => ({
  totalViews: items.reduce((sum, item) => sum + item.totalViews, 0),
  uniqueVisitors: items.reduce((sum, item) => sum + item.uniqueVisitors, 0),
  timeRange: sampleRange(preset),
});

/** Days of the range ending 27 Nov 2026, with `views` on its last days (the rest zero). */
export function sampleDaily(
  source: AnalyticsDaily['source'],
  preset: AnalyticsTimeRange,
  views: number[],
): AnalyticsDaily {
  const count = { today: 1, last7days: 7, last30days: 30, alltime: 60 }[preset];
  const days = Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 27 - (count - 1 - index))).toISOString().slice(0, 10);
    const value = views[index - (count - views.length)] ?? 0;
    return { date, views: value, uniqueVisitors: Math.ceil(value / 2) };
  });
  return { timeRange: sampleRange(preset), source, days };
}

export const sampleSearches = (preset: AnalyticsTimeRange): AnalyticsSearches => ({
  timeRange: sampleRange(preset),
  helpCenters: [
    {
      id: HELP_CENTER_ID,
      name: 'Acme Help',
      totalSearches: 1500,
      topQueries: [
        { query: 'password', searches: 1200, empty: 0, opened: 900 },
        { query: 'kubernetes', searches: 300, empty: 300, opened: 0 },
      ],
      noResults: [{ query: 'kubernetes', searches: 300, empty: 300, opened: 0 }],
      noClicks: [],
    },
  ],
});

export const sampleHelpfulness = (preset: AnalyticsTimeRange): AnalyticsHelpfulness => ({
  timeRange: sampleRange(preset),
  articles: [
    { id: ARTICLE_IDS[1]!, title: 'Invite your team', helpful: 1, notHelpful: 2048 },
    { id: ARTICLE_IDS[2]!, title: null, helpful: 0, notHelpful: 1 },
  ],
});

const REASON_IDS = Array.from(
  { length: 14 },
  (_, i) => `0e5f6a7b-8c9d-4e0f-8a1b-${String(i).padStart(12, '0')}`,
);
const reasonOf = (index: number, reason: string, language: string, createdAt: string) => ({
  id: REASON_IDS[index]!,
  reason,
  language,
  createdAt,
});

export const sampleReasons = (preset: AnalyticsTimeRange): AnalyticsFeedbackReasons => ({
  timeRange: sampleRange(preset),
  articles: [
    {
      id: ARTICLE_IDS[1]!,
      title: 'Invite your team',
      total: 12,
      reasons: [
        reasonOf(0, 'Where do I find the invite link?', 'en-US', '2026-11-26T15:30:00.000Z'),
        reasonOf(1, 'Wie lade ich mehrere Leute ein?', 'de-DE', '2026-11-20T08:05:00.000Z'),
      ],
      nextCursor: `2026-11-20T08:05:00.000Z_${REASON_IDS[1]}`,
    },
    {
      id: ARTICLE_IDS[0]!,
      title: 'Reset your password',
      total: 1,
      reasons: [reasonOf(2, 'No word on SSO accounts', 'en-US', '2026-11-02T10:00:00.000Z')],
      nextCursor: null,
    },
  ],
});

/** The older reasons of 'Invite your team': ten, in one page. */
export const sampleOlderReasons = (): AnalyticsFeedbackReasonsPage => ({
  reasons: Array.from({ length: 10 }, (_, i) =>
    reasonOf(
      3 + i,
      `Older reason ${i + 1}`,
      'en-US',
      `2026-11-${String(18 - i).padStart(2, '0')}T09:00:00.000Z`,
    ),
  ),
  nextCursor: null,
});

type Answer<T> = T | 'error' | 'hang';
type Setup = {
  published?: Answer<AnalyticsItem[]>;
  shared?: Answer<AnalyticsItem[]>;
  /** Views per day of the range's last days, per source. */
  daily?: Answer<{ published: number[]; shared: number[] }>;
  searches?: Answer<(preset: AnalyticsTimeRange) => AnalyticsSearches>;
  helpfulness?: Answer<(preset: AnalyticsTimeRange) => AnalyticsHelpfulness>;
  reasons?: Answer<(preset: AnalyticsTimeRange) => AnalyticsFeedbackReasons>;
  olderReasons?: Answer<() => AnalyticsFeedbackReasonsPage>;
  role?: 'ADMIN' | 'MEMBER';
};

const SERVER_ERROR: FakeReply = { status: 500, data: { message: 'Internal server error', code: 'INTERNAL' } };

/**
 * A fake API for /analytics: every analytics call answers from `setup` for the asked range (an
 * endpoint set to 'error' fails, 'hang' never answers), and the profile and organization the page
 * reads the caller's role from. Answers for the signed-in admin by default.
 */
export function fakeAnalyticsApi(setup: Setup = {}) {
  const {
    published = publishedItems(),
    shared = sharedItems(),
    daily = { published: [3, 0, 9], shared: [1, 2, 0] },
    searches = sampleSearches,
    helpfulness = sampleHelpfulness,
    reasons = sampleReasons,
    olderReasons = sampleOlderReasons,
    role = 'ADMIN',
  } = setup;
  const reply = <T>(answer: Answer<T>, data: (value: T) => unknown): FakeReply => {
    if (answer === 'error' || answer === 'hang') return SERVER_ERROR;
    return { status: 200, data: data(answer) };
  };
  const calls = fakeApi((request) => {
    const [path = '', search = ''] = request.url.split('?');
    const query = new URLSearchParams(search);
    const preset = (query.get('timeRange') ?? 'last30days') as AnalyticsTimeRange;
    let answer: FakeReply | undefined;
    if (path === '/analytics') answer = reply(published, (items) => items);
    else if (path === '/analytics/total') answer = reply(published, (items) => totalsOf(items, preset));
    else if (path === '/analytics/shared') answer = reply(shared, (items) => items);
    else if (path === '/analytics/shared/total') answer = reply(shared, (items) => totalsOf(items, preset));
    else if (path === '/analytics/daily') {
      const source = (query.get('source') ?? 'all') as 'published' | 'shared';
      answer = reply(daily, (views) => sampleDaily(source, preset, views[source]));
    } else if (path === '/analytics/searches') answer = reply(searches, (report) => report(preset));
    else if (path === '/analytics/helpfulness') answer = reply(helpfulness, (report) => report(preset));
    else if (path === '/analytics/helpfulness/reasons') answer = reply(reasons, (report) => report(preset));
    else if (path.startsWith('/analytics/helpfulness/reasons/'))
      answer = reply(olderReasons, (page) => page());
    else if (path === '/profile/user') answer = { status: 200, data: sampleProfile() };
    else if (path === '/organization/active') {
      // Ada's role decides the abilities the server presents to her (organizationSeenBy).
      const organization = sampleOrganization();
      if (role === 'MEMBER') organization.UserOrganizations[0]!.role = 'MEMBER';
      answer = { status: 200, data: organizationSeenBy(organization, ADA_ID) };
    }
    return answer;
  });
  // A call set to 'hang' never answers: its section stays in its loading state.
  const hanging = new Set(
    (
      [
        ['/analytics', published],
        ['/analytics/total', published],
        ['/analytics/shared', shared],
        ['/analytics/shared/total', shared],
        ['/analytics/daily', daily],
        ['/analytics/searches', searches],
        ['/analytics/helpfulness', helpfulness],
        ['/analytics/helpfulness/reasons', reasons],
      ] as const
    )
      .filter(([, answer]) => answer === 'hang')
      .map(([path]) => `/v1${path}`),
  );
  const answered = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return hanging.has(href.split('?')[0] ?? '') ? new Promise(() => {}) : answered(input, init);
  };
  return calls;
}
