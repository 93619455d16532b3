import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { shareViews } from '../../db/schema';
import { flushShareViews } from '../public-site/state';
import { getPage, sharedArticle } from '../public-site/testSupport';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';

async function stats(token: string, articleId: string) {
  await flushShareViews(t.app.ctx);
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/analytics/shared/article/${articleId}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { totalViews: number; uniqueVisitors: number };
}

describe('views of shared articles', () => {
  it('counts every view and each visitor once a day, without cookies, in the sharing statistics', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    const url = `/shared/${sharingId}`;
    expect(await stats(writer.token, articleId)).toEqual({ totalViews: 0, uniqueVisitors: 0 });

    const first = await getPage(t.app, url, { 'user-agent': FIREFOX }, '198.51.100.1');
    await getPage(t.app, url, { 'user-agent': FIREFOX }, '198.51.100.1');
    // Coming back with the page in the browser's cache is a view too.
    const revisit = await getPage(
      t.app,
      url,
      { 'user-agent': FIREFOX, 'if-none-match': String(first.headers.etag) },
      '198.51.100.1',
    );
    expect(revisit.statusCode).toBe(304);
    // Another browser on the same address is another visitor; so is the same browser elsewhere.
    await getPage(t.app, url, { 'user-agent': SAFARI }, '198.51.100.1');
    await getPage(t.app, `${url}?lang=de`, { 'user-agent': FIREFOX }, '198.51.100.2');
    expect(await stats(writer.token, articleId)).toEqual({ totalViews: 5, uniqueVisitors: 3 });

    // Link previews and crawlers, and HEAD requests, are not readers.
    await getPage(t.app, url, { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' });
    await t.app.inject({ method: 'HEAD', url, headers: { 'user-agent': FIREFOX } });
    expect(await stats(writer.token, articleId)).toEqual({ totalViews: 5, uniqueVisitors: 3 });

    // The salt changes every day: yesterday's visitor is counted again today.
    t.clock.advance(24 * 60 * 60 * 1000);
    await getPage(t.app, url, { 'user-agent': FIREFOX }, '198.51.100.1');
    expect(await stats(writer.token, articleId)).toEqual({ totalViews: 6, uniqueVisitors: 4 });
  });

  it('never stores the address or the user agent', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    await getPage(t.app, `/shared/${sharingId}`, { 'user-agent': FIREFOX }, '192.0.2.55');
    await stats(writer.token, articleId);
    const rows = await t.app.ctx.db.select().from(shareViews).where(eq(shareViews.articleId, articleId));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain('192.0.2.55');
    expect(stored).not.toContain('Firefox');
    expect(rows[0]).toMatchObject({
      organizationId: writer.organizationId,
      source: 'SHARED',
      viewedOn: t.clock.now().toISOString().slice(0, 10),
      visitorHash: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('adds a returning visitor’s views to one row a day, however many writes they span', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    const view = () => getPage(t.app, `/shared/${sharingId}`, { 'user-agent': FIREFOX }, '203.0.113.7');
    await view();
    await view();
    expect(await stats(writer.token, articleId)).toEqual({ totalViews: 2, uniqueVisitors: 1 });
    await view();
    expect(await stats(writer.token, articleId)).toEqual({ totalViews: 3, uniqueVisitors: 1 });
    await view();
    await getPage(t.app, `/shared/${sharingId}`, { 'user-agent': SAFARI }, '203.0.113.7');
    expect(await stats(writer.token, articleId)).toEqual({ totalViews: 5, uniqueVisitors: 2 });
    const rows = await t.app.ctx.db.select().from(shareViews).where(eq(shareViews.articleId, articleId));
    expect(rows.map((row) => row.views).sort()).toEqual([1, 4]);
  });

  it('records nothing for a page that is not shared', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/unpublish`,
      headers: bearer(writer.token),
    });
    expect((await getPage(t.app, `/shared/${sharingId}`)).statusCode).toBe(404);
    expect(await stats(writer.token, articleId)).toEqual({ totalViews: 0, uniqueVisitors: 0 });
  });

  it('keeps the views of other articles when one is deleted before its views are written', async () => {
    const kept = await sharedArticle(t.app);
    const gone = await sharedArticle(t.app);
    await getPage(t.app, `/shared/${gone.sharingId}`, { 'user-agent': FIREFOX });
    await getPage(t.app, `/shared/${kept.sharingId}`, { 'user-agent': FIREFOX });
    await getPage(t.app, `/shared/${kept.sharingId}`, { 'user-agent': SAFARI });
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/help-articles/${gone.articleId}`,
      headers: bearer(gone.writer.token),
    });
    expect(await stats(kept.writer.token, kept.articleId)).toEqual({ totalViews: 2, uniqueVisitors: 2 });
  });
});
