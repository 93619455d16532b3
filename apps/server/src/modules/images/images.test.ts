import {
  type Endpoint,
  ERROR_CATALOGUE,
  EXTERNAL_IMAGE_MAX_BYTES,
  externalImagesApi,
  helpCentersApi,
  ZExternalImage,
  ZExternalImageList,
} from '@support/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  createArticle,
  multipartFile,
  type RegisteredUser,
  registerTrialAdmin,
  TINY_PNG,
  uploadImage,
} from '../../../test/factories';

const tile = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#2563eb' } });
const [JPEG, GIF, WEBP] = await Promise.all([
  tile().jpeg().toBuffer(),
  tile().gif().toBuffer(),
  tile().webp().toBuffer(),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

describe('external images', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let articleId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    articleId = await createArticle(t.app, admin.token);
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin.token) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('takes a PNG called .txt as a PNG (by its bytes) and serves the original bytes by a signed URL', async () => {
    const res = await uploadImage(
      t.app,
      admin.token,
      articleId,
      'screen shot (1).txt',
      TINY_PNG,
      'text/plain',
    );
    expect(res.statusCode).toBe(201);
    const image = ZExternalImage.parse(res.json());
    expect(image).toMatchObject({
      filename: 'screen_shot_1.png',
      contentType: 'image/png',
      size: TINY_PNG.length,
    });
    expect(image.signedUrl).toMatch(/^\/v1\/files\/organizations\/.+\.png\?expires=\d+&signature=[\w-]+$/);

    // No session needed: the signature is the permission.
    const file = await t.app.inject({ method: 'GET', url: image.signedUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('is listed in the OpenAPI document from the contract, like the help center logo', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const uploads: { endpoint: Endpoint; path: string; part: string }[] = [
      { endpoint: externalImagesApi.upload, path: '/v1/help-articles/{id}/external-images', part: 'image' },
      { endpoint: helpCentersApi.uploadLogo, path: '/v1/help-centers/{id}/logo', part: 'logo' },
    ];
    for (const { endpoint, path, part } of uploads) {
      const post = doc.paths[path].post;
      expect(Object.keys(post.responses)).toEqual(
        expect.arrayContaining([String(endpoint.status ?? 200), '4XX']),
      );
      // Each code under its status (packages/shared/src/errors/catalogue.ts).
      for (const code of endpoint.errors)
        expect(post.responses[ERROR_CATALOGUE[code].status].description).toContain(code);
      const form = post.requestBody.content['multipart/form-data'].schema;
      expect(form.properties[part]).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it('recognises JPEG, GIF and WebP', async () => {
    for (const [bytes, type, name] of [
      [JPEG, 'image/jpeg', 'photo.jpg'],
      [GIF, 'image/gif', 'anim.gif'],
      [WEBP, 'image/webp', 'pic.webp'],
    ] as const) {
      const res = await uploadImage(t.app, admin.token, articleId, name, bytes, 'application/octet-stream');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ contentType: type, filename: name });
    }
  });

  it('refuses an HTML page called .png, an empty upload and a form without the image field', async () => {
    const html = await uploadImage(t.app, admin.token, articleId, 'evil.png', HTML, 'image/png');
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({ message: 'Please select an image file', code: 'NOT_AN_IMAGE' });
    const empty = await uploadImage(t.app, admin.token, articleId, 'empty.png', Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    const wrongField = multipartFile('file', 'a.png', TINY_PNG, 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/external-images`,
      headers: { ...wrongField.headers, ...bearer(admin.token) },
      payload: wrongField.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please select an image file' });
    const json = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/external-images`,
      headers: bearer(admin.token),
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('accepts an image of exactly 10 MB and refuses one byte more with the spec message', async () => {
    const at = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);
    const ok = await uploadImage(t.app, admin.token, articleId, 'big.png', at(EXTERNAL_IMAGE_MAX_BYTES));
    expect(ok.statusCode).toBe(201);
    const over = await uploadImage(
      t.app,
      admin.token,
      articleId,
      'huge.png',
      at(EXTERNAL_IMAGE_MAX_BYTES + 1),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: 'Image size must be less than 10MB', code: 'IMAGE_TOO_LARGE' });
  });

  it('lists the images oldest first and deletes one with its file', async () => {
    const id = await createArticle(t.app, admin.token);
    const first = ZExternalImage.parse((await uploadImage(t.app, admin.token, id, 'a.png', TINY_PNG)).json());
    t.clock.advance(1000);
    const second = ZExternalImage.parse((await uploadImage(t.app, admin.token, id, 'b.gif', GIF)).json());
    const list = ZExternalImageList.parse((await get(`/v1/help-articles/${id}/external-images`)).json());
    expect(list.externalImages.map((image) => image.id)).toEqual([first.id, second.id]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/help-articles/${id}/external-images/${first.id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode).toBe(200);
    const after = ZExternalImageList.parse((await get(`/v1/help-articles/${id}/external-images`)).json());
    expect(after.externalImages.map((image) => image.id)).toEqual([second.id]);
    expect((await get(first.signedUrl, '')).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/help-articles/${id}/external-images/${first.id}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a tampered or expired signed URL, and removes the files with the article', async () => {
    const id = await createArticle(t.app, admin.token);
    const image = ZExternalImage.parse((await uploadImage(t.app, admin.token, id, 'a.png', TINY_PNG)).json());
    const url = new URL(image.signedUrl, 'http://x');
    const other = ZExternalImage.parse((await uploadImage(t.app, admin.token, id, 'b.png', TINY_PNG)).json());
    const otherKey = new URL(other.signedUrl, 'http://x').pathname;

    const withKey = `${otherKey}${url.search}`;
    expect((await get(withKey, '')).json()).toMatchObject({ code: 'LINK_INVALID' });
    const later = new URLSearchParams(url.search);
    later.set('expires', String(Number(later.get('expires')) + 3600));
    const extended = await get(`${url.pathname}?${later}`, '');
    expect(extended.statusCode).toBe(403);
    expect(extended.json()).toMatchObject({ code: 'LINK_INVALID' });
    expect((await get(`${url.pathname}`, '')).statusCode).toBe(400);
    expect((await get(`/v1/files/../../etc/passwd${url.search}`, '')).statusCode).toBe(404);

    t.clock.advance(3600 * 1000 + 1);
    const expired = await get(image.signedUrl, '');
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: 'This link has expired', code: 'LINK_EXPIRED' });
    // A fresh listing hands out a working URL again.
    const fresh = ZExternalImageList.parse((await get(`/v1/help-articles/${id}/external-images`)).json());
    const freshUrl = fresh.externalImages.find((i) => i.id === image.id)!.signedUrl;
    expect((await get(freshUrl, '')).statusCode).toBe(200);

    await t.app.inject({ method: 'DELETE', url: `/v1/help-articles/${id}`, headers: bearer(admin.token) });
    expect((await get(freshUrl, '')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown article and leaves nothing behind', async () => {
    const res = await uploadImage(t.app, admin.token, crypto.randomUUID(), 'a.png', TINY_PNG);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ARTICLE_NOT_FOUND' });
  });
});
