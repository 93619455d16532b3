import http from 'node:http';
import { ZAnalyticsDaily } from '@support/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle } from '../../../test/factories';
import { listen } from '../../../test/socket';
import { shareViews, viewDayVisitors, viewSalts } from '../../db/schema';
import { addDays, zoneMidnight } from '../analytics/timeRange';
import { flushShareViews } from '../public-site/state';
import { FIREFOX, recordView, sharedArticle } from '../public-site/testSupport';
import { ShareViewRecorder } from './shareViews';
import { localDay } from './viewDays';
import { type ViewGroup, writeViewGroups } from './writeShareViews';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The rollups next to the same figures computed again from the visitor rows; equal when they agree. */
async function rollupsAndRecount(t: TestApp, organizationIds: string[]) {
  const orgs = sql.join(
    organizationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = async (query: SQL) =>
    ((await t.app.ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((row) =>
      JSON.stringify(Object.values(row)),
    );
  const pairs = {
    articleDays: [
      sql`select organization_id, source, day::text, article_id, language, views, visitors from article_view_days
        where organization_id in (${orgs}) order by 1, 2, 3, 4, 5`,
      sql`select organization_id, source, viewed_on::text, article_id, language, sum(views)::int, count(*)::int
        from share_views where organization_id in (${orgs}) group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
    ],
    articleTotals: [
      sql`select organization_id, article_id, source, views, visitors from article_view_totals
        where organization_id in (${orgs}) order by 1, 2, 3`,
      sql`select organization_id, article_id, source, sum(views)::int, count(*)::int
        from share_views where organization_id in (${orgs}) group by 1, 2, 3 order by 1, 2, 3`,
    ],
    days: [
      sql`select organization_id, source, day::text, views, visitors from view_days
        where organization_id in (${orgs}) order by 1, 2, 3`,
      sql`select organization_id, source, viewed_on::text, sum(views)::int, count(distinct visitor_hash)::int
        from share_views where organization_id in (${orgs}) group by 1, 2, 3 order by 1, 2, 3`,
    ],
  };
  const rollups: Record<string, string[]> = {};
  const recount: Record<string, string[]> = {};
  for (const [name, [rollup, again]] of Object.entries(pairs)) {
    rollups[name] = await rows(rollup!);
    recount[name] = await rows(again!);
  }
  return { rollups, recount };
}

describe('counting views', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function dailyOf(token: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/analytics/daily?timeRange=last7days&source=shared',
      headers: bearer(token),
    });
    return ZAnalyticsDaily.parse(res.json()).days;
  }

  for (const timeZone of ['Asia/Tokyo', 'America/New_York']) {
    it(`counts a reader once across UTC midnight within one day of ${timeZone}, and again the next day`, async () => {
      const { writer, articleId } = await sharedArticle(t.app);
      const zone = await t.app.inject({
        method: 'PUT',
        url: '/v1/organization/settings',
        headers: bearer(writer.token),
        payload: { timeZone },
      });
      expect(zone.statusCode).toBe(200);
      const utcMidnight = Date.parse(`${addDays(t.clock.now().toISOString().slice(0, 10), 1)}T00:00:00Z`);
      const day = localDay(new Date(utcMidnight), timeZone);
      expect(localDay(new Date(utcMidnight - 60_000), timeZone)).toBe(day);
      const view = (visitor: string, at: number) =>
        recordView(t, { articleId, organizationId: writer.organizationId, visitor, at: new Date(at) });
      // One reader a minute before and a minute after UTC midnight, written apart: one visitor.
      await view('198.51.100.1', utcMidnight - 60_000);
      await view('198.51.100.1', utcMidnight + 60_000);
      // Another, both views waiting in memory together (two quarters of an hour): one visitor too.
      const recorder = new ShareViewRecorder({
        db: t.app.ctx.db,
        now: () => t.clock.now(),
        onError: (error) => {
          throw error;
        },
      });
      const reader = { articleId, organizationId: writer.organizationId, language: 'en' };
      const headers = { 'user-agent': FIREFOX };
      t.clock.set(new Date(utcMidnight - 60_000));
      recorder.record({ ...reader, ip: '198.51.100.2', headers });
      t.clock.set(new Date(utcMidnight + 60_000));
      recorder.record({ ...reader, ip: '198.51.100.2', headers });
      await recorder.flush();
      const rows = await t.app.ctx.db.select().from(shareViews).where(eq(shareViews.articleId, articleId));
      expect(rows.map((row) => [row.viewedOn, row.views])).toEqual([
        [day, 2],
        [day, 2],
      ]);
      // The same reader after their own midnight: a new day, a new salt, a new visitor.
      const nextMidnight = zoneMidnight(addDays(day, 1), timeZone).getTime();
      await view('198.51.100.1', nextMidnight - 1000);
      await view('198.51.100.1', nextMidnight);
      t.clock.set(new Date(nextMidnight + HOUR));
      const days = await dailyOf(writer.token);
      expect(days.slice(-2)).toEqual([
        { date: day, views: 5, uniqueVisitors: 2 },
        { date: addDays(day, 1), views: 1, uniqueVisitors: 1 },
      ]);
    });
  }

  it("puts the next views on the new time zone's day as soon as the setting is saved", async () => {
    const { writer, articleId } = await sharedArticle(t.app);
    // 20:00 UTC is already the next day in Tokyo.
    const evening = Date.parse(`${t.clock.now().toISOString().slice(0, 10)}T20:00:00Z`);
    const utcDay = localDay(new Date(evening), 'UTC');
    const view = { articleId, organizationId: writer.organizationId, visitor: '198.51.100.9' };
    await recordView(t, { ...view, at: new Date(evening) });
    const zone = await t.app.inject({
      method: 'PUT',
      url: '/v1/organization/settings',
      headers: bearer(writer.token),
      payload: { timeZone: 'Asia/Tokyo' },
    });
    expect(zone.statusCode).toBe(200);
    // A minute later, long before any kept zone would run out.
    await recordView(t, { ...view, at: new Date(evening + 60_000) });
    const rows = await t.app.ctx.db.select().from(shareViews).where(eq(shareViews.articleId, articleId));
    expect(rows.map((row) => row.viewedOn).sort()).toEqual([utcDay, addDays(utcDay, 1)]);
  });

  it('salts each day at random, once for every process, and forgets the salt when the day is over', async () => {
    const { writer, articleId } = await sharedArticle(t.app);
    const day = localDay(t.clock.now(), 'UTC');
    // A second recorder stands for another server process on the same database.
    const other = new ShareViewRecorder({ db: t.app.ctx.db, now: () => t.clock.now(), onError: () => {} });
    const view = { articleId, organizationId: writer.organizationId, visitor: '198.51.100.7' };
    await recordView(t, view);
    other.record({ ...view, language: 'en', ip: view.visitor, headers: { 'user-agent': FIREFOX } });
    await other.flush();
    const [salt] = await t.app.ctx.db.select().from(viewSalts).where(eq(viewSalts.day, day));
    expect(salt?.salt).toMatch(/^[\w-]{43}$/);
    const rows = await t.app.ctx.db.select().from(shareViews).where(eq(shareViews.articleId, articleId));
    expect(rows.map((row) => row.views)).toEqual([2]);
    const counted = await t.app.ctx.db
      .select()
      .from(viewDayVisitors)
      .where(eq(viewDayVisitors.organizationId, writer.organizationId));
    expect(counted).toHaveLength(1);

    // Two days later, every zone's copy of that day is over: its salt and its list of visitors go.
    const later = new Date(t.clock.now().getTime() + 2 * DAY);
    await recordView(t, { ...view, at: later });
    const salts = (await t.app.ctx.db.select().from(viewSalts)).map((row) => row.day);
    expect(salts).not.toContain(day);
    expect(salts).toContain(localDay(later, 'UTC'));
    const left = await t.app.ctx.db
      .select()
      .from(viewDayVisitors)
      .where(eq(viewDayVisitors.organizationId, writer.organizationId));
    expect(left.map((row) => row.day)).toEqual([localDay(later, 'UTC')]);
    // The counts stay.
    const { rollups, recount } = await rollupsAndRecount(t, [writer.organizationId]);
    expect(rollups).toEqual(recount);
    expect(rollups.days).toHaveLength(2);
  });

  it('loses none of a burst of 2,000 real requests from 500 readers, and its rollups match its visitor rows', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    const port = await listen(t.app);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const get = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          { port, host: '127.0.0.1', path: `/shared/${sharingId}`, headers, agent },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
    expect(await get({})).toBe(200);
    const statuses: Promise<number>[] = [];
    const flushes: Promise<void>[] = [];
    for (let i = 0; i < 2000; i++) {
      const reader = i % 500;
      statuses.push(
        get({
          'user-agent': reader % 2 === 0 ? FIREFOX : `${FIREFOX} Reader/${reader % 7}`,
          'x-forwarded-for': `10.${reader % 3}.${Math.floor(reader / 3)}.1`,
        }),
      );
      // Writes start while the burst goes on: views recorded meanwhile wait for the next batch.
      if (i % 400 === 399) flushes.push(flushShareViews(t.app.ctx));
    }
    expect(new Set(await Promise.all(statuses))).toEqual(new Set([200]));
    agent.destroy();
    await Promise.all(flushes);
    await flushShareViews(t.app.ctx);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/v1/analytics/shared/article/${articleId}`,
      headers: bearer(writer.token),
    });
    expect(stats.json()).toEqual({ totalViews: 2000, uniqueVisitors: 500 });
    const { rollups, recount } = await rollupsAndRecount(t, [writer.organizationId]);
    expect(rollups).toEqual(recount);
    expect(rollups.days).toEqual([expect.stringContaining(',2000,500]')]);
  });

  it('keeps the rollups equal to the visitor rows through mixed and concurrent writes', async () => {
    const first = await sharedArticle(t.app);
    const second = await sharedArticle(t.app);
    const articles = [
      { organizationId: first.writer.organizationId, articleId: first.articleId },
      { organizationId: second.writer.organizationId, articleId: second.articleId },
      {
        organizationId: second.writer.organizationId,
        articleId: await createArticle(t.app, second.writer.token, { title: 'Another' }),
      },
    ];
    const today = localDay(t.clock.now(), 'UTC');
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      // The high bits: the low ones of this generator repeat quickly.
      return Math.floor((seed / 2 ** 31) * n);
    };
    const batch = (): ViewGroup[] => {
      const groups = new Map<string, ViewGroup>();
      for (let i = 0; i < 60; i++) {
        const article = articles[random(articles.length)]!;
        const group: ViewGroup = {
          ...article,
          source: random(2) === 0 ? 'SHARED' : 'HELP_CENTER',
          language: ['en', 'de'][random(2)]!,
          viewedOn: addDays(today, random(3)),
          visitorHash: `visitor-${random(25)}`,
          firstAt: t.clock.now(),
          count: 1 + random(4),
        };
        const key = `${group.articleId}|${group.source}|${group.language}|${group.viewedOn}|${group.visitorHash}`;
        groups.set(key, group);
      }
      return [...groups.values()];
    };
    for (let round = 0; round < 5; round++) {
      await writeViewGroups(t.app.ctx.db, batch());
      // Several at once: on PostgreSQL each on a connection of its own, meeting on the same rows.
      await Promise.all(
        [batch(), batch(), batch(), batch()].map((groups) => writeViewGroups(t.app.ctx.db, groups)),
      );
    }
    const organizations = [first.writer.organizationId, second.writer.organizationId];
    const { rollups, recount } = await rollupsAndRecount(t, organizations);
    expect(rollups).toEqual(recount);
    expect(rollups.articleDays!.length).toBeGreaterThan(20);
  });
});
