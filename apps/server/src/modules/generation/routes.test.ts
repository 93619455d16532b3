import { type Article, ZArticle } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, registerTrialAdmin } from '../../../test/factories';
import { uploadRecording } from '../../../test/recordings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/v1/help-articles/${url}`, headers: bearer(token), payload });
const getArticle = async (token: string, id: string): Promise<Article> => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/help-articles/${id}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZArticle.parse(res.json());
};

async function finishedRecording(token: string, steps = 3) {
  const { res, articleId } = await uploadRecording(t.app, token, { steps });
  expect(res.statusCode).toBe(201);
  await t.jobs.runUntilIdle();
  const article = await getArticle(token, articleId!);
  expect(article.status).toBe('finished');
  return article;
}

describe('POST /v1/help-articles/:id/generate', () => {
  it('writes the text again from the steps, answering with the processing article', async () => {
    const admin = await registerTrialAdmin(t.app);
    const original = await finishedRecording(admin.token);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/v1/help-articles/${original.id}`,
      headers: bearer(admin.token),
      payload: { content: 'Hand-written text' },
    });
    expect(edited.statusCode).toBe(200);

    const res = await call(admin.token, `${original.id}/generate`);
    expect(res.statusCode).toBe(200);
    const processing = ZArticle.parse(res.json());
    expect(processing.status).toBe('processing');
    expect(processing.activeArticleVersion).toMatchObject({
      generationStage: 'PROCESSING',
      id: original.activeArticleVersion!.id,
    });
    const again = await call(admin.token, `${original.id}/generate`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'This article is already being generated',
      code: 'ALREADY_PROCESSING',
    });

    await t.jobs.runUntilIdle();
    const regenerated = await getArticle(admin.token, original.id);
    expect(regenerated.status).toBe('finished');
    expect(regenerated.content).toBe(original.content);
    expect(regenerated.activeArticleVersion?.steps.map((s) => s.id)).toEqual(
      original.activeArticleVersion?.steps.map((s) => s.id),
    );
  });

  it('refuses a manual article with 400', async () => {
    const admin = await registerTrialAdmin(t.app);
    const manual = await createArticle(t.app, admin.token);
    for (const url of [`${manual}/generate`, `${manual}/restart-generation`]) {
      const res = await call(admin.token, url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'NOT_A_STEP_RECORDING' });
    }
    const change = await call(admin.token, `${manual}/change-content-type`, {
      contentType: 'STEP_BY_STEP_GUIDE',
    });
    expect(change.statusCode).toBe(400);
  });
});

describe('POST /v1/help-articles/:id/change-content-type', () => {
  it('rewrites a step recording as a descriptive guide and back, with the same images', async () => {
    const admin = await registerTrialAdmin(t.app);
    const original = await finishedRecording(admin.token);
    expect(original.content).toMatch(/^1\. /m);

    const res = await call(admin.token, `${original.id}/change-content-type`, {
      contentType: 'DESCRIPTIVE_GUIDE',
    });
    expect(res.statusCode).toBe(200);
    expect(ZArticle.parse(res.json()).activeArticleVersion).toMatchObject({
      contentType: 'DESCRIPTIVE_GUIDE',
      generationStage: 'PROCESSING',
    });
    await t.jobs.runUntilIdle();
    const descriptive = await getArticle(admin.token, original.id);
    expect(descriptive.status).toBe('finished');
    expect(descriptive.content).not.toMatch(/^\d+\. /m);
    for (const n of [1, 2, 3]) expect(descriptive.content).toContain(`![Step ${n}](step${n}.png)`);

    const unchanged = await call(admin.token, `${original.id}/change-content-type`, {
      contentType: 'DESCRIPTIVE_GUIDE',
    });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json()).toMatchObject({ message: 'This article already is a descriptive guide' });
    const invalid = await call(admin.token, `${original.id}/change-content-type`, { contentType: 'FAQ' });
    expect(invalid.statusCode).toBe(400);

    expect(
      (await call(admin.token, `${original.id}/change-content-type`, { contentType: 'STEP_BY_STEP_GUIDE' }))
        .statusCode,
    ).toBe(200);
    await t.jobs.runUntilIdle();
    expect((await getArticle(admin.token, original.id)).content).toBe(original.content);
  });
});

describe('POST /v1/help-articles/:id/restart-generation', () => {
  it('is only for a failed generation', async () => {
    const admin = await registerTrialAdmin(t.app);
    const finished = await finishedRecording(admin.token, 1);
    const res = await call(admin.token, `${finished.id}/restart-generation`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_FAILED' });
  });

  it('asks to upgrade while a recording has no credits, and generates it once the plan has room', async () => {
    const admin = await registerTrialAdmin(t.app);
    for (let i = 0; i < 10; i++) await createArticle(t.app, admin.token);
    const { articleId } = await uploadRecording(t.app, admin.token, { steps: 2 });
    expect((await getArticle(admin.token, articleId!)).activeArticleVersion?.failureReason).toBe(
      'NO_CREDITS_LEFT',
    );

    const refused = await call(admin.token, `${articleId}/restart-generation`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NO_CREDITS_LEFT',
      message: 'No credits left. Upgrade your plan to generate more articles.',
    });
    expect((await getArticle(admin.token, articleId!)).activeArticleVersion?.failureReason).toBe(
      'NO_CREDITS_LEFT',
    );

    await buyPlan(t.app, admin.token, 'prod_pro');
    const restarted = await call(admin.token, `${articleId}/restart-generation`);
    expect(restarted.statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    const article = await getArticle(admin.token, articleId!);
    expect(article.status).toBe('finished');
    expect(article.content).toContain('![Step 2](step2.png)');
  });
});

describe('tenancy', () => {
  it('another organization gets 404 on every call and cannot see or change the recording', async () => {
    const owner = await registerTrialAdmin(t.app);
    const stranger = await registerTrialAdmin(t.app);
    const article = await finishedRecording(owner.token, 1);

    const reads = await t.app.inject({
      method: 'GET',
      url: `/v1/help-articles/${article.id}`,
      headers: bearer(stranger.token),
    });
    expect(reads.statusCode).toBe(404);
    for (const [url, body] of [
      [`${article.id}/generate`, undefined],
      [`${article.id}/restart-generation`, undefined],
      [`${article.id}/change-content-type`, { contentType: 'DESCRIPTIVE_GUIDE' }],
    ] as const) {
      const res = await call(stranger.token, url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ARTICLE_NOT_FOUND' });
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/help-articles',
      headers: bearer(stranger.token),
    });
    expect(list.json()).toMatchObject({ total: 0 });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/v1/recordings/settings',
      headers: bearer(stranger.token),
    });
    expect(settings.json()).toMatchObject({ organizationId: stranger.organizationId });
    // The owner's article is untouched.
    expect(await getArticle(owner.token, article.id)).toMatchObject({
      status: 'finished',
      content: article.content,
    });
  });
});
