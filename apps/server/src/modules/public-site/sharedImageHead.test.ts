import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, registerTrialAdmin, TINY_PNG, uploadImage } from '../../../test/factories';
import { publish } from './testSupport';

/**
 * A shared image answers GET and HEAD once, on the shared page's address and on a help center's:
 * nothing is sent after it (the log said "Reply was already sent" for every image served).
 */
describe('a shared article’s image', () => {
  let t: TestApp;
  const logged: string[] = [];
  let url: string;
  let centerUrl: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => logged.push(line) },
    });
    const admin = await registerTrialAdmin(t.app);
    const articleId = await createArticle(t.app, admin.token, { title: 'With an image' });
    const image = (await uploadImage(t.app, admin.token, articleId, 'a.png', TINY_PNG)).json() as {
      id: string;
    };
    url = `/shared/${await publish(t.app, admin.token, articleId)}/images/external/${image.id}`;
    await buyPlan(t.app, admin.token, 'prod_business');
    const call = (path: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/v1${path}`, headers: bearer(admin.token), payload });
    const center = (await call('/help-centers', { name: 'Images Help', description: null })).json();
    await call(`/help-centers/${center.id}/publish`);
    const group = (await call(`/public-groups/help-centers/${center.id}/groups`, { name: 'All' })).json();
    await call(`/public-groups/groups/${group.id}/articles/${articleId}`);
    centerUrl = `/docs/${center.slug}/images/${articleId}/external/${image.id}`;
  });
  afterAll(() => t.close());

  it.each([
    ['the shared page', () => url],
    ['a help center', () => centerUrl],
  ])(
    'answers HEAD with its headers and no body, GET with its bytes, and logs nothing (%s)',
    async (_, address) => {
      const url = address();
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/png');
      expect(head.rawPayload.length).toBe(0);
      const get = await t.app.inject({ method: 'GET', url });
      expect(get.statusCode).toBe(200);
      expect(get.rawPayload.equals(TINY_PNG)).toBe(true);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(get.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(logged.filter((line) => line.includes('"level":40') || line.includes('"level":50'))).toEqual([]);
    },
  );
});
