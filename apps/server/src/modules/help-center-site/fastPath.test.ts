import http from 'node:http';
import type { HelpCenter } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, type ChatRequest, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { listen } from '../../../test/socket';
import { flushShareViews } from '../public-site/state';
import { FIREFOX } from '../public-site/testSupport';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Headers that depend on the moment or the connection, not on the page. */
const TRANSPORT = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
const comparable = (answer: Answer) => ({
  status: answer.status,
  headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !TRANSPORT.includes(name))),
  body: answer.body.toString('base64'),
});

/** A request over a real socket (through the fast path when it holds the page), bytes as sent. */
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

/** The stand-in "translates" into German by prefixing each piece; markers stay. */
const toGerman = (request: ChatRequest) => {
  const user = request.messages.find((message) => message.role === 'user')?.content ?? '{}';
  return JSON.stringify({
    texts: (JSON.parse(user) as { texts: string[] }).texts.map((text) => `DE ${text}`),
  });
};

/**
 * A help center's article page from memory, before Fastify (issue 14 "Speed"): the same answer as
 * the route for every way of asking, the same readers counted, and everything it does not hold
 * (a protected site, an old address, a query) left to the routes.
 */
describe('help center article pages from memory, before Fastify', () => {
  let t: TestApp;
  let ai: AiStandIn;
  let port: number;
  let admin: RegisteredUser;
  let center: HelpCenter;
  let articleId: string;
  let path: string;
  let groupPage: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
  const viaRoute = async (method: string, url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { host: `127.0.0.1:${port}`, ...headers },
      remoteAddress: '127.0.0.1',
    });
    return { status: res.statusCode, headers: res.headers as http.IncomingHttpHeaders, body: res.rawPayload };
  };

  beforeAll(async () => {
    ai = await startAiStandIn({ kind: 'reply', answer: toGerman });
    // Links from the request's host behind a trusted proxy, a DOCS_URL host of its own: the fast path
    // must read all of them as Fastify does.
    t = await createTestApp({
      env: {
        ...aiEnv(ai),
        PUBLIC_URL: undefined,
        TRUST_PROXY: 'true',
        DOCS_URL: 'http://help.localhost:4000',
      },
    });
    port = await listen(t.app);
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (await call('POST', '/help-centers', { name: 'Acme Help' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Billing' })
    ).json();
    articleId = await createArticle(t.app, admin.token, {
      title: 'Set up billing',
      content: 'Billing needs an admin.',
    });
    await call('POST', `/help-articles/${articleId}/publish`);
    await call('POST', `/public-groups/groups/${group.id}/articles/${articleId}`);
    expect(
      (await call('POST', '/organization/settings/translation-languages/add', { language: 'de' })).statusCode,
    ).toBe(200);
    await t.jobs.runUntilIdle();
    const home = (await send(port, 'GET', `/docs/${center.slug}`)).body.toString();
    path = /href="(\/docs\/acme-help\/articles\/set-up-billing-[0-9a-f]{8})"/.exec(home)![1]!;
    groupPage = /href="(\/docs\/acme-help\/groups\/billing-[0-9a-f]{8})"/.exec(home)![1]!;
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  it('answers exactly what the route answers: encodings, revalidation, HEAD, languages, hosts', async () => {
    const first = await send(port, 'GET', path);
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    const german = path
      .replace('/articles/', '/de-DE/articles/')
      .replace('set-up-billing', 'de-set-up-billing');
    const onDocsHost = path.replace('/docs', '');
    const cases: [string, string, Record<string, string>][] = [
      ['GET', path, {}],
      ['GET', path, { 'accept-encoding': 'gzip, deflate, br' }],
      ['GET', path, { 'accept-encoding': 'gzip' }],
      ['GET', path, { 'if-none-match': etag }],
      ['GET', path, { 'if-none-match': `W/${etag}`, 'accept-encoding': 'br' }],
      ['HEAD', path, { 'accept-encoding': 'br' }],
      ['GET', german, {}],
      ['GET', path, { host: 'localhost:4000', 'x-forwarded-proto': 'https' }],
      ['GET', path, { 'x-forwarded-host': 'evil.example' }],
      ['GET', onDocsHost, { host: 'help.localhost:4000' }],
    ];
    for (const [method, url, headers] of cases) {
      // Each address links differently, so each is a page of its own: the first request renders it.
      await send(port, 'GET', url, headers);
      const before = t.app.fastPaths.answered;
      const fast = await send(port, method, url, headers);
      expect(t.app.fastPaths.answered, `${method} ${url} ${JSON.stringify(headers)}`).toBe(before + 1);
      const routed = await viaRoute(method, url, headers);
      const request = { method, url, sent: headers };
      expect({ request, ...comparable(fast) }).toEqual({ request, ...comparable(routed) });
    }
    expect((await send(port, 'GET', german)).body.toString()).toContain('DE Billing needs an admin.');
    const forged = await send(port, 'GET', path, { 'x-forwarded-host': 'evil.example' });
    expect(forged.body.toString()).not.toContain('evil.example');
    const docs = await send(port, 'GET', onDocsHost, { host: 'help.localhost:4000' });
    expect(docs.body.toString()).toContain(
      `<link rel="canonical" href="http://help.localhost:4000${onDocsHost}">`,
    );
  });

  it('answers the home and group pages as the route does, and leaves previews and old addresses to it', async () => {
    const home = `/docs/${center.slug}`;
    const cases: [string, string, Record<string, string>][] = [
      ['GET', home, {}],
      ['GET', home, { 'accept-encoding': 'br' }],
      ['HEAD', home, { 'accept-encoding': 'gzip' }],
      ['GET', `${home}/de-DE`, {}],
      ['GET', groupPage, {}],
      ['GET', groupPage, { 'accept-encoding': 'gzip, br' }],
      ['GET', groupPage.replace('/groups/', '/de-DE/groups/'), {}],
      ['GET', groupPage.replace('/docs', ''), { host: 'help.localhost:4000' }],
    ];
    for (const [method, url, headers] of cases) {
      await send(port, 'GET', url, headers);
      const before = t.app.fastPaths.answered;
      const fast = await send(port, method, url, headers);
      expect(t.app.fastPaths.answered, `${method} ${url} ${JSON.stringify(headers)}`).toBe(before + 1);
      const routed = await viaRoute(method, url, headers);
      const request = { method, url, sent: headers };
      expect({ request, ...comparable(fast) }).toEqual({ request, ...comparable(routed) });
    }
    expect((await send(port, 'GET', home)).body.toString()).toContain('Billing');

    const before = t.app.fastPaths.answered;
    const renamed = groupPage.replace('billing', 'old-name');
    const routed = [
      await send(port, 'GET', `${home}/`),
      await send(port, 'GET', renamed),
      await send(port, 'GET', `${home}/groups/unknown-00000000`),
      await send(port, 'GET', `${home}?q=x`),
    ];
    expect(t.app.fastPaths.answered).toBe(before);
    expect(routed.map((answer) => answer.status)).toEqual([301, 301, 404, 200]);
    expect(routed[1]!.headers.location).toBe(groupPage);

    // A member's preview of the published site gets the preview bar from the route, not the readers' page.
    const link = (await call('POST', `/help-centers/${center.id}/preview`)).json() as { url: string };
    const address = new URL(link.url);
    const opened = await send(port, 'GET', address.pathname + address.search, { host: address.host });
    const cookie = String(opened.headers['set-cookie'] ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^hcp_/);
    const previewed = await send(port, 'GET', groupPage, { cookie });
    expect(t.app.fastPaths.answered).toBe(before);
    expect(previewed.body.toString()).toContain('hc-preview-bar');
  });

  it('leaves to the routes what it does not hold: queries, old addresses, unknown pages, protected sites', async () => {
    await send(port, 'GET', path);
    const renamed = path.replace('set-up-billing', 'old-title');
    const before = t.app.fastPaths.answered;
    const routed = [
      await send(port, 'GET', `${path}?sq=billing`),
      await send(port, 'GET', `${path}?thanks=1`),
      await send(port, 'GET', `${path}/`),
      await send(port, 'GET', renamed),
      await send(port, 'GET', `/docs/${center.slug}/articles/unknown-00000000`),
      await send(port, 'GET', path.replace('/articles/', '/xx-YY/articles/')),
    ];
    expect(t.app.fastPaths.answered).toBe(before);
    expect(routed.map((answer) => answer.status)).toEqual([200, 200, 301, 301, 404, 404]);
    // The trailing slash is one address too many: the route sends the reader to the page.
    expect(routed[2]!.headers.location).toBe(path);
    expect(routed[3]!.headers.location).toBe(path);

    // Behind a password the route asks for it, whatever memory holds.
    await call('PUT', `/help-centers/${center.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'open sesame 42',
    });
    const locked = await send(port, 'GET', path);
    expect(locked.status).toBe(401);
    expect(t.app.fastPaths.answered).toBe(before);
    await call('PUT', `/help-centers/${center.id}/settings`, { authenticationType: 'NONE' });
    expect((await send(port, 'GET', path)).status).toBe(200);
  });

  it("keeps one organization's pages in memory when another organization changes", async () => {
    const other = await registerTrialAdmin(t.app);
    await buyPlan(t.app, other.token, 'prod_business');
    const asOther = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
      t.app.inject({ method, url: `/v1${url}`, headers: bearer(other.token), payload: payload as object });
    const otherCenter = (await asOther('POST', '/help-centers', { name: 'Globex Help' })).json();
    await asOther('POST', `/help-centers/${otherCenter.id}/publish`);
    const group = (
      await asOther('POST', `/public-groups/help-centers/${otherCenter.id}/groups`, { name: 'Start' })
    ).json();
    const otherArticle = await createArticle(t.app, other.token, { title: 'Sign in', content: 'Use SSO.' });
    await asOther('POST', `/help-articles/${otherArticle}/publish`);
    await asOther('POST', `/public-groups/groups/${group.id}/articles/${otherArticle}`);
    const otherHome = (await send(port, 'GET', `/docs/${otherCenter.slug}`)).body.toString();
    const otherPath = /href="(\/docs\/globex-help\/articles\/sign-in-[0-9a-f]{8})"/.exec(otherHome)![1]!;
    await send(port, 'GET', path);
    await send(port, 'GET', otherPath);

    // The other organization changes its settings: its pages are read anew, this one's stay in memory.
    expect((await asOther('PUT', '/organization/settings', { name: 'Globex Corp' })).statusCode).toBe(200);
    const before = t.app.fastPaths.answered;
    expect((await send(port, 'GET', path)).status).toBe(200);
    expect(t.app.fastPaths.answered).toBe(before + 1);
    expect((await send(port, 'GET', otherPath)).status).toBe(200);
    expect(t.app.fastPaths.answered).toBe(before + 1);
  });

  it('counts readers like the route, and not the page a "Was this helpful?" answer returns to', async () => {
    const stats = async () => {
      await flushShareViews(t.app.ctx);
      const res = await call('GET', '/analytics?timeRange=today');
      return res.json().find((item: { id: string }) => item.id === articleId);
    };
    const start = (await stats()) ?? { totalViews: 0, uniqueVisitors: 0 };
    const reader = { 'user-agent': FIREFOX, 'x-forwarded-for': '198.51.100.20' };
    await send(port, 'GET', path, reader);
    const before = t.app.fastPaths.answered;
    await send(port, 'GET', path, reader);
    await send(port, 'GET', path, { ...reader, 'x-forwarded-for': '198.51.100.21' });
    await send(port, 'GET', path, {
      ...reader,
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    await send(port, 'HEAD', path, reader);
    expect(t.app.fastPaths.answered).toBe(before + 4);
    // Through the route: the same reader, and the page after answering "Was this helpful?".
    await viaRoute('GET', path, reader);
    const thanked = await send(port, 'GET', `${path}?thanks=1`, reader);
    expect(thanked.status).toBe(200);
    const now = await stats();
    expect(now.totalViews - start.totalViews).toBe(4);
    expect(now.uniqueVisitors - start.uniqueVisitors).toBe(2);
  });
});
