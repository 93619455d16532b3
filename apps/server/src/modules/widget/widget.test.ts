import { gunzipSync } from 'node:zlib';
import type { HelpCenter } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { LOADER_CACHE_CONTROL } from './loaderRoute';

/** The bound on the loader every customer's page downloads. */
const LOADER_MAX_GZIP = 15 * 1024;

describe('the in-app widget', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let other: RegisteredUser;
  let open: HelpCenter;
  let locked: HelpCenter;
  let draft: HelpCenter;
  let foreign: HelpCenter;
  let articleId: string;

  const call = (user: RegisteredUser, method: 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(user.token), payload: payload as object });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function helpCenter(user: RegisteredUser, name: string, publish: boolean) {
    const center: HelpCenter = (await call(user, 'POST', '/help-centers', { name })).json();
    if (publish) await call(user, 'POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call(user, 'POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Billing' })
    ).json();
    const id = await createArticle(t.app, user.token, {
      title: `Download invoices ${name}`,
      content: 'Open Billing and press **Download**. Each invoice is a PDF.',
    });
    await call(user, 'POST', `/help-articles/${id}/publish`);
    await call(user, 'POST', `/public-groups/groups/${group.id}/articles/${id}`);
    return { center, id };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    other = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    await buyPlan(t.app, other.token, 'prod_business');
    ({ center: open, id: articleId } = await helpCenter(admin, 'Acme', true));
    ({ center: locked } = await helpCenter(admin, 'Locked', true));
    await call(admin, 'PUT', `/help-centers/${locked.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'open sesame',
    });
    ({ center: draft } = await helpCenter(admin, 'Draft', false));
    ({ center: foreign } = await helpCenter(other, 'Foreign', true));
  });
  afterAll(() => t?.close());

  it('serves a loader under 15 KB gzip, cached briefly with an ETag, loadable by any site', async () => {
    const res = await get('/widget.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(LOADER_CACHE_CONTROL);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.rawPayload.length).toBeLessThanOrEqual(LOADER_MAX_GZIP);
    const source = gunzipSync(res.rawPayload).toString();
    expect(source).toContain('/docs/{slug}');
    expect(source).not.toMatch(/document\.cookie|localStorage/);
    const again = await get('/widget.js', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('gives the loader an open help center’s launcher settings, to any origin', async () => {
    const res = await get(`/docs/${open.slug}/widget/config.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = res.json();
    expect(body).toMatchObject({ panel: `/docs/${open.slug}/widget`, label: 'Help', position: 'right' });
    expect(body.color).toMatch(/^#[0-9a-f]{3,6}$/i);
  });

  it('shows nothing of a protected or unpublished help center, and no unknown one', async () => {
    for (const center of [locked, draft]) {
      for (const path of ['widget/config.json', 'widget', 'widget/search.json?q=invoice']) {
        const res = await get(`/docs/${center.slug}/${path}`);
        expect(res.statusCode, `${center.name} ${path}`).toBe(404);
        expect(res.body).not.toContain('Download invoices');
      }
    }
    expect((await get('/docs/no-such-center/widget')).statusCode).toBe(404);
  });

  it('serves the panel framable by any site, with its one script by hash, no cookies set', async () => {
    const res = await get(`/docs/${open.slug}/widget?path=/billing/invoices`);
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toMatch(/script-src 'sha256-[^']+';/);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('role="dialog"');
    expect(res.body).toContain('aria-label="Close help"');
    expect(res.body).toContain('Download invoices Acme');
    expect(res.body).toContain('?embed=1&amp;widget=1');
    // The help center's other pages keep their own policy.
    const home = await get(`/docs/${open.slug}`);
    expect(String(home.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('opens an article asked by id, only one of this help center', async () => {
    const res = await get(`/docs/${open.slug}/widget?article=${articleId}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(new RegExp(`^/docs/${open.slug}/articles/.+\\?embed=1&widget=1$`));
    // Another organization's help center does not open this one's article.
    const elsewhere = await get(`/docs/${foreign.slug}/widget?article=${articleId}`);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).not.toContain('Download invoices Acme');
  });

  it('searches as JSON with links into the panel, only this help center’s articles', async () => {
    const res = await get(`/docs/${open.slug}/widget/search.json?q=invoi`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { title: string }) => r.title)).toEqual(['Download invoices Acme']);
    expect(body.results[0].url).toContain('embed=1&widget=1');
    expect(body.results[0].snippet).toContain('<mark>');
    const foreignRes = (await get(`/docs/${foreign.slug}/widget/search.json?q=invoi`)).json();
    expect(foreignRes.results.map((r: { title: string }) => r.title)).toEqual(['Download invoices Foreign']);
  });

  it('embeds an article without header or footer, framable, reporting its height', async () => {
    const page = await get(`/docs/${open.slug}/widget?article=${articleId}`);
    const address = String(page.headers.location).replace('&widget=1', '');
    const res = await get(address);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Each invoice is a PDF.');
    expect(res.body).not.toContain('class="hc-top"');
    expect(res.body).not.toContain('class="hc-foot"');
    expect(res.body).toContain('support:height');
    expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
    // The page itself is unchanged, and announces its oEmbed.
    const full = await get(address.replace('?embed=1', ''));
    expect(full.body).toContain('class="hc-top"');
    expect(full.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(full.body).toContain('type="application/json+oembed"');
  });

  it('answers oEmbed JSON for a public article only', async () => {
    const page = await get(`/docs/${open.slug}/widget?article=${articleId}`);
    const path = String(page.headers.location).replace('?embed=1&widget=1', '');
    const origin = 'http://localhost:3000';
    const oembed = (url: string, format = 'json') =>
      get(`/oembed?url=${encodeURIComponent(url)}&format=${format}`, { host: 'localhost:3000' });
    const res = await oembed(`${origin}${path}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: '1.0', type: 'rich', title: 'Download invoices Acme' });
    expect(res.json().html).toMatch(/^<iframe src="[^"]+\?embed=1"/);
    expect((await oembed(`${origin}${path}`, 'xml')).statusCode).toBe(501);
    const lockedPage = path.replace(open.slug, locked.slug);
    expect((await oembed(`${origin}${lockedPage}`)).statusCode).toBe(404);
    expect((await oembed(`https://evil.example${path}`)).statusCode).toBe(404);
    expect((await get('/oembed?url=')).statusCode).toBe(400);
  });
});
