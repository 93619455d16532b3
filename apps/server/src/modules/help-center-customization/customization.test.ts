import {
  CUSTOM_CSS_MAX_BYTES,
  type HelpCenter,
  ZCustomization,
  ZCustomizationPreview,
  ZSavedCustomization,
} from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, buyPlan, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

/**
 * Settings → Customization (issue 47 item 5): the help center's header and footer links and its
 * custom CSS, saved by an admin in one request, and on every public page, sanitised.
 */
describe('a help center’s customization', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let stranger: RegisteredUser;
  let center: HelpCenter;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload: payload as object });
  const save = (payload: unknown, token = admin.token, id = center.id) =>
    call('PUT', `/help-centers/${id}/customization`, token, payload);
  const read = async () =>
    ZCustomization.parse((await call('GET', `/help-centers/${center.id}/customization`, admin.token)).json());
  const page = async (path = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/docs/${center.slug}${path}` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  const draft = {
    headerLinks: [
      { label: ' Pricing ', url: 'acme.example/pricing' },
      { label: 'Blog', url: 'https://blog.acme.example' },
    ],
    footerLinks: [
      { label: 'Privacy', url: 'https://acme.example/privacy' },
      { label: 'Status', url: 'http://status.acme.example' },
      { label: 'Contact', url: 'mailto:help@acme.example' },
    ],
    customCss: `.hc-top { border-bottom: 4px solid #f60 }
.hc-footer-links a { background: url(https://tracker.example/pixel.gif) }
@import url(https://evil.example/x.css);
.hc-hero::after { content: "</style><script>alert(1)</script>" }`,
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    member = await addMember(t.app, admin);
    stranger = await registerTrialAdmin(t.app);
    center = (
      await call('POST', '/help-centers', admin.token, { name: 'Acme Help', description: null })
    ).json();
    await call('POST', `/help-centers/${center.id}/publish`, admin.token);
  });
  afterAll(() => t.close());

  it('starts empty, and saves links and sanitised CSS in one request', async () => {
    expect(await read()).toEqual({ headerLinks: [], footerLinks: [], customCss: '' });
    const res = await save(draft);
    expect(res.statusCode, res.body).toBe(200);
    const saved = ZSavedCustomization.parse(res.json());
    expect(saved.headerLinks).toEqual([
      { label: 'Pricing', url: 'https://acme.example/pricing' },
      { label: 'Blog', url: 'https://blog.acme.example' },
    ]);
    expect(saved.footerLinks.map((link) => link.url)).toEqual([
      'https://acme.example/privacy',
      'http://status.acme.example',
      'mailto:help@acme.example',
    ]);
    expect(saved.customCss).toContain('border-bottom: 4px solid #f60;');
    expect(saved.customCss).not.toMatch(/url|import|</i);
    expect(saved.removed).toHaveLength(2);
    const { removed: _removed, ...stored } = saved;
    expect(await read()).toEqual(stored);
  });

  it('shows the links and the CSS on the public pages, after the theme', async () => {
    await save(draft);
    for (const path of ['', '/search?q=x', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url: `/docs/${center.slug}${path}` });
      const body = res.body;
      expect(body, path).toMatch(
        /<nav class="hc-header-links" aria-label="Links"><ul><li><a href="https:\/\/acme\.example\/pricing" rel="noopener">Pricing<\/a><\/li>/,
      );
      expect(body, path).toContain(
        '<nav class="hc-footer-links" aria-label="More links"><ul><li><a href="https://acme.example/privacy" rel="noopener">Privacy</a></li>',
      );
      expect(body, path).toContain('<a href="mailto:help@acme.example" rel="noopener">Contact</a>');
      const styles = [...body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
      // The theme's element, then the customization's, which holds the custom CSS.
      expect(styles).toHaveLength(2);
      expect(styles[1]![1]).toContain('.hc-top {\n  border-bottom: 4px solid #f60;\n}');
      expect(styles[1]![1]).not.toMatch(/url\(|@import|tracker\.example/);
      // Exactly one script element: the JSON-LD data, never the one in the CSS.
      expect(body).not.toContain('<script>alert(1)');
      expect(body).not.toContain('tracker.example');
      // The policy lets inline styles apply (no hash needed) and loads nothing from elsewhere.
      expect(res.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
    }
  });

  it('takes links and CSS off the pages when they are emptied', async () => {
    await save(draft);
    expect((await save({ headerLinks: [], footerLinks: [], customCss: '' })).statusCode).toBe(200);
    const body = await page();
    expect(body).not.toContain('hc-header-links');
    expect(body).not.toContain('hc-footer');
    expect(body).not.toContain('hc-custom-css');
  });

  it.each([
    ['a javascript: link', { headerLinks: [{ label: 'x', url: 'javascript:alert(1)' }] }],
    ['a data: link', { footerLinks: [{ label: 'x', url: 'data:text/html,<b>x</b>' }] }],
    ['an empty mailto:', { footerLinks: [{ label: 'x', url: 'mailto:' }] }],
    ['a label over 40 characters', { headerLinks: [{ label: 'x'.repeat(41), url: 'https://a.example' }] }],
    ['an empty label', { headerLinks: [{ label: '  ', url: 'https://a.example' }] }],
    [
      'seven header links',
      { headerLinks: Array.from({ length: 7 }, (_, i) => ({ label: `L${i}`, url: 'https://a.example' })) },
    ],
    [
      'thirteen footer links',
      { footerLinks: Array.from({ length: 13 }, (_, i) => ({ label: `L${i}`, url: 'https://a.example' })) },
    ],
  ])('refuses %s with 400, and keeps what was saved', async (_name, change) => {
    await save(draft);
    const before = await read();
    const res = await save({ ...draft, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(await read()).toEqual(before);
  });

  it('refuses CSS over 20 KB with its own code, and keeps what was saved', async () => {
    await save(draft);
    const before = await read();
    const res = await save({ ...draft, customCss: `a{color:red}${' '.repeat(CUSTOM_CSS_MAX_BYTES)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'CUSTOM_CSS_TOO_LARGE',
      message: 'The custom CSS can be at most 20 KB',
    });
    expect(await read()).toEqual(before);
    // Far beyond: refused before the body is read into the sanitiser.
    const huge = await save({ ...draft, customCss: 'a'.repeat(CUSTOM_CSS_MAX_BYTES * 5) });
    expect(huge.statusCode).toBe(400);
  });

  it('previews a draft as the home page, sanitised, without saving it', async () => {
    await save({ headerLinks: [], footerLinks: [], customCss: '' });
    const res = await call('POST', `/help-centers/${center.id}/customization/preview`, admin.token, draft);
    expect(res.statusCode, res.body).toBe(200);
    const preview = ZCustomizationPreview.parse(res.json());
    expect(preview.html).toContain('<nav class="hc-header-links"');
    expect(preview.html).toContain('border-bottom: 4px solid #f60;');
    expect(preview.html).not.toContain('tracker.example');
    expect(preview.html).not.toContain('<script');
    expect(preview.removed).toHaveLength(2);
    expect(await read()).toEqual({ headerLinks: [], footerLinks: [], customCss: '' });
    expect(await page()).not.toContain('hc-header-links');
  });

  it('previews a help center readers cannot see yet (unpublished), for its admin', async () => {
    const draftCenter: HelpCenter = (
      await call('POST', '/help-centers', admin.token, { name: 'Not Yet', description: null })
    ).json();
    expect((await t.app.inject({ method: 'GET', url: `/docs/${draftCenter.slug}` })).statusCode).toBe(404);
    const res = await call(
      'POST',
      `/help-centers/${draftCenter.id}/customization/preview`,
      admin.token,
      draft,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().html).toContain('<span>Not Yet</span>');
  });

  it('is for admins of the organization only', async () => {
    for (const token of [member.token, stranger.token]) {
      const expected = token === member.token ? 403 : 404;
      expect((await call('GET', `/help-centers/${center.id}/customization`, token)).statusCode).toBe(
        expected,
      );
      expect((await save(draft, token)).statusCode).toBe(expected);
      expect(
        (await call('POST', `/help-centers/${center.id}/customization/preview`, token, draft)).statusCode,
      ).toBe(expected);
    }
    // Another organization's admin finds nothing, and changes nothing.
    await save({ headerLinks: [], footerLinks: [], customCss: '' });
    const theirs = await save(draft, stranger.token);
    expect(theirs.json()).toMatchObject({ code: 'HELP_CENTER_NOT_FOUND' });
    expect((await read()).headerLinks).toEqual([]);
  });
});
