import type { HelpCenter } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  buyPlan,
  createArticle,
  type RegisteredUser,
  registerTrialAdmin,
} from '../../../test/factories';
import { helpCenterFeedback } from '../../db/schema';
import { renderArticleContent } from '../public-site/state';

/**
 * Drafts and preview (issue 47, item 2): a new help center is for its team only until an admin
 * publishes it; a member previews any of the organization's help centers, published or not,
 * protected or not, and nobody else can.
 */
describe('help center drafts and preview', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let outsider: RegisteredUser;
  let draft: HelpCenter;
  let articlePath: string;

  const api = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  /** Opens a preview link as the browser would: the cookie it sets, for the path it names. */
  const openPreview = async (token: string, centerId: string) => {
    const made = await api(token, 'POST', `/help-centers/${centerId}/preview`);
    expect(made.statusCode, made.body).toBe(200);
    const url = new URL(made.json().url);
    const res = await get(`${url.pathname}${url.search}`);
    return { res, cookie: String(res.headers['set-cookie'] ?? '').split(';')[0]! };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    member = await addMember(t.app, admin, { role: 'MEMBER' });
    outsider = await registerTrialAdmin(t.app);
    await buyPlan(t.app, outsider.token, 'prod_business');
    draft = (await api(admin.token, 'POST', '/help-centers', { name: 'Launch Help' })).json();
    const group = (
      await api(admin.token, 'POST', `/public-groups/help-centers/${draft.id}/groups`, { name: 'Start' })
    ).json();
    const id = await createArticle(t.app, admin.token, { title: 'Upcoming pricing', content: 'Soon.' });
    await api(admin.token, 'POST', `/help-articles/${id}/publish`);
    await renderArticleContent(t.app.ctx, id);
    await api(admin.token, 'POST', `/public-groups/groups/${group.id}/articles/${id}`);
    articlePath = `/docs/${draft.slug}/articles/upcoming-pricing-${id.slice(0, 8)}`;
  });
  afterAll(() => t.close());

  it('starts unpublished: 404 to readers, in no robots.txt, no sitemap, no llms.txt', async () => {
    expect(draft.published).toBe(false);
    for (const path of ['', '/robots.txt', '/sitemap.xml', '/llms.txt', '/search?q=pricing']) {
      const res = await get(`/docs/${draft.slug}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).not.toContain('Launch Help');
    }
    const article = await get(articlePath);
    expect(article.statusCode).toBe(404);
    expect(article.body).not.toContain('Upcoming pricing');
    expect((await get('/robots.txt')).body).not.toContain(draft.slug);
  });

  it('is published and unpublished by an admin only, in one request each, and readers follow at once', async () => {
    const refused = await api(member.token, 'POST', `/help-centers/${draft.id}/publish`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    const foreign = await api(outsider.token, 'POST', `/help-centers/${draft.id}/publish`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'HELP_CENTER_NOT_FOUND' });
    expect((await get(`/docs/${draft.slug}`)).statusCode).toBe(404);

    const published = await api(admin.token, 'POST', `/help-centers/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ id: draft.id, published: true });
    expect((await get(`/docs/${draft.slug}`)).statusCode).toBe(200);
    const robots = await get(`/docs/${draft.slug}/robots.txt`);
    expect(robots.body).toContain(`/docs/${draft.slug}/sitemap.xml`);
    // Read twice: the second answer comes from memory (before Fastify's routes).
    expect((await get(articlePath)).statusCode).toBe(200);
    expect((await get(articlePath)).body).toContain('Upcoming pricing');

    const unpublished = await api(admin.token, 'POST', `/help-centers/${draft.id}/unpublish`);
    expect(unpublished.json()).toMatchObject({ published: false });
    expect((await get(`/docs/${draft.slug}`)).statusCode).toBe(404);
    const gone = await get(articlePath);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Upcoming pricing');
    expect((await api(admin.token, 'GET', `/help-centers/${draft.id}`)).json().published).toBe(false);
  });

  it('lets a member preview it through a short-lived link, with a bar saying it is a preview', async () => {
    const { res, cookie } = await openPreview(member.token, draft.id);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/docs/${draft.slug}`);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain(`Path=/docs/${draft.slug};`);
    expect(setCookie).toContain('HttpOnly');
    for (const path of [`/docs/${draft.slug}`, articlePath]) {
      const page = await get(path, cookie);
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toMatch(
        /<body>\n<div class="hc-preview-bar" role="status"><strong>Preview\.<\/strong>/,
      );
      expect(page.body).toContain('This help center is not published: readers cannot see it yet.');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
    }
    // Every answer of the preview is the member's only (the search page's too): no CDN keeps it.
    const search = await get(`/docs/${draft.slug}/search?q=pricing`, cookie);
    expect(search.statusCode).toBe(200);
    expect(search.headers['cache-control']).toBe('private, no-store');
    expect(search.headers['x-robots-tag']).toBe('noindex');
    // The preview's pages are not what readers get: still a 404 without the cookie, in memory or not.
    expect((await get(articlePath)).statusCode).toBe(404);
    expect((await get(`/docs/${draft.slug}`)).statusCode).toBe(404);
  });

  it("counts no 'Was this helpful?' answer given in a preview: a member looking is not a reader", async () => {
    const { cookie } = await openPreview(member.token, draft.id);
    const answered = await t.app.inject({
      method: 'POST',
      url: `${articlePath}/feedback`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'helpful=no',
    });
    expect(answered.statusCode, answered.body).toBe(303);
    expect(answered.headers.location).toBe(`${articlePath}?thanks=no`);
    const counted = await t.app.ctx.db
      .select()
      .from(helpCenterFeedback)
      .where(eq(helpCenterFeedback.helpCenterId, draft.id));
    expect(counted).toEqual([]);
  });

  it('lets a member past the reader password, and only while the preview lasts', async () => {
    await api(admin.token, 'POST', `/help-centers/${draft.id}/publish`);
    await api(admin.token, 'PUT', `/help-centers/${draft.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'staff only',
    });
    expect((await get(`/docs/${draft.slug}`)).statusCode).toBe(401);
    const { cookie } = await openPreview(member.token, draft.id);
    const page = await get(`/docs/${draft.slug}`, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Launch Help');
    expect(page.body).toContain('past any password');
    t.clock.advance(61 * 60_000);
    expect((await get(`/docs/${draft.slug}`, cookie)).statusCode).toBe(401);
  });

  it('refuses a link that is expired, forged or made for another help center', async () => {
    const made = (await api(member.token, 'POST', `/help-centers/${draft.id}/preview`)).json();
    const link = new URL(made.url);
    t.clock.advance(6 * 60_000);
    const late = await get(`${link.pathname}${link.search}`);
    expect(late.statusCode).toBe(404);
    expect(late.headers['set-cookie']).toBeUndefined();
    for (const token of ['', 'x', '99999999999.forged', `${'9'.repeat(200)}`]) {
      const res = await get(`/docs/${draft.slug}/preview?token=${encodeURIComponent(token)}`);
      expect(res.statusCode, token).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await get('/docs/no-such-center/preview?token=1.x')).statusCode).toBe(404);
  });

  it("never lets another organization's member preview it", async () => {
    const asked = await api(outsider.token, 'POST', `/help-centers/${draft.id}/preview`);
    expect(asked.statusCode).toBe(404);
    expect(asked.json()).toMatchObject({ code: 'HELP_CENTER_NOT_FOUND' });
    // Their own help center's preview, link or cookie, opens nothing of this one.
    const theirs: HelpCenter = (
      await api(outsider.token, 'POST', '/help-centers', { name: 'Rival Help' })
    ).json();
    const made = new URL(
      (await api(outsider.token, 'POST', `/help-centers/${theirs.id}/preview`)).json().url,
    );
    const reused = await get(`/docs/${draft.slug}/preview${made.search}`);
    expect(reused.statusCode).toBe(404);
    expect(reused.headers['set-cookie']).toBeUndefined();
    const { cookie } = await openPreview(outsider.token, theirs.id);
    expect((await get(`/docs/${theirs.slug}`, cookie)).statusCode).toBe(200);
    const value = cookie.slice(cookie.indexOf('=') + 1);
    const renamed = `hcp_${draft.id.replace(/-/g, '')}=${value}`;
    const page = await get(`/docs/${draft.slug}`, renamed);
    expect(page.statusCode).toBe(401);
    expect(page.body).not.toContain('Upcoming pricing');
  });
});
