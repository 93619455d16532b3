import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createArticle, registerTrialAdmin, TINY_PNG, uploadImage } from '../../../test/factories';
import { publish } from './testSupport';

/** A shared image answers GET and HEAD once: nothing is sent after it (the log said so for each). */
describe('a shared article’s image', () => {
  let t: TestApp;
  const logged: string[] = [];
  let url: string;
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
  });
  afterAll(() => t.close());

  it('answers HEAD with its headers and no body, GET with its bytes, and logs nothing', async () => {
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
  });
});
