import http from 'node:http';
import type { Article, HelpCenter } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  buyPlan,
  createArticle,
  type RegisteredUser,
  registerTrialAdmin,
  TINY_PNG,
  uploadImage,
} from '../../../test/factories';
import { listen } from '../../../test/socket';
import { publish } from './testSupport';

/** A GET over a real socket: a page kept in memory is answered by the fast path, before Fastify. */
function fetchStatus(port: number, path: string) {
  return new Promise<number>((resolve, reject) => {
    const req = http.get({ port, host: '127.0.0.1', path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

/**
 * Issue 43: an article in a password-protected help center is not readable through its shared
 * link, unless an admin keeps that link public; the answer follows every change at once, also for
 * a page the shared-page cache already holds.
 */
describe('the shared link of an article in a protected help center', () => {
  let t: TestApp;
  let port: number;
  let admin: RegisteredUser;
  let center: HelpCenter;
  let groupId: string;
  let articleId: string;
  let sharingId: string;
  let imagePath: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token = admin.token,
  ) => t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload: payload as object });
  const protect = (authenticationType: 'PASSWORD' | 'NONE') =>
    call('PUT', `/help-centers/${center.id}/settings`, { authenticationType, password: 'open sesame' });
  const keepPublic = (value: boolean, token = admin.token) =>
    call('PUT', `/help-articles/${articleId}/shared-link`, { keepPublic: value }, token);
  /** The page twice (the second from memory) and its image: each status. */
  const statuses = async () => [
    await fetchStatus(port, `/shared/${sharingId}`),
    await fetchStatus(port, `/shared/${sharingId}`),
    await fetchStatus(port, imagePath),
  ];

  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t.app);
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (await call('POST', '/help-centers', { name: 'Staff Handbook' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    groupId = (await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'HR' })).json()
      .id;
    articleId = await createArticle(t.app, admin.token, { title: 'Holiday rules' });
    const upload = await uploadImage(t.app, admin.token, articleId, 'form.png', TINY_PNG, 'image/png');
    const imageId = (upload.json() as { id: string }).id;
    await call('PUT', `/help-articles/${articleId}`, {
      content: `Fill in the form.\n\n![External:${imageId}](form.png)`,
    });
    sharingId = await publish(t.app, admin.token, articleId);
    imagePath = `/shared/${sharingId}/images/external/${imageId}`;
    await call('POST', `/public-groups/groups/${groupId}/articles/${articleId}`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404, page and images, from the moment the help center asks for a password, even for a page kept in memory', async () => {
    // Open help center: the link works, and the page is now held in memory.
    expect(await statuses()).toEqual([200, 200, 200]);
    expect((await call('GET', `/help-articles/${articleId}`)).json().sharedLinkProtection).toBeNull();

    await protect('PASSWORD');
    expect(await statuses()).toEqual([404, 404, 404]);
    const article = (await call('GET', `/help-articles/${articleId}`)).json() as Article;
    expect(article.sharedLinkProtection).toEqual({
      helpCenterName: 'Staff Handbook',
      keptPublic: false,
      canChange: true,
    });

    // The admin keeps the link public on purpose: open again, and closed again when undone.
    const kept = await keepPublic(true);
    expect(kept.statusCode).toBe(200);
    expect((kept.json() as Article).sharedLinkProtection?.keptPublic).toBe(true);
    expect(await statuses()).toEqual([200, 200, 200]);
    await keepPublic(false);
    expect(await statuses()).toEqual([404, 404, 404]);

    // The choice holds within the help center (another group of it), not for a new placement.
    await keepPublic(true);
    const otherGroup = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Travel' })
    ).json().id;
    const moved = await call('PUT', `/public-groups/groups/articles/${articleId}/move`, {
      targetGroupId: otherGroup,
    });
    expect(moved.statusCode).toBe(200);
    expect((await call('GET', `/help-articles/${articleId}`)).json().publicKnowledgeBaseArticleGroupId).toBe(
      otherGroup,
    );
    expect(await statuses()).toEqual([200, 200, 200]);
    // Out of the help center, the link is the article's own again; back in, it is closed again.
    await call('DELETE', `/public-groups/groups/articles/${articleId}`);
    expect(await statuses()).toEqual([200, 200, 200]);
    expect((await call('GET', `/help-articles/${articleId}`)).json().sharedLinkProtection).toBeNull();
    await call('POST', `/public-groups/groups/${groupId}/articles/${articleId}`);
    expect(await statuses()).toEqual([404, 404, 404]);
    expect((await call('GET', `/help-articles/${articleId}`)).json().sharedLinkProtection.keptPublic).toBe(
      false,
    );

    // The password switched off opens the link, though its 404 was remembered.
    await protect('NONE');
    expect(await statuses()).toEqual([200, 200, 200]);
    await protect('PASSWORD');
    expect(await statuses()).toEqual([404, 404, 404]);
  });

  it('is kept public by admins of the organization only', async () => {
    const member = await addMember(t.app, admin);
    const seen = (
      await call('GET', `/help-articles/${articleId}`, undefined, member.token)
    ).json() as Article;
    expect(seen.sharedLinkProtection?.canChange).toBe(false);
    const refused = await keepPublic(true, member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ADMIN_ONLY');

    // An admin of another organization does not even find the article.
    const stranger = await registerTrialAdmin(t.app);
    const foreign = await keepPublic(true, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ARTICLE_NOT_FOUND');
    expect(await fetchStatus(port, `/shared/${sharingId}`)).toBe(404);
  });
});
