import type { HelpCenter } from '@support/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, registerTrialAdmin } from '../../../test/factories';
import { shareViews, viewDayVisitors } from '../../db/schema';
import { flushShareViews } from '../public-site/state';
import { getPage, sharedArticle } from '../public-site/testSupport';
import { clientOf, VIEWS_PER_MINUTE } from './viewBudget';

const onPostgres = inject('testDb').kind === 'postgres';
/** A browser whose version changes with every request: each a new visitor before the budget. */
const browser = (i: number) => `Mozilla/5.0 (X11; Linux x86_64; rv:${i}.0) Gecko/20100101 Firefox/${i}.0`;

async function viewsOf(t: TestApp, organizationId: string) {
  const db = t.app.ctx.db;
  const [row] = await db
    .select({
      views: sql<number>`coalesce(sum(${shareViews.views}), 0)::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(shareViews)
    .where(eq(shareViews.organizationId, organizationId));
  const [marks] = await db
    .select({ rows: sql<number>`count(*)::int` })
    .from(viewDayVisitors)
    .where(eq(viewDayVisitors.organizationId, organizationId));
  return { views: row!.views, rows: row!.rows, marks: marks!.rows };
}

describe('the per-address budget of counted views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('counts at most 60 views a minute of a shared page from one address, however many user agents', async () => {
    const { writer, sharingId } = await sharedArticle(t.app);
    const from = (address: string, i: number) =>
      getPage(t.app, `/shared/${sharingId}`, { 'user-agent': browser(i), 'x-forwarded-for': address });
    for (let i = 0; i < 500; i++) expect((await from('198.51.100.60', i)).statusCode).toBe(200);
    // Another reader in the same minute is counted as usual.
    expect((await from('198.51.100.61', 1)).statusCode).toBe(200);
    await flushShareViews(t.app.ctx);
    // The day's rows grow with the counted views only: 61 visitors, 61 rows and daily marks.
    expect(await viewsOf(t, writer.organizationId)).toEqual({ views: 61, rows: 61, marks: 61 });
    // The next minute the address has its budget again.
    t.clock.advance(60_000);
    expect((await from('198.51.100.60', 1)).statusCode).toBe(200);
    await flushShareViews(t.app.ctx);
    expect((await viewsOf(t, writer.organizationId)).views).toBe(62);
  });

  it('counts at most 60 views a minute across a help center’s pages from one address', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    const call = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/v1${url}`, headers: bearer(admin.token), payload });
    const center = (await call('/help-centers', { name: 'Budget Help' })).json() as HelpCenter;
    await call(`/help-centers/${center.id}/publish`);
    const group = (await call(`/public-groups/help-centers/${center.id}/groups`, { name: 'All' })).json();
    for (const title of ['First page', 'Second page']) {
      const id = await createArticle(t.app, admin.token, { title });
      await call(`/help-articles/${id}/publish`);
      await call(`/public-groups/groups/${group.id}/articles/${id}`);
    }
    const home = (await getPage(t.app, `/docs/${center.slug}`)).body;
    const pages = [...home.matchAll(/href="(\/docs\/[^"]+\/articles\/[^"]+)"/g)].map((match) => match[1]!);
    expect(pages).toHaveLength(2);
    for (let i = 0; i < 500; i++) {
      const res = await getPage(t.app, pages[i % 2]!, {
        'user-agent': browser(i),
        'x-forwarded-for': '2001:db8:43::1',
      });
      expect(res.statusCode).toBe(200);
    }
    // Another address of the same IPv6 /64 is the same client.
    await getPage(t.app, pages[0]!, { 'user-agent': browser(1), 'x-forwarded-for': '2001:db8:43::ffff:2' });
    await flushShareViews(t.app.ctx);
    expect(await viewsOf(t, admin.organizationId)).toEqual({ views: VIEWS_PER_MINUTE, rows: 60, marks: 60 });
  });

  it('takes an IPv6 client as its /64', () => {
    expect(clientOf('2001:db8:43:0:1:2:3:4')).toBe('2001:db8:43:0::/64');
    expect(clientOf('2001:DB8:0043::9')).toBe('2001:db8:43:0::/64');
    expect(clientOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientOf('192.0.2.1')).toBe('192.0.2.1');
  });

  // Two app instances (two servers) on one PostgreSQL database; PGlite is one process by design.
  it.runIf(onPostgres)('holds the budget across servers', async () => {
    const second = await createTestApp({ env: { TRUST_PROXY: 'true' }, database: t.database });
    second.clock.set(t.clock.now());
    try {
      const { writer, sharingId } = await sharedArticle(t.app);
      for (const [i, app] of [t, second, t, second].entries()) {
        for (let j = 0; j < 40; j++) {
          const headers = { 'user-agent': browser(i * 100 + j), 'x-forwarded-for': '198.51.100.62' };
          await getPage(app.app, `/shared/${sharingId}`, headers);
        }
        await flushShareViews(app.app.ctx);
      }
      expect((await viewsOf(t, writer.organizationId)).views).toBe(VIEWS_PER_MINUTE);
    } finally {
      await second.close();
    }
  });
});
