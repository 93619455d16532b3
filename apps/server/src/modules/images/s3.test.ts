import { ZExternalImage } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  createArticle,
  type RegisteredUser,
  registerTrialAdmin,
  TINY_PNG,
  uploadImage,
} from '../../../test/factories';
import { type S3StandIn, startS3StandIn } from '../../../test/s3StandIn';

/** With S3_BUCKET set, images go to S3-compatible storage (here a loopback stand-in). */
describe('external images on S3-compatible storage', () => {
  let s3: S3StandIn;
  let t: TestApp;
  let admin: RegisteredUser;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await createTestApp({
      env: {
        S3_BUCKET: 'help-files',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        FILE_URL_TTL_SECONDS: '900',
      },
    });
    admin = await registerTrialAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores the original bytes in the bucket and hands out presigned URLs of the bucket', async () => {
    const articleId = await createArticle(t.app, admin.token);
    const res = await uploadImage(t.app, admin.token, articleId, 'shot.txt', TINY_PNG, 'text/plain');
    expect(res.statusCode).toBe(201);
    const image = ZExternalImage.parse(res.json());
    const key = `help-files/organizations/${admin.organizationId}/articles/${articleId}/external/${image.id}.png`;
    expect(s3.objects.get(key)).toEqual({ body: TINY_PNG, contentType: 'image/png' });

    const url = new URL(image.signedUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${s3.endpoint}/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(TINY_PNG)).toBe(true);
    // The local file route has nothing to serve in this mode.
    const local = await t.app.inject({
      method: 'GET',
      url: `/v1/files/x.png?expires=9999999999&signature=abc`,
    });
    expect(local.statusCode).toBe(404);

    await t.app.inject({
      method: 'DELETE',
      url: `/v1/help-articles/${articleId}/external-images/${image.id}`,
      headers: bearer(admin.token),
    });
    expect(s3.objects.has(key)).toBe(false);
  });

  it("shows the bucket's size on the operator's system page", async () => {
    const root = await registerSuperAdmin(t);
    const bytes = [...s3.objects.entries()]
      .filter(([path]) => path.startsWith('help-files/'))
      .reduce((sum, [, object]) => sum + object.body.length, 0);
    const report = (await apiCall(t)('GET', '/admin/system', root.token)).json();
    expect(report.storage).toEqual({ kind: 's3', usedBytes: bytes });
  });
});
