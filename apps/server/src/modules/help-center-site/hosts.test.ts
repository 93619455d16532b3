import type { HelpCenter } from '@support/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, registerTrialAdmin } from '../../../test/factories';

describe('help centers at DOCS_URL’s own address', () => {
  let t: TestApp;
  let center: HelpCenter;
  let call: (method: 'POST' | 'PUT', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  const DOCS = 'https://help.example.com';
  const onDocs = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'help.example.com', ...headers } });

  beforeAll(async () => {
    t = await createTestApp({ env: { DOCS_URL: DOCS, PUBLIC_URL: 'https://app.example.com' } });
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    call = (method, url, payload) =>
      t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
    center = (await call('POST', '/help-centers', { name: 'Acme Help' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Billing' })
    ).json();
    const id = await createArticle(t.app, admin.token, {
      title: 'Set up billing',
      content: 'Billing needs an admin.',
    });
    await call('POST', `/help-articles/${id}/publish`);
    await call('POST', `/public-groups/groups/${group.id}/articles/${id}`);
  });
  afterAll(() => t.close());

  it('serves the help centers there without /docs, linking to that address', async () => {
    const home = await onDocs(`/${center.slug}`);
    expect(home.statusCode).toBe(200);
    const article = /href="(\/acme-help\/articles\/set-up-billing-[0-9a-f]{8})"/.exec(home.body)?.[1];
    expect(article).toBeDefined();
    expect(home.body).toContain(`action="/${center.slug}/search"`);
    const page = await onDocs(article!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${DOCS}${article}">`);
    expect((await onDocs(`/${center.slug}/sitemap.xml`)).body).toContain(`<loc>${DOCS}${article}</loc>`);
    expect((await onDocs(`/${center.slug}/search?q=billing`)).body).toContain('Set up billing</a>');
  });

  it('keeps /docs on the app’s own address, and leaves the app’s own paths alone on DOCS_URL’s', async () => {
    const home = await t.app.inject({
      method: 'GET',
      url: `/docs/${center.slug}`,
      headers: { host: 'app.example.com' },
    });
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(/href="\/docs\/acme-help\/articles\/set-up-billing-[0-9a-f]{8}"/);
    // The same address on another host is not a help center.
    expect(
      (await t.app.inject({ method: 'GET', url: `/${center.slug}`, headers: { host: 'app.example.com' } }))
        .statusCode,
    ).not.toBe(200);
    expect((await onDocs('/v1/health')).statusCode).toBe(200);
    expect((await onDocs('/shared/unknown')).statusCode).toBe(404);
    expect((await onDocs('/no-such-help-center')).statusCode).toBe(404);
    // robots.txt names the sitemaps at DOCS_URL.
    expect((await onDocs('/robots.txt')).body).toContain(`Sitemap: ${DOCS}/${center.slug}/sitemap.xml`);
  });

  it('serves a help center at the root of its own domain, which one help center may have', async () => {
    const saved = await call('PUT', `/help-centers/${center.id}/settings`, {
      customDomain: ' Help.Acme.test ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.customDomain).toBe('help.acme.test');
    const onDomain = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { host: 'help.acme.test' } });
    // Not before it is verified (domainVerification.test.ts has the DNS check): an operator marks it.
    expect(saved.json().publicUrl).toBe(`${DOCS}/${center.slug}`);
    expect((await onDomain('/')).statusCode).toBe(404);
    const operator = await registerSuperAdmin(t);
    const url = `/admin/help-centers/${center.id}/domain-verification/verify`;
    expect((await apiCall(t)('POST', url, operator.token)).statusCode).toBe(200);
    expect((await call('PUT', `/help-centers/${center.id}/settings`, {})).json().publicUrl).toBe(
      'https://help.acme.test',
    );
    // The domains are read again after the change event: at once here, a moment later on another server.
    await expect.poll(async () => (await onDomain('/')).statusCode).toBe(200);
    const home = await onDomain('/');
    expect(home.body).toContain('<a class="hc-brand" href="/">');
    const article = /href="(\/articles\/set-up-billing-[0-9a-f]{8})"/.exec(home.body)?.[1];
    expect(article).toBeDefined();
    const page = await onDomain(article!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="http://help.acme.test${article}">`);
    expect((await onDomain('/search?q=billing')).body).toContain('Set up billing</a>');
    expect((await onDomain('/shared/unknown')).statusCode).toBe(404);
    // Crawlers of the domain find its sitemap there.
    const robots = await onDomain('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: http://help.acme.test/sitemap.xml');
    expect((await onDomain('/sitemap.xml')).body).toContain(`<loc>http://help.acme.test${article}</loc>`);

    // Refused: not a domain, this server's own address, another help center's domain.
    for (const customDomain of [
      'https://help.acme.test/',
      'help',
      '1.2.3.4',
      'help.acme.test:8080',
      'app.example.com',
    ]) {
      const refused = await call('PUT', `/help-centers/${center.id}/settings`, { customDomain });
      expect(refused.statusCode, customDomain).toBe(400);
      expect(refused.json().message, customDomain).toBeTruthy();
    }
    const other: HelpCenter = (await call('POST', '/help-centers', { name: 'Other Help' })).json();
    const taken = await call('PUT', `/help-centers/${other.id}/settings`, { customDomain: 'help.acme.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CUSTOM_DOMAIN_TAKEN' });

    // Removed: the domain serves nothing any more.
    const cleared = await call('PUT', `/help-centers/${center.id}/settings`, { customDomain: '' });
    expect(cleared.json().settings.customDomain).toBeNull();
    await expect.poll(async () => (await onDomain('/')).statusCode).toBe(404);
  });
});
