import { type HelpCenter, ZAnalyticsSearches } from '@support/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, registerTrialAdmin } from '../../../test/factories';
import { helpCenterSearches, helpCenterSearchOverflow } from '../../db/schema';
import { SearchLog } from './searchLog';
import { SEARCH_ROWS_PER_DAY } from './writeSearchLog';

describe('the bound of the search log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores 1,000 queries a day per help center, and beyond them counts searches without storing them', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    const center = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/help-centers',
        headers: bearer(admin.token),
        payload: { name: 'Searched Help' },
      })
    ).json() as HelpCenter;
    const db = t.app.ctx.db;
    const log = new SearchLog({
      db,
      now: () => t.clock.now(),
      onError: (error) => {
        throw error;
      },
    });
    const search = (query: string, results = 0) =>
      log.searched({
        organizationId: admin.organizationId,
        helpCenterId: center.id,
        language: 'en-US',
        query,
        results,
      });
    for (let i = 0; i < SEARCH_ROWS_PER_DAY; i++) search(`made up ${i}`);
    await log.flush();
    // Beyond the bound: five new queries (one of them twice), and a stored query again.
    for (let i = 0; i < 5; i++) search(`one more ${i}`, i);
    search('one more 0');
    search('made up 7', 3);
    await log.flush();

    const [stored] = await db
      .select({
        rows: sql<number>`count(*)::int`,
        searches: sql<number>`sum(${helpCenterSearches.searches})::int`,
      })
      .from(helpCenterSearches)
      .where(eq(helpCenterSearches.helpCenterId, center.id));
    expect(stored).toEqual({ rows: SEARCH_ROWS_PER_DAY, searches: SEARCH_ROWS_PER_DAY + 1 });
    const overflow = await db
      .select()
      .from(helpCenterSearchOverflow)
      .where(eq(helpCenterSearchOverflow.helpCenterId, center.id));
    // Six searches counted, two of them (one more 0, twice) found nothing.
    expect(overflow).toEqual([expect.objectContaining({ searches: 6, empty: 2 })]);
    // The analytics' total still counts every search.
    const report = await t.app.inject({
      method: 'GET',
      url: '/v1/analytics/searches?timeRange=today',
      headers: bearer(admin.token),
    });
    const totals = ZAnalyticsSearches.parse(report.json()).helpCenters.map((entry) => entry.totalSearches);
    expect(totals).toEqual([SEARCH_ROWS_PER_DAY + 7]);

    // The next day has room again.
    t.clock.advance(86_400_000);
    search('a new day');
    await log.flush();
    const [today] = await db
      .select({ rows: sql<number>`count(*)::int` })
      .from(helpCenterSearches)
      .where(eq(helpCenterSearches.query, 'a new day'));
    expect(today!.rows).toBe(1);
  });
});
