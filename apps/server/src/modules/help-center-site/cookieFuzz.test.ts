import { randomUUID } from 'node:crypto';
import type { HelpCenter } from '@support/shared';
import * as shared from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { publish } from '../public-site/testSupport';
import { accessCookieName, readCookie } from './access';

/**
 * Whatever a client puts in its Cookie header (bad percent-encoding, NUL and control bytes, an
 * 8 KB value, 200 cookies, the access cookie's own name with garbage) no route answers with a 5xx:
 * the public site (which reads the access cookie) and every /v1 endpoint of the contract.
 */
describe('cookies a client makes up', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let open: HelpCenter;
  let guarded: HelpCenter;
  let sharingId: string;
  let articleSlug: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    open = (await call('POST', '/help-centers', { name: 'Open Help', description: null })).json();
    guarded = (await call('POST', '/help-centers', { name: 'Guarded Help', description: null })).json();
    await call('POST', `/help-centers/${open.id}/publish`);
    await call('POST', `/help-centers/${guarded.id}/publish`);
    await call('PUT', `/help-centers/${guarded.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'a long reader password',
    });
    const articleId = await createArticle(t.app, admin.token, { title: 'Reset your password' });
    sharingId = await publish(t.app, admin.token, articleId);
    for (const center of [open, guarded]) {
      const group = (
        await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Accounts' })
      ).json();
      await call('POST', `/public-groups/groups/${group.id}/articles/${articleId}`);
    }
    const home = await t.app.inject({ method: 'GET', url: `/docs/${open.slug}` });
    articleSlug = /href="\/docs\/[^/"]+\/articles\/([^"]+)"/.exec(home.body)?.[1] ?? 'unknown';
  });
  afterAll(() => t.close());

  const cookieHeaders = () => {
    const names = [accessCookieName(guarded.id), accessCookieName(open.id), 'token', 'session'];
    const values = [
      '%E0%A4%A',
      '%',
      '%%%',
      '\u0001\u001f\u007f',
      'a\u0000b',
      'x'.repeat(8 * 1024),
      '1.%ZZ',
      '99999999999999999999999.abc',
      '-1.',
      '"quoted"',
      '=;=;=',
    ];
    const headers = names.flatMap((name) => values.map((value) => `${name}=${value}`));
    headers.push(Array.from({ length: 200 }, (_, i) => `c${i}=%E0%A4%A${i}`).join('; '));
    headers.push(';;;; ;=; =x; %=%', `${accessCookieName(guarded.id)}`);
    return headers;
  };

  it('reads a malformed access cookie as no cookie', () => {
    expect(readCookie('hc_x=%E0%A4%A', 'hc_x')).toBe('%E0%A4%A');
    expect(readCookie('a=1; hc_x=2.abc', 'hc_x')).toBe('2.abc');
    expect(readCookie(undefined, 'hc_x')).toBeUndefined();
  });

  it('answers every public page without a 5xx', async () => {
    const paths = [
      '/',
      '/login',
      `/shared/${sharingId}`,
      `/shared/${randomUUID()}`,
      '/robots.txt',
      '/sitemap.xml',
      ...[open, guarded].flatMap((center) => [
        `/docs/${center.slug}`,
        `/docs/${center.slug}/articles/${articleSlug}`,
        `/docs/${center.slug}/search?q=password`,
        `/docs/${center.slug}/sitemap.xml`,
        `/docs/${center.slug}/llms.txt`,
        `/docs/${center.slug}/access`,
        `/docs/${center.slug}/nothing-here`,
      ]),
    ];
    for (const cookie of cookieHeaders()) {
      for (const url of paths) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, `${url} with Cookie ${cookie.slice(0, 40)}`).toBeLessThan(500);
      }
      const tried = await t.app.inject({
        method: 'POST',
        url: `/docs/${guarded.slug}/access`,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'password=wrong',
        remoteAddress: `198.51.100.${cookie.length % 250}`,
      });
      expect(tried.statusCode).toBeLessThan(500);
    }
  });

  it('answers every /v1 endpoint of the contract without a 5xx', async () => {
    const endpoints = Object.entries(shared)
      .filter(([name, value]) => name.endsWith('Api') && typeof value === 'object' && value)
      .flatMap(([, api]) => Object.values(api as Record<string, { method?: string; path?: string }>))
      .filter((e): e is { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string } =>
        Boolean(e?.method && e.path),
      );
    expect(endpoints.length).toBeGreaterThan(100);
    const cookies = cookieHeaders().filter((_, i) => i % 4 === 0);
    for (const endpoint of endpoints) {
      const url = `/v1${endpoint.path.replace(/:[A-Za-z]+/g, randomUUID())}`;
      for (const cookie of cookies) {
        const res = await t.app.inject({ method: endpoint.method, url, headers: { cookie } });
        expect(res.statusCode, `${endpoint.method} ${url}`).toBeLessThan(500);
      }
    }
  });
});
