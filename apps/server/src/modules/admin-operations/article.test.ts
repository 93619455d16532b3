import { statSync } from 'node:fs';
import path from 'node:path';
import { type AdminArticle, ZAdminArticle, ZAdminRegenerateResult, ZArticle } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, drainJobs, type TestApp } from '../../../test/app';
import { wavFile } from '../../../test/audio';
import { buyPlan, createArticle, registerTrialAdmin } from '../../../test/factories';
import { multipartBody, recordingParts, storedFiles, uploadRecording } from '../../../test/recordings';
import { startTranscriptionStandIn } from '../../../test/transcriptionStandIn';
import { auditOf, call, registerSuperAdmin } from './testing';

/** One article of any organization, made through the real recording pipeline. */

let t: TestApp;
let ai: AiStandIn;
let transcription: Awaited<ReturnType<typeof startTranscriptionStandIn>>;
let root: Awaited<ReturnType<typeof registerSuperAdmin>>;
beforeAll(async () => {
  // The AI's polish is where an outage fails a generation; "OK" is no usable polish, so the
  // built-in writer's text is kept when it answers.
  ai = await startAiStandIn({ kind: 'reply', answer: () => 'OK' });
  // The narration goes to a speech service of its own (it would default to the AI's server).
  transcription = await startTranscriptionStandIn({ kind: 'reply', segments: () => [] });
  t = await createTestApp({ env: { ...aiEnv(ai), TRANSCRIPTION_BASE_URL: transcription.url } });
  root = await registerSuperAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
  await transcription?.close();
});

/** A narrated 3-step recording of another organization, generated, with its demo GIF rendered. */
async function narratedArticle() {
  const admin = await registerTrialAdmin(t.app);
  await buyPlan(t.app, admin.token, 'prod_pro');
  const { manifest, images } = await recordingParts({ steps: 3 });
  const { payload, headers } = multipartBody([
    {
      name: 'manifest',
      body: JSON.stringify({ ...manifest, audio: { offsetMs: 0 } }),
      contentType: 'application/json',
    },
    ...images,
    { name: 'audio', filename: 'narration.wav', body: wavFile(4500) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/recordings',
    headers: { ...headers, ...bearer(admin.token) },
    payload,
  });
  expect(res.statusCode).toBe(201);
  const articleId = (res.json() as { articleId: string }).articleId;
  await t.jobs.runUntilIdle();
  const gif = await t.app.inject({
    method: 'POST',
    url: `/v1/help-articles/${articleId}/generate-gif`,
    headers: bearer(admin.token),
  });
  expect(gif.statusCode).toBeLessThan(300);
  await t.jobs.runUntilIdle();
  return { admin, articleId };
}

async function adminView(id: string): Promise<AdminArticle> {
  const res = await call(t, 'GET', `/admin/articles/${id}`, root.token);
  expect(res.statusCode).toBe(200);
  return ZAdminArticle.parse(res.json());
}

describe('GET /admin/articles/:id', () => {
  it('shows an article of another organization with its versions, jobs and every stored file with its size', async () => {
    const { admin, articleId } = await narratedArticle();
    const view = await adminView(articleId);
    expect(view.article).toMatchObject({
      id: articleId,
      status: 'private',
      articleType: 'STEP_RECORDING',
      organization: { id: admin.organizationId },
      creator: { id: admin.userId, email: admin.email },
    });
    expect(view.versions).toEqual([
      expect.objectContaining({
        version: 1,
        active: true,
        hasAudio: true,
        stepCount: 3,
        failureReason: null,
      }),
    ]);
    expect(view.versions[0]?.finishedAt).not.toBeNull();
    expect(view.jobs.map((job) => [job.type, job.status]).sort()).toEqual([
      ['generate-article', 'done'],
      ['generate-gif', 'done'],
    ]);

    // Exactly the files the organization has on disk, each with its size there.
    const root_ = path.join(t.app.ctx.config.dataDir, 'files');
    const onDisk = storedFiles(t.app, admin.organizationId);
    expect(view.files.map((file) => file.key).sort()).toEqual(onDisk);
    for (const file of view.files) expect(file.sizeBytes).toBe(statSync(path.join(root_, file.key)).size);
    const kinds = view.files.map((file) => file.kind);
    expect(kinds.filter((kind) => kind === 'screenshot')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === 'rendered-screenshot')).toHaveLength(3);
    expect(kinds).toContain('audio');
    expect(kinds).toContain('gif');
    expect(view.files.find((file) => file.kind === 'audio')?.sizeBytes).toBe(wavFile(4500).length);
    expect(view.totalBytes).toBe(view.files.reduce((sum, file) => sum + (file.sizeBytes ?? 0), 0));
  });

  it('answers 404 ARTICLE_NOT_FOUND for an unknown article', async () => {
    const res = await call(t, 'GET', '/admin/articles/00000000-0000-4000-8000-000000000000', root.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ARTICLE_NOT_FOUND', message: 'Article not found' });
  });
});

describe('POST /admin/articles/:id/regenerate', () => {
  it('queues a generation of another organization’s article, as its members would, and audits it', async () => {
    const { admin, articleId } = await narratedArticle();
    const res = await call(t, 'POST', `/admin/articles/${articleId}/regenerate`, root.token);
    expect(res.statusCode).toBe(202);
    const { jobId, versionId } = ZAdminRegenerateResult.parse(res.json());

    // The organization sees its article being generated, and the job waits in the queue.
    const seen = await t.app.inject({
      method: 'GET',
      url: `/v1/help-articles/${articleId}`,
      headers: bearer(admin.token),
    });
    expect(ZArticle.parse(seen.json())).toMatchObject({ status: 'processing' });
    const view = await adminView(articleId);
    expect(view.jobs.find((job) => job.id === jobId)).toMatchObject({
      type: 'generate-article',
      status: 'queued',
    });
    expect(view.versions[0]).toMatchObject({ id: versionId, generationStage: 'PROCESSING' });

    const again = await call(t, 'POST', `/admin/articles/${articleId}/regenerate`, root.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_PROCESSING' });

    await t.jobs.runUntilIdle();
    const after = await adminView(articleId);
    expect(after.jobs.find((job) => job.id === jobId)).toMatchObject({ status: 'done' });
    expect(after.versions[0]?.finishedAt).not.toBeNull();

    const entries = await auditOf(t, 'article', articleId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'article.regenerate', actorLabel: root.email });
  });

  it('refuses a written article with 400 and an unknown one with 404', async () => {
    const admin = await registerTrialAdmin(t.app);
    const written = await createArticle(t.app, admin.token);
    const res = await call(t, 'POST', `/admin/articles/${written}/regenerate`, root.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NOT_A_STEP_RECORDING' });
    expect(await auditOf(t, 'article', written)).toEqual([]);
    const unknown = await call(
      t,
      'POST',
      '/admin/articles/00000000-0000-4000-8000-000000000000/regenerate',
      root.token,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a failed or cancelled generation job', () => {
  const statusOf = async (token: string, id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/help-articles/${id}`, headers: bearer(token) });
    return ZArticle.parse(res.json());
  };

  it('retried by a super admin, writes the article after all', async () => {
    const admin = await registerTrialAdmin(t.app);
    ai.setMode({ kind: 'fail', status: 503 });
    let articleId: string;
    try {
      const upload = await uploadRecording(t.app, admin.token, { steps: 2 });
      articleId = upload.articleId!;
      await drainJobs(t);
    } finally {
      ai.setMode({ kind: 'reply', answer: () => 'OK' });
    }
    expect(await statusOf(admin.token, articleId)).toMatchObject({ status: 'failed' });
    const job = (await adminView(articleId)).jobs.find((row) => row.type === 'generate-article')!;
    expect(job.status).toBe('failed');

    const retried = await call(t, 'POST', `/admin/jobs/${job.id}/retry`, root.token);
    expect(retried.statusCode).toBe(200);
    // At once the article is being generated again, as after "restart generation".
    expect(await statusOf(admin.token, articleId)).toMatchObject({ status: 'processing' });
    await t.jobs.runUntilIdle();
    const article = await statusOf(admin.token, articleId);
    expect(article.status).toBe('finished');
    expect(article.content).toContain('Button 1');
    expect((await adminView(articleId)).jobs.find((row) => row.id === job.id)).toMatchObject({
      status: 'done',
    });
  });

  it('cancelled before it ran, leaves the article failed, for its members to restart', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { articleId } = await uploadRecording(t.app, admin.token, { steps: 2 });
    const job = (await adminView(articleId!)).jobs.find((row) => row.type === 'generate-article')!;
    const res = await call(t, 'POST', `/admin/jobs/${job.id}/cancel`, root.token);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(admin.token, articleId!)).toMatchObject({ status: 'failed' });
    const restart = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/restart-generation`,
      headers: bearer(admin.token),
    });
    expect(restart.statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    expect(await statusOf(admin.token, articleId!)).toMatchObject({ status: 'finished' });
  });
});
