import { randomUUID } from 'node:crypto';
import {
  ZAnalyticsDaily,
  ZAnalyticsHelpfulness,
  ZAnalyticsItems,
  ZAnalyticsSearches,
  ZAnalyticsTotals,
} from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  buyPlan,
  createArticle,
  type RegisteredUser,
  registerCompanyAdmin,
} from '../../../test/factories';
import { helpCenterFeedback, helpCenterSearches } from '../../db/schema/helpCenters';
import { recordView } from '../public-site/testSupport';
import { addDays, zoneDay, zoneMidnight } from './timeRange';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The analytics calls on a real database: views recorded at chosen instants through the public
 * pages' recorder (a visitor is an address, so a visitor on two days is a new hash each day), the organization in Asia/Tokyo (UTC+9, no summer time)
 * so that its days differ from UTC days.
 */
describe('analytics', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let outsider: RegisteredUser;
  let popular: string;
  let quiet: string;
  let published: string;
  let sharingId: string;
  let helpCenter: { id: string; slug: string };
  /** Tomorrow's UTC date at 10:00 UTC (19:00 in Tokyo): "now" in these tests. */
  let now: Date;
  const secretTitle = `Secret analytics ${randomUUID().slice(0, 8)}`;

  function call(url: string, token: string, method: 'GET' | 'PUT' | 'POST' = 'GET', payload?: object) {
    return t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  }
  const view = (articleId: string, visitor: string, at: Date, source: 'SHARED' | 'HELP_CENTER' = 'SHARED') =>
    recordView(t, { articleId, organizationId: admin.organizationId, visitor, at, source });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerCompanyAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_pro');
    member = await addMember(t.app, admin);
    expect(
      (await call('/organization/settings', admin.token, 'PUT', { timeZone: 'Asia/Tokyo' })).statusCode,
    ).toBe(200);
    popular = await createArticle(t.app, admin.token, { title: secretTitle });
    quiet = await createArticle(t.app, admin.token, { title: 'Quiet guide' });
    published = await createArticle(t.app, admin.token, { title: 'How to reset a password' });
    sharingId = (await call(`/help-articles/${popular}/publish`, admin.token, 'POST')).json().sharingId;
    await call(`/help-articles/${quiet}/publish`, admin.token, 'POST');
    await call(`/help-articles/${published}/publish`, admin.token, 'POST');
    helpCenter = (await call('/help-centers', admin.token, 'POST', { name: 'Docs' })).json();
    await call(`/help-centers/${helpCenter.id}/publish`, admin.token, 'POST');
    const group = (
      await call(`/public-groups/help-centers/${helpCenter.id}/groups`, admin.token, 'POST', {
        name: 'Start',
        parentId: null,
      })
    ).json();
    const placed = await call(`/public-groups/groups/${group.id}/articles/${published}`, admin.token, 'POST');
    expect(placed.statusCode, placed.body).toBe(200);

    const today = new Date(t.clock.now().getTime() + DAY).toISOString().slice(0, 10);
    now = new Date(`${today}T10:00:00Z`);
    t.clock.set(now);
    const tokyoMidnight = new Date(`${today}T00:00:00Z`).getTime() - 9 * HOUR;
    // Today in Tokyo: a visits the popular article twice, b once, just after midnight Tokyo.
    await view(popular, 'a', new Date(tokyoMidnight));
    await view(popular, 'a', new Date(tokyoMidnight + 2 * HOUR));
    await view(popular, 'b', new Date(tokyoMidnight + 3 * HOUR));
    // A second before Tokyo's midnight: yesterday there.
    await view(quiet, 'c', new Date(tokyoMidnight - 1000));
    // Six days ago in Tokyo (inside last7days) and seven days ago (outside).
    await view(quiet, 'd', new Date(tokyoMidnight - 6 * DAY));
    await view(quiet, 'e', new Date(tokyoMidnight - 6 * DAY - 1000));
    // Help center views: a visitor on two days counts on each (a new salt, a new hash).
    await view(published, 'p1', new Date(tokyoMidnight + HOUR), 'HELP_CENTER');
    await view(published, 'p1', new Date(tokyoMidnight + HOUR + 1000), 'HELP_CENTER');
    await view(published, 'p1-next', new Date(tokyoMidnight - 20 * HOUR), 'HELP_CENTER');

    const day = (offset: number) =>
      new Date(new Date(`${today}T00:00:00Z`).getTime() + offset * DAY).toISOString().slice(0, 10);
    const base = { organizationId: admin.organizationId, helpCenterId: helpCenter.id, language: 'en' };
    await t.app.ctx.db.insert(helpCenterSearches).values([
      { ...base, query: 'reset password', day: day(0), searches: 9, empty: 0, results: 3, opened: 4 },
      { ...base, query: 'invoice', day: day(-1), searches: 5, empty: 5, results: 0, opened: 0 },
      { ...base, query: 'export', day: day(-2), searches: 3, empty: 0, results: 2, opened: 0 },
      { ...base, query: 'ancient', day: day(-40), searches: 50, empty: 50, results: 0, opened: 0 },
    ]);
    await t.app.ctx.db.insert(helpCenterFeedback).values([
      { ...base, articleId: published, day: day(0), helpful: 1, notHelpful: 3 },
      { ...base, articleId: popular, day: day(-1), helpful: 4, notHelpful: 1 },
      { ...base, articleId: quiet, day: day(-60), helpful: 0, notHelpful: 9 },
    ]);

    outsider = await registerCompanyAdmin(t.app);
    await buyPlan(t.app, outsider.token, 'prod_pro');
  });
  afterAll(() => t.close());

  it('counts today from midnight in the organization time zone, visitors once a day', async () => {
    const res = await call('/analytics/shared/total?timeRange=today', member.token);
    expect(res.statusCode).toBe(200);
    const totals = ZAnalyticsTotals.parse(res.json());
    expect(totals).toMatchObject({ totalViews: 3, uniqueVisitors: 2 });
    expect(totals.timeRange).toMatchObject({
      preset: 'today',
      timeZone: 'Asia/Tokyo',
      endDate: now.toISOString(),
    });
    expect(Date.parse(totals.timeRange.startDate)).toBe(
      Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - 9 * HOUR,
    );

    const helpCenterToday = ZAnalyticsTotals.parse(
      (await call('/analytics/total?timeRange=today', member.token)).json(),
    );
    expect(helpCenterToday).toMatchObject({ totalViews: 2, uniqueVisitors: 1 });
  });

  it('includes today in last7days and stops at midnight six days before', async () => {
    const totals = ZAnalyticsTotals.parse(
      (await call('/analytics/shared/total?timeRange=last7days', admin.token)).json(),
    );
    // popular 3 views (a, b), quiet: c (yesterday) and d (six days ago); e is a second too early.
    expect(totals).toMatchObject({ totalViews: 5, uniqueVisitors: 4 });
    const all = ZAnalyticsTotals.parse(
      (await call('/analytics/shared/total?timeRange=alltime', admin.token)).json(),
    );
    expect(all).toMatchObject({ totalViews: 6, uniqueVisitors: 5 });
    const helpCenter = ZAnalyticsTotals.parse(
      (await call('/analytics/total?timeRange=last7days', admin.token)).json(),
    );
    // The same visitor on two days is a visitor on each.
    expect(helpCenter).toMatchObject({ totalViews: 3, uniqueVisitors: 2 });
  });

  it('lists articles by views with their public addresses, last30days by default', async () => {
    const shared = ZAnalyticsItems.parse((await call('/analytics/shared', admin.token)).json());
    // Equal views: more visitors first.
    expect(shared.map((item) => [item.id, item.totalViews, item.uniqueVisitors])).toEqual([
      [quiet, 3, 3],
      [popular, 3, 2],
    ]);
    expect(shared[1]?.url).toBe(`http://localhost:3000/shared/${sharingId}`);
    const mine = ZAnalyticsItems.parse((await call('/analytics?timeRange=last30days', admin.token)).json());
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: published,
      title: 'How to reset a password',
      totalViews: 3,
      uniqueVisitors: 2,
    });
    expect(mine[0]?.url).toMatch(
      new RegExp(
        `^http://localhost:3000/docs/${helpCenter.slug}/articles/how-to-reset-a-password-${published.slice(0, 8)}$`,
      ),
    );
    const today = ZAnalyticsItems.parse(
      (await call('/analytics/shared?timeRange=today', admin.token)).json(),
    );
    expect(today.map((item) => item.id)).toEqual([popular]);
  });

  it('gives every day of the range for the chart, zeros included, in the zone', async () => {
    const res = await call('/analytics/daily?timeRange=last7days&source=shared', admin.token);
    expect(res.statusCode).toBe(200);
    const daily = ZAnalyticsDaily.parse(res.json());
    expect(daily.days).toHaveLength(7);
    const today = now.toISOString().slice(0, 10);
    expect(daily.days.at(-1)).toEqual({ date: today, views: 3, uniqueVisitors: 2 });
    expect(daily.days.at(-2)).toMatchObject({ views: 1, uniqueVisitors: 1 });
    expect(daily.days[0]).toMatchObject({ views: 1, uniqueVisitors: 1 });
    expect(daily.days.slice(1, 5).every((day) => day.views === 0)).toBe(true);
    const both = ZAnalyticsDaily.parse((await call('/analytics/daily?timeRange=today', admin.token)).json());
    expect(both).toMatchObject({ source: 'all', days: [{ date: today, views: 5, uniqueVisitors: 3 }] });
    const month = ZAnalyticsDaily.parse((await call('/analytics/daily', admin.token)).json());
    expect(month.days).toHaveLength(30);
  });

  it('reports searches per help center: top, without results and without a click', async () => {
    const searches = ZAnalyticsSearches.parse((await call('/analytics/searches', admin.token)).json());
    expect(searches.helpCenters).toHaveLength(1);
    const center = searches.helpCenters[0]!;
    expect(center).toMatchObject({ id: helpCenter.id, name: 'Docs', totalSearches: 17 });
    expect(center.topQueries.map((q) => q.query)).toEqual(['reset password', 'invoice', 'export']);
    expect(center.noResults).toEqual([{ query: 'invoice', searches: 5, empty: 5, opened: 0 }]);
    expect(center.noClicks.map((q) => q.query)).toEqual(['export']);
    const all = ZAnalyticsSearches.parse(
      (await call('/analytics/searches?timeRange=alltime', admin.token)).json(),
    );
    expect(all.helpCenters[0]?.noResults.map((q) => q.query)).toEqual(['ancient', 'invoice']);
  });

  it('lists the least helpful articles first', async () => {
    const res = ZAnalyticsHelpfulness.parse((await call('/analytics/helpfulness', admin.token)).json());
    expect(res.articles).toEqual([
      { id: published, title: 'How to reset a password', helpful: 1, notHelpful: 3 },
      { id: popular, title: secretTitle, helpful: 4, notHelpful: 1 },
    ]);
  });

  it('splits one UTC day between two days of a zone behind UTC', async () => {
    const other = await registerCompanyAdmin(t.app);
    await buyPlan(t.app, other.token, 'prod_pro');
    await call('/organization/settings', other.token, 'PUT', { timeZone: 'America/New_York' });
    const article = await createArticle(t.app, other.token, { title: 'Evening guide' });
    const today = zoneDay(now, 'America/New_York');
    const midnight = zoneMidnight(today, 'America/New_York');
    // Both on the same UTC day: one a second before New York's midnight, one at it.
    expect(new Date(midnight.getTime() - 1000).toISOString().slice(0, 10)).toBe(
      midnight.toISOString().slice(0, 10),
    );
    for (const [visitor, at] of [
      ['late', new Date(midnight.getTime() - 1000)],
      ['early', midnight],
    ] as const) {
      await recordView(t, { articleId: article, organizationId: other.organizationId, visitor, at });
    }
    const daily = ZAnalyticsDaily.parse(
      (await call('/analytics/daily?timeRange=last7days', other.token)).json(),
    );
    expect(daily.days.slice(-2)).toEqual([
      { date: addDays(today, -1), views: 1, uniqueVisitors: 1 },
      { date: today, views: 1, uniqueVisitors: 1 },
    ]);
    const todayTotals = ZAnalyticsTotals.parse(
      (await call('/analytics/shared/total?timeRange=today', other.token)).json(),
    );
    expect(todayTotals).toMatchObject({ totalViews: 1, uniqueVisitors: 1 });
  });

  it('refuses an unknown range', async () => {
    expect((await call('/analytics?timeRange=forever', admin.token)).statusCode).toBe(400);
  });

  it('shows another organization nothing of this one, on every call', async () => {
    const urls = [
      '/analytics?timeRange=alltime',
      '/analytics/shared?timeRange=alltime',
      '/analytics/total?timeRange=alltime',
      '/analytics/shared/total?timeRange=alltime',
      '/analytics/daily?timeRange=alltime',
      '/analytics/searches?timeRange=alltime',
      '/analytics/helpfulness?timeRange=alltime',
    ];
    for (const url of urls) {
      const res = await call(url, outsider.token);
      expect(res.statusCode, url).toBe(200);
      for (const secret of [popular, quiet, published, secretTitle, helpCenter.id, 'invoice', sharingId]) {
        expect(res.body, url).not.toContain(secret);
      }
    }
    const totals = ZAnalyticsTotals.parse(
      (await call('/analytics/shared/total?timeRange=alltime', outsider.token)).json(),
    );
    expect(totals).toMatchObject({ totalViews: 0, uniqueVisitors: 0 });
    const daily = ZAnalyticsDaily.parse(
      (await call('/analytics/daily?timeRange=alltime', outsider.token)).json(),
    );
    expect(daily.days.every((day) => day.views === 0)).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/analytics' })).statusCode).toBe(401);
  });
});
