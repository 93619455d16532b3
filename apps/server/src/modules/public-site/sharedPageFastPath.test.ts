import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { listen } from '../../../test/socket';
import { flushShareViews, renderArticleContent } from './state';
import { editArticle, FIREFOX, sharedArticle } from './testSupport';

type Answer = {
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
};

/** Headers that depend on the moment or the connection, not on the page. */
const TRANSPORT = ['date', 'connection', 'keep-alive', 'transfer-encoding'];

function comparable(answer: Answer) {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !TRANSPORT.includes(name)),
  );
  return { status: answer.status, headers, body: answer.body.toString('base64') };
}

/** A request over a real socket, bytes as sent (no decompression). */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function settings(t: TestApp) {
  return async (method: string, path: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url: path,
      headers,
      remoteAddress: '127.0.0.1',
    });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  };
}

describe('the shared page from memory, before Fastify', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // Links from the request's host, behind a trusted proxy: the fast path must read both as Fastify does.
    t = await createTestApp({ env: { PUBLIC_URL: undefined, TRUST_PROXY: 'true' } });
    port = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers exactly what the route answers, for every encoding, revalidation, HEAD and language', async () => {
    const { sharingId } = await sharedArticle(t.app, {
      title: 'Export a report',
      content: 'Open **Reports**.',
    });
    const page = `/shared/${sharingId}`;
    const viaRoute = settings(t);
    // The first request renders the page into memory (through the route).
    const first = await send(port, 'GET', page);
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);

    const cases: [string, string, Record<string, string>][] = [
      ['GET', page, {}],
      ['GET', page, { 'accept-encoding': 'gzip, deflate, br' }],
      ['GET', page, { 'accept-encoding': 'gzip' }],
      ['GET', page, { 'accept-encoding': 'br;q=0, gzip;q=0' }],
      ['GET', page, { 'if-none-match': etag }],
      ['GET', page, { 'if-none-match': `W/${etag}`, 'accept-encoding': 'br' }],
      ['HEAD', page, { 'accept-encoding': 'br' }],
      ['GET', `${page}?lang=de`, {}],
      ['GET', `${page}?lang=xx-yy`, {}],
      ['GET', page, { host: 'localhost:4000', 'x-forwarded-proto': 'https' }],
      ['GET', page, { 'x-forwarded-host': 'evil.example' }],
    ];
    for (const [method, path, headers] of cases) {
      // Each host allowed for links is a page of its own (its links): the first request renders it.
      await send(port, 'GET', path, headers);
      const before = t.app.fastPaths.answered;
      const fast = await send(port, method, path, headers);
      expect(t.app.fastPaths.answered, `${method} ${path} ${JSON.stringify(headers)}`).toBe(before + 1);
      const routed = await viaRoute(method, path, { host: `127.0.0.1:${port}`, ...headers });
      const request = { method, path, sent: headers };
      expect({ request, ...comparable(fast) }).toEqual({ request, ...comparable(routed) });
    }
    // Links come from an allowed host only, never from a forwarded one that is not.
    const forged = await send(port, 'GET', page, { 'x-forwarded-host': 'evil.example' });
    expect(forged.body.toString()).not.toContain('evil.example');
    const proxied = await send(port, 'GET', page, { host: 'localhost:4000', 'x-forwarded-proto': 'https' });
    expect(proxied.body.toString()).toContain(`content="https://localhost:4000/shared/${sharingId}"`);
  });

  it('leaves everything it does not hold to the routes: other queries, odd paths, bodies, unknown pages', async () => {
    const { sharingId } = await sharedArticle(t.app);
    await send(port, 'GET', `/shared/${sharingId}`);
    const before = t.app.fastPaths.answered;
    const routed = [
      await send(port, 'GET', `/shared/${sharingId}?lang=de&utm_source=mail`),
      await send(port, 'GET', `/shared/${sharingId}/`),
      await send(port, 'GET', '/shared/unknown-sharing-id'),
      await send(port, 'POST', `/shared/${sharingId}`),
      await send(port, 'GET', `/shared/${sharingId}`, { 'transfer-encoding': 'chunked' }),
    ];
    expect(t.app.fastPaths.answered).toBe(before);
    // The address with a trailing slash is the route's 301 to the one without it (issue 47).
    expect(routed.map((answer) => answer.status)).toEqual([200, 301, 404, 404, 200]);
  });

  it('counts its readers like the route, by the forwarded client address', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    const page = `/shared/${sharingId}`;
    await send(port, 'GET', page, { 'user-agent': 'Firefox', 'x-forwarded-for': '198.51.100.1' });
    const before = t.app.fastPaths.answered;
    await send(port, 'GET', page, { 'user-agent': 'Firefox', 'x-forwarded-for': '198.51.100.1' });
    await send(port, 'GET', page, { 'user-agent': 'Firefox', 'x-forwarded-for': '198.51.100.2, 10.0.0.1' });
    await send(port, 'GET', page, { 'user-agent': 'Googlebot/2.1', 'x-forwarded-for': '198.51.100.3' });
    await send(port, 'HEAD', page, { 'user-agent': 'Firefox', 'x-forwarded-for': '198.51.100.4' });
    expect(t.app.fastPaths.answered).toBe(before + 4);
    await flushShareViews(t.app.ctx);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/v1/analytics/shared/article/${articleId}`,
      headers: bearer(writer.token),
    });
    expect(stats.json()).toEqual({ totalViews: 3, uniqueVisitors: 2 });
  });

  it('leaves out robots, programs and prefetches and counts a revalidation, exactly like the route', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    const page = `/shared/${sharingId}`;
    const etag = String((await send(port, 'HEAD', page)).headers.etag);
    const reader = { 'user-agent': FIREFOX, 'x-forwarded-for': '198.51.100.10' };
    const requests: Record<string, string>[] = [
      reader,
      // The page from the browser's cache: a view, by the same visitor on the same day.
      { ...reader, 'if-none-match': etag },
      { ...reader, 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
      { ...reader, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0.0.0 Safari/537.36' },
      { 'x-forwarded-for': '198.51.100.10' },
      { ...reader, 'sec-purpose': 'prefetch' },
      { ...reader, purpose: 'prefetch' },
      { ...reader, 'x-purpose': 'preview' },
      { ...reader, 'x-moz': 'prefetch' },
    ];
    const stats = async () => {
      await flushShareViews(t.app.ctx);
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/analytics/shared/article/${articleId}`,
        headers: bearer(writer.token),
      });
      return res.json();
    };
    const before = t.app.fastPaths.answered;
    const fast = await Promise.all(requests.map((headers) => send(port, 'GET', page, headers)));
    expect(t.app.fastPaths.answered).toBe(before + requests.length);
    expect(await stats()).toEqual({ totalViews: 2, uniqueVisitors: 1 });
    const viaRoute = settings(t);
    // inject sends a user agent of its own unless given one: an empty one stands for none.
    const routed = await Promise.all(
      requests.map((headers) =>
        viaRoute('GET', page, { host: `127.0.0.1:${port}`, 'user-agent': '', ...headers }),
      ),
    );
    expect(routed.map((answer) => answer.status)).toEqual(fast.map((answer) => answer.status));
    expect(fast.map((answer) => answer.status)).toEqual([200, 304, 200, 200, 200, 200, 200, 200, 200]);
    // The route hashes the same reader into the same visitor.
    expect(await stats()).toEqual({ totalViews: 4, uniqueVisitors: 1 });
  });

  it('shows an edit at once: the changed page is rendered again, then served from memory', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app, { content: 'Old text.' });
    const page = `/shared/${sharingId}`;
    await send(port, 'GET', page);
    expect((await send(port, 'GET', page)).body.toString()).toContain('Old text.');
    expect((await editArticle(t.app, writer.token, articleId, { content: 'New text.' })).statusCode).toBe(
      200,
    );
    await renderArticleContent(t.app.ctx, articleId);
    expect((await send(port, 'GET', page)).body.toString()).toContain('New text.');
    const before = t.app.fastPaths.answered;
    expect((await send(port, 'GET', page)).body.toString()).toContain('New text.');
    expect(t.app.fastPaths.answered).toBe(before + 1);
  });
});
