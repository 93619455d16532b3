import type { HelpCenter } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  buyPlan,
  createArticle,
  multipartFile,
  type RegisteredUser,
  registerTrialAdmin,
  TINY_PNG,
} from '../../../test/factories';

describe('the public help center', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let center: HelpCenter;
  const titles = { placed: 'Reset your password', draft: 'Secret roadmap', loose: 'Not in a group' };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
  const page = (path = '', cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/docs/${center.slug}${path}`, headers: cookie ? { cookie } : {} });
  const enter = (password: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: `/docs/${center.slug}/access`,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password }).toString(),
    });
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie']).split(';')[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (
      await call('POST', '/help-centers', { name: 'Acme Help', description: 'Answers for Acme' })
    ).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Accounts' })
    ).json();
    await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Empty group' });
    for (const title of Object.values(titles)) {
      const id = await createArticle(t.app, admin.token, { title });
      await call('POST', `/help-articles/${id}/publish`);
      if (title !== titles.loose) await call('POST', `/public-groups/groups/${group.id}/articles/${id}`);
      // Placed, then taken off the web: it must not show.
      if (title === titles.draft) await call('POST', `/help-articles/${id}/unpublish`);
    }
    await call('PUT', `/help-centers/${center.id}/links`, {
      links: [{ title: 'System status', subtitle: 'Is it up?', url: 'status.example.com', icon: 'info' }],
    });
  });
  afterAll(() => t.close());

  it('serves the home page: brand, quick links and the published articles of its groups', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="en-US">');
    expect(res.body).toContain('Acme Help');
    expect(res.body).toContain('How can we help?');
    expect(res.body).toContain('System status');
    expect(res.body).toContain('href="https://status.example.com"');
    // Its icon (info: a circle and two strokes) is drawn inline.
    expect(res.body).toMatch(/<svg class="hc-icon"[^>]*><circle cx="12" cy="12" r="10"\/>/);
    // Groups and articles open on the help center's own pages, at readable addresses.
    expect(res.body).toMatch(
      new RegExp(`<h3><a href="/docs/${center.slug}/groups/accounts-[0-9a-f]{8}">Accounts</a></h3>`),
    );
    expect(res.body).toMatch(
      new RegExp(
        `<a href="/docs/${center.slug}/articles/reset-your-password-[0-9a-f]{8}">Reset your password</a>`,
      ),
    );
    for (const hidden of [titles.draft, titles.loose, 'Empty group']) expect(res.body).not.toContain(hidden);
    // Text on the default orange is black: white on #FF6B00 fails WCAG AA.
    expect(res.body).toContain('--hc-on-primary:#000000');
    expect(res.headers['cache-control']).toContain('public');
    const again = await t.app.inject({
      method: 'GET',
      url: `/docs/${center.slug}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a slug that is no help center, until one is created under it and published', async () => {
    for (const slug of ['future-help', 'UPPER', '..', 'a'.repeat(90)]) {
      expect((await t.app.inject({ method: 'GET', url: `/docs/${slug}` })).statusCode, slug).toBe(404);
    }
    // The unknown slug was remembered; creating a help center there makes it known at once.
    const future = (await call('POST', '/help-centers', { name: 'Future Help' })).json() as HelpCenter;
    // A new help center waits for an admin to publish it.
    expect((await t.app.inject({ method: 'GET', url: '/docs/future-help' })).statusCode).toBe(404);
    await call('POST', `/help-centers/${future.id}/publish`);
    expect((await t.app.inject({ method: 'GET', url: '/docs/future-help' })).statusCode).toBe(200);
  });

  it('shows a change at once: the page kept in memory is dropped by the change event', async () => {
    expect((await page()).body).not.toContain('Contact us');
    await call('PUT', `/help-centers/${center.id}/links`, {
      links: [{ title: 'Contact us', url: 'https://example.com/contact', icon: 'mail' }],
    });
    expect((await page()).body).toContain('Contact us');
    await call('PUT', `/help-centers/${center.id}/settings`, { primaryColor: '#1d4ed8' });
    expect((await page()).body).toContain('--hc-primary:#1d4ed8;--hc-on-primary:#ffffff');
  });

  it('serves its logo from this server', async () => {
    const upload = multipartFile('logo', 'logo.png', TINY_PNG, 'image/png');
    await t.app.inject({
      method: 'POST',
      url: `/v1/help-centers/${center.id}/logo`,
      headers: { ...upload.headers, ...bearer(admin.token) },
      payload: upload.payload,
    });
    const home = (await page()).body;
    // The name beside the logo is the link's text: the image is decoration.
    expect(home).toContain(`<img src="/docs/${center.slug}/logo" alt=""><span>Acme Help</span>`);
    // The logo is the tab's icon too, instead of the product's.
    expect(home).toContain(`<link rel="icon" href="/docs/${center.slug}/logo">`);
    expect(home).not.toContain('href="/favicon.ico"');
    const logo = await page('/logo');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('behind a password: nothing is shown until the right password, whose cookie is for this help center only', async () => {
    await call('PUT', `/help-centers/${center.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'open sesame',
    });
    const locked = await page();
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toContain('This help center is protected');
    expect(locked.body).not.toContain('Reset your password');
    expect(locked.headers['cache-control']).toBe('private, no-store');
    expect(locked.headers['x-robots-tag']).toBe('noindex');
    expect(String(locked.headers['content-security-policy'])).toContain("form-action 'self'");
    const hiddenLogo = await page('/logo');
    expect(hiddenLogo.statusCode).toBe(404);
    // A browser must not keep that answer: after the password the same address is the image.
    expect(hiddenLogo.headers['cache-control']).toBe('private, no-store');
    expect(locked.body).not.toContain(`/docs/${center.slug}/logo`);

    const wrong = await enter('open says me');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That password is not right');
    const right = await enter('open sesame');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/docs/${center.slug}`);
    expect(String(right.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    expect(String(right.headers['set-cookie'])).toContain(`Path=/docs/${center.slug}`);
    const cookie = cookieOf(right);
    const open = await page('', cookie);
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Reset your password');
    expect(open.headers['cache-control']).toBe('private, no-store');
    // The logo comes with the same cookie (its path covers the whole help center).
    expect((await page('/logo', cookie)).statusCode).toBe(200);

    // The same cookie opens no other help center.
    const other = (await call('POST', '/help-centers', { name: 'Other Help' })).json() as HelpCenter;
    await call('POST', `/help-centers/${other.id}/publish`);
    await call('PUT', `/help-centers/${other.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'open sesame',
    });
    const otherName = cookie.split('=')[0]!.replace(center.id.replace(/-/g, ''), other.id.replace(/-/g, ''));
    const forged = await t.app.inject({
      method: 'GET',
      url: `/docs/${other.slug}`,
      headers: { cookie: `${otherName}=${cookie.split('=')[1]}` },
    });
    expect(forged.statusCode).toBe(401);

    // A new password ends every cookie made with the old one.
    await call('PUT', `/help-centers/${center.id}/settings`, { password: 'new secret' });
    expect((await page('', cookie)).statusCode).toBe(401);
    expect((await page('', cookieOf(await enter('new secret')))).statusCode).toBe(200);
  });

  it('counts password attempts per reader address, in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await enter('guess', '198.51.100.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const refused = await enter('new secret', '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another reader is not held up.
    expect((await enter('new secret', '198.51.100.10')).statusCode).toBe(303);
  });
});
