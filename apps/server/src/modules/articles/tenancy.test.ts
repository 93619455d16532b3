import { randomUUID } from 'node:crypto';
import { ZArticle, ZArticleList, ZExternalImage } from '@support/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  buyPlan,
  createArticle,
  multipartFile,
  type RegisteredUser,
  registerCompanyAdmin,
  TINY_PNG,
} from '../../../test/factories';

/**
 * Every article and image route, called by an admin and a member of organization B with the ids
 * of organization A: each answers 404 (or lists only B's own), changes nothing in A, and no body
 * names A's articles, people, tags or images.
 */
describe('articles tenancy: another organization learns nothing', () => {
  let t: TestApp;
  let adminA: RegisteredUser;
  let adminB: RegisteredUser;
  let memberB: RegisteredUser;
  let articleA: string;
  let imageA: string;
  let tagA: { id: string; name: string };
  let articleB: string;
  let secrets: string[];
  const titleA = `Alpha secret guide ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    t = await createTestApp();
    adminA = await registerCompanyAdmin(t.app, { firstName: 'Alicia', lastName: 'Atlas' });
    await buyPlan(t.app, adminA.token, 'prod_pro');
    articleA = await createArticle(t.app, adminA.token, {
      title: titleA,
      content: 'alpha confidential body',
    });
    tagA = (await call('POST', '/organization/add-tag', adminA.token, { name: 'alpha-tag' })).json();
    await call('PUT', `/help-articles/${articleA}/tags`, adminA.token, { tags: [tagA.id] });
    await call('POST', `/help-articles/${articleA}/publish`, adminA.token);
    const upload = multipartFile('image', 'alpha-diagram.png', TINY_PNG);
    imageA = ZExternalImage.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/help-articles/${articleA}/external-images`,
          headers: { ...upload.headers, ...bearer(adminA.token) },
          payload: upload.payload,
        })
      ).json(),
    ).id;
    const before = ZArticle.parse((await call('GET', `/help-articles/${articleA}`, adminA.token)).json());
    secrets = [
      titleA,
      'alpha confidential body',
      'Alicia',
      'Atlas',
      adminA.email,
      'alpha-tag',
      'alpha-diagram',
      imageA,
    ];
    secrets.push(before.sharingId!);

    adminB = await registerCompanyAdmin(t.app);
    await buyPlan(t.app, adminB.token, 'prod_pro');
    memberB = await addMember(t.app, adminB);
    articleB = await createArticle(t.app, adminB.token, { title: 'Beta guide' });
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
    return t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  }
  const outsiders = () => [adminB, memberB];
  function expectNothingLearned(res: LightMyRequestResponse) {
    for (const secret of secrets) expect(res.body).not.toContain(secret);
  }

  it('lists only their own organization', async () => {
    for (const outsider of outsiders()) {
      for (const url of ['/help-articles', '/help-articles/public', '/help-articles/private']) {
        const res = await call('GET', url, outsider.token);
        expect(res.statusCode).toBe(200);
        const ids = ZArticleList.parse(res.json()).articles.map((a) => a.id);
        expect(ids).not.toContain(articleA);
        expectNothingLearned(res);
      }
    }
  });

  it('gets 404 from every call on an article of another organization', async () => {
    const upload = multipartFile('image', 'b.png', TINY_PNG);
    const routes: [string, () => Promise<LightMyRequestResponse>][] = [];
    for (const outsider of outsiders()) {
      const token = outsider.token;
      routes.push(
        ['GET /:id', () => call('GET', `/help-articles/${articleA}`, token)],
        ['PUT /:id', () => call('PUT', `/help-articles/${articleA}`, token, { content: 'hacked' })],
        ['PUT /:id/title', () => call('PUT', `/help-articles/${articleA}/title`, token, { title: 'hacked' })],
        ['PUT /:id/tags', () => call('PUT', `/help-articles/${articleA}/tags`, token, { tags: [] })],
        ['POST /:id/publish', () => call('POST', `/help-articles/${articleA}/publish`, token)],
        ['POST /:id/unpublish', () => call('POST', `/help-articles/${articleA}/unpublish`, token)],
        ['GET /:id/download', () => call('GET', `/help-articles/${articleA}/download`, token)],
        ['GET /:id/external-images', () => call('GET', `/help-articles/${articleA}/external-images`, token)],
        [
          'POST /:id/external-images',
          () =>
            t.app.inject({
              method: 'POST',
              url: `/v1/help-articles/${articleA}/external-images`,
              headers: { ...upload.headers, ...bearer(token) },
              payload: upload.payload,
            }),
        ],
        [
          'DELETE /:id/external-images/:imageId',
          () => call('DELETE', `/help-articles/${articleA}/external-images/${imageA}`, token),
        ],
        // A's image through B's own article.
        [
          'DELETE own article, foreign image',
          () => call('DELETE', `/help-articles/${articleB}/external-images/${imageA}`, token),
        ],
        [
          'GET /analytics/shared/article/:id',
          () => call('GET', `/analytics/shared/article/${articleA}`, token),
        ],
        ['DELETE /:id', () => call('DELETE', `/help-articles/${articleA}`, token)],
      );
    }
    for (const [name, request] of routes) {
      const res = await request();
      expect(res.statusCode, name).toBe(404);
      expectNothingLearned(res);
    }
  });

  it("cannot attach another organization's tag to its own article", async () => {
    const res = await call('PUT', `/help-articles/${articleB}/tags`, adminB.token, { tags: [tagA.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_TAG' });
    expectNothingLearned(res);
  });

  it('left organization A untouched', async () => {
    const article = ZArticle.parse((await call('GET', `/help-articles/${articleA}`, adminA.token)).json());
    expect(article).toMatchObject({
      title: titleA,
      content: 'alpha confidential body',
      isPubliclyShared: true,
      tags: [tagA],
    });
    const images = (await call('GET', `/help-articles/${articleA}/external-images`, adminA.token)).json();
    expect(images.externalImages.map((image: { id: string }) => image.id)).toEqual([imageA]);
  });
});
