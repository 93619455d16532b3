import { ZStorageUsage } from '@support/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, registerTrialAdmin, TINY_PNG, uploadImage } from '../../../test/factories';
import { damagedPng, hugePngHeader } from '../../../test/images';
import { screenshot } from '../../../test/recordings';

let t: TestApp;
beforeAll(async () => {
  // A quota of 100 KB and five uploads a minute, so the tests reach both quickly.
  t = await createTestApp({
    env: { EXTERNAL_IMAGES_QUOTA_MB: String(100 / 1024), RATE_LIMIT_EXTERNAL_IMAGES_PER_MINUTE: '5' },
  });
});
afterAll(() => t.close());

const storageUsage = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/v1/storage-usage', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZStorageUsage.parse(res.json());
};

describe('external image checks', () => {
  it('decodes every image before keeping it: junk behind a PNG signature, a damaged PNG and a pixel bomb are refused', async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token);
    const junk = Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(20_000, 0x42)]);
    const damaged = damagedPng(await screenshot({ index: 3 }));
    for (const [name, bytes, message] of [
      ['junk.png', junk, 'The image is not a readable image'],
      ['damaged.png', damaged, 'The image is damaged or incomplete'],
      ['bomb.png', hugePngHeader(20_000, 20_000), 'The image is too large (20000×20000 pixels)'],
      ['huge.png', hugePngHeader(50_000, 50_000), /^The image is /],
    ] as const) {
      const res = await uploadImage(t.app, admin.token, id, name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code).toBe('INVALID_IMAGE');
      if (typeof message === 'string') expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(message);
    }
    expect((await storageUsage(admin.token)).externalImageBytes).toBe(0);
  });

  it("count against the organization's storage quota, shown as storage usage; deleting frees it", async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token);
    const image = await screenshot({ index: 0, width: 320, height: 200 }); // a few KB
    expect(await storageUsage(admin.token)).toEqual({ externalImageBytes: 0, quotaBytes: 100 * 1024 });
    const first = await uploadImage(t.app, admin.token, id, 'a.png', image);
    expect(first.statusCode).toBe(201);
    expect((await storageUsage(admin.token)).externalImageBytes).toBe(image.length);

    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const big = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000', noise } })
      .png()
      .toBuffer(); // noise does not compress: far over 100 KB
    const over = await uploadImage(t.app, admin.token, id, 'b.png', big);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'STORAGE_QUOTA_EXCEEDED', quotaBytes: 100 * 1024 });
    expect((await storageUsage(admin.token)).externalImageBytes).toBe(image.length);

    await t.app.inject({
      method: 'DELETE',
      url: `/v1/help-articles/${id}/external-images/${first.json().id}`,
      headers: bearer(admin.token),
    });
    expect((await storageUsage(admin.token)).externalImageBytes).toBe(0);
  });

  it('are rate-limited per user with 429 and Retry-After', async () => {
    const admin = await registerTrialAdmin(t.app);
    const other = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token);
    const otherId = await createArticle(t.app, other.token);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await uploadImage(t.app, admin.token, id, 'a.png', TINY_PNG)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await uploadImage(t.app, admin.token, id, 'a.png', TINY_PNG);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another user's budget is their own.
    expect((await uploadImage(t.app, other.token, otherId, 'a.png', TINY_PNG)).statusCode).toBe(201);
  });
});
