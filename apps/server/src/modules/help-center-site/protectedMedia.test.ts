import type { HelpCenter } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  buyPlan,
  createArticle,
  type RegisteredUser,
  registerTrialAdmin,
  TINY_PNG,
  uploadImage,
} from '../../../test/factories';
import { articles, steps } from '../../db/schema';
import { publish } from '../public-site/testSupport';

/**
 * Issue 43: a protected help center's pages and media never hand out the sharing id (which would
 * outlast a change of password); its images come from its own address, for readers let in only.
 * Behind a trusted proxy, as a custom domain with TLS is: the access cookie is Secure over https.
 */
describe("a protected help center's article media", () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let center: HelpCenter;
  let articleId: string;
  let sharingId: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
  const get = (path: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  const enter = (password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/docs/${center.slug}/access`,
      remoteAddress: '203.0.113.7',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ password }).toString(),
    });
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie']).split(';')[0]!;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (await call('POST', '/help-centers', { name: 'Staff Handbook' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'HR' })
    ).json();
    articleId = await createArticle(t.app, admin.token, { title: 'Holiday rules' });
    const upload = await uploadImage(t.app, admin.token, articleId, 'form.png', TINY_PNG, 'image/png');
    const imageId = (upload.json() as { id: string }).id;
    // A step of the active version, as the recorder makes them.
    const [row] = await t.app.ctx.db.select().from(articles).where(eq(articles.id, articleId));
    const stepKey = `organizations/${row!.organizationId}/articles/${articleId}/steps/step-0.png`;
    await t.app.ctx.storage.put(stepKey, TINY_PNG, 'image/png');
    await t.app.ctx.db.insert(steps).values({
      organizationId: row!.organizationId,
      articleVersionId: row!.activeVersionId!,
      index: 0,
      imageProcessedKey: stepKey,
    });
    await call('PUT', `/help-articles/${articleId}`, {
      content: `Open the form.\n\n![Step 1](step1.png)\n\n![External:${imageId}](form.png)`,
    });
    sharingId = await publish(t.app, admin.token, articleId);
    await call('POST', `/public-groups/groups/${group.id}/articles/${articleId}`);
    const linking = await createArticle(t.app, admin.token, {
      title: 'Travel rules',
      content: `Days off work as in [the holiday rules](article:${articleId}).`,
    });
    await publish(t.app, admin.token, linking);
    await call('POST', `/public-groups/groups/${group.id}/articles/${linking}`);
    await call('PUT', `/help-centers/${center.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'open sesame',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves pages without the sharing id and images at its own address, for readers let in only', async () => {
    const cookie = cookieOf(await enter('open sesame'));
    const home = await get(`/docs/${center.slug}`, cookie);
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain(sharingId);
    const path = new RegExp(`href="(/docs/${center.slug}/articles/[^"]+)"`).exec(home.body)?.[1];
    expect(path).toBeDefined();
    const page = await get(path!, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Open the form.');
    expect(page.body).not.toContain(sharingId);
    expect(page.body).not.toContain('/shared/');

    const sources = [...page.body.matchAll(/<img src="([^"]+)"/g)].map((match) =>
      match[1]!.replace(/&amp;/g, '&'),
    );
    expect(sources).toEqual([
      expect.stringMatching(new RegExp(`^/docs/${center.slug}/images/${articleId}/steps/[0-9a-f-]{36}\\?v=`)),
      expect.stringMatching(
        new RegExp(`^/docs/${center.slug}/images/${articleId}/external/[0-9a-f-]{36}\\?v=`),
      ),
    ]);
    for (const src of sources) {
      const image = await get(src, cookie);
      expect(image.statusCode, src).toBe(200);
      expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
      expect(image.headers['cache-control']).toBe('private, max-age=600');
      expect((await get(src)).statusCode, src).toBe(404);
    }
    // The old addresses, with the sharing id, are gone.
    const old = sources[1]!.replace(`/images/${articleId}/`, `/images/${sharingId}/`);
    expect((await get(old, cookie)).statusCode).toBe(404);

    // A new password ends what the old cookie reached, images included.
    await call('PUT', `/help-centers/${center.id}/settings`, { password: 'new secret' });
    for (const src of sources) expect((await get(src, cookie)).statusCode, src).toBe(404);
    const fresh = cookieOf(await enter('new secret'));
    for (const src of sources) expect((await get(src, fresh)).statusCode, src).toBe(200);
  });

  it('links its articles to one another at its own addresses, though their shared links are closed', async () => {
    await call('PUT', `/help-centers/${center.id}/settings`, { password: 'open sesame' });
    const cookie = cookieOf(await enter('open sesame'));
    const home = (await get(`/docs/${center.slug}`, cookie)).body;
    const pathOf = (slug: string) =>
      new RegExp(`href="(/docs/${center.slug}/articles/${slug}-[0-9a-f]{8})"`).exec(home)?.[1];
    const travel = await get(pathOf('travel-rules')!, cookie);
    expect(travel.statusCode).toBe(200);
    expect(travel.body).toContain(`<a href="${pathOf('holiday-rules')}">the holiday rules</a>`);
    expect(travel.body).not.toContain(sharingId);
  });

  it('sets a Secure access cookie when the reader came over https, and none over plain http', async () => {
    await call('PUT', `/help-centers/${center.id}/settings`, { password: 'open sesame' });
    const overHttps = await enter('open sesame', { 'x-forwarded-proto': 'https' });
    expect(overHttps.statusCode).toBe(303);
    expect(String(overHttps.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const overHttp = await enter('open sesame');
    expect(overHttp.statusCode).toBe(303);
    expect(String(overHttp.headers['set-cookie'])).toContain('HttpOnly');
    expect(String(overHttp.headers['set-cookie'])).not.toContain('Secure');
  });
});
