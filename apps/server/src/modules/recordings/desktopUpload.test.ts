import { randomUUID } from 'node:crypto';
import { ZArticle } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, drainJobs, type TestApp } from '../../../test/app';
import { connectRecorder } from '../../../test/desktopRecorder';
import { registerTrialAdmin } from '../../../test/factories';
import { multipartBody, recordingParts } from '../../../test/recordings';
import { articles } from '../../db/schema/articles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A desktop recording: no web page, the window title, the application, a withheld TYPE and a shortcut. */
async function desktopForm() {
  const { manifest, images } = await recordingParts({
    steps: 4,
    actionOf: (i) => (['CLICK', 'TYPE', 'KEY', 'CLICK'] as const)[i]!,
  });
  manifest.recorder = { kind: 'desktop', version: '0.1.0' };
  manifest.steps = manifest.steps.map((step, i) => ({
    ...step,
    pageUrl: '',
    pageTitle: i < 3 ? 'Book1 - Excel' : 'Untitled - Notepad',
    application: i < 3 ? 'Excel' : 'Notepad',
    element: step.action === 'TYPE' ? undefined : step.element,
    value: undefined,
    valueWithheld: step.action === 'TYPE' ? true : undefined,
    key: step.action === 'KEY' ? 'Ctrl+S' : undefined,
  }));
  return { manifest, images };
}

async function upload(token: string, options: { key?: string; manifest?: unknown } = {}) {
  const form = await desktopForm();
  const { payload, headers } = multipartBody([
    {
      name: 'manifest',
      body: JSON.stringify(options.manifest ?? form.manifest),
      contentType: 'application/json',
    },
    ...form.images,
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/v1/recordings',
    headers: { ...headers, ...bearer(token), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload,
  });
}

const articleCount = async (organizationId: string) =>
  (
    await t.app.ctx.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.organizationId, organizationId))
  ).length;

describe('a desktop recorder upload', () => {
  it('is taken with its recorder token and written naming the application, the shortcut and no typed value', async () => {
    const admin = await registerTrialAdmin(t.app);
    const recorder = await connectRecorder(t.app, admin);
    const res = await upload(recorder.token);
    expect(res.statusCode).toBe(201);
    await drainJobs(t);
    const article = ZArticle.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/help-articles/${res.json().articleId}`,
          headers: bearer(admin.token),
        })
      ).json(),
    );
    expect(article.content).toMatch(/^1\. In \*\*Excel\*\*, click \*\*Button 1\*\*\./m);
    expect(article.content).toMatch(/^2\. Enter your details\./m);
    expect(article.content).toMatch(/^3\. Press \*\*Ctrl\+S\*\*\./m);
    expect(article.content).toMatch(/^4\. In \*\*Notepad\*\*, click \*\*Button 4\*\*\./m);
    expect(article.content).not.toContain('alice@example.com');
  });

  it('refuses a key that is not a shortcut as written in the format, with a message', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { manifest } = await desktopForm();
    manifest.steps[2]!.key = 'Shift+Ctrl+S' as never;
    const res = await upload(admin.token, { manifest });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Ctrl\+S/);
    expect(await articleCount(admin.organizationId)).toBe(0);
  });
});

describe('Idempotency-Key on uploads', () => {
  it('answers a repeat with the same article (200) and never makes a second one', async () => {
    const admin = await registerTrialAdmin(t.app);
    const key = randomUUID();
    const first = await upload(admin.token, { key });
    expect(first.statusCode).toBe(201);
    const again = await upload(admin.token, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await articleCount(admin.organizationId)).toBe(1);
    // Another key is another recording.
    expect((await upload(admin.token, { key: 'retry_key-0123456789' })).statusCode).toBe(201);
    expect(await articleCount(admin.organizationId)).toBe(2);
  });

  it('creates one article when two uploads with the same key race', async () => {
    const admin = await registerTrialAdmin(t.app);
    const key = randomUUID();
    const [a, b] = await Promise.all([upload(admin.token, { key }), upload(admin.token, { key })]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 201]);
    expect(a!.json().articleId).toBe(b!.json().articleId);
    expect(await articleCount(admin.organizationId)).toBe(1);
  });

  it('never shares keys between organizations', async () => {
    const one = await registerTrialAdmin(t.app);
    const two = await registerTrialAdmin(t.app);
    const key = randomUUID();
    const first = await upload(one.token, { key });
    const second = await upload(two.token, { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().articleId).not.toBe(first.json().articleId);
    expect(await articleCount(two.organizationId)).toBe(1);
  });

  it('refuses a malformed key with 400 and a message, storing nothing', async () => {
    const admin = await registerTrialAdmin(t.app);
    for (const key of ['short', 'has spaces in the key!!', 'x'.repeat(101)]) {
      const res = await upload(admin.token, { key });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_IDEMPOTENCY_KEY',
        message: expect.stringMatching(/Idempotency-Key/),
      });
    }
    expect(await articleCount(admin.organizationId)).toBe(0);
  });
});
