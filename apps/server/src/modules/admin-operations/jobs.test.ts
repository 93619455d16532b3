import { type AdminJob, type AdminJobsPage, ZAdminJob, ZAdminJobsPage } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AiStandIn, type ChatRequest, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, drainJobs, type TestApp } from '../../../test/app';
import { createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { jobs } from '../../db/schema';
import { claimJobs } from '../../jobs/store';
import { auditOf, call, expectHiddenFrom, outsiders, registerSuperAdmin } from './testing';

/**
 * The job queue in the super-admin area: translations through the AI stand-in give real jobs that
 * fail (an outage) and succeed (the service back), across organizations.
 */

let t: TestApp;
let ai: AiStandIn;
let root: RegisteredUser;

const textsOf = (request: ChatRequest): string[] =>
  (JSON.parse(request.messages.find((m) => m.role === 'user')?.content ?? '{}') as { texts: string[] }).texts;
const toGerman = (request: ChatRequest) =>
  JSON.stringify({ texts: textsOf(request).map((text) => `DE ${text}`) });

beforeAll(async () => {
  ai = await startAiStandIn({ kind: 'reply', answer: toGerman });
  t = await createTestApp({ env: aiEnv(ai) });
  root = await registerSuperAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});
beforeEach(async () => {
  ai.setMode({ kind: 'reply', answer: toGerman });
  await drainJobs(t, 2);
});

async function jobsPage(query: Record<string, string> = {}): Promise<AdminJobsPage> {
  const res = await call(t, 'GET', '/admin/jobs', root.token, query);
  expect(res.statusCode).toBe(200);
  return ZAdminJobsPage.parse(res.json());
}

/** An article of a new organization, and its translation into German queued (not yet run). */
async function queuedTranslation() {
  const admin = await registerTrialAdmin(t.app);
  const articleId = await createArticle(t.app, admin.token, { title: 'Invoices', content: 'Send them.' });
  const added = await t.app.inject({
    method: 'POST',
    url: '/v1/organization/settings/translation-languages/add',
    headers: bearer(admin.token),
    payload: { language: 'de' },
  });
  expect(added.statusCode).toBe(200);
  const page = await jobsPage({ type: 'translate-article', status: 'queued' });
  const job = page.items.find((item) => item.articleId === articleId);
  expect(job).toBeDefined();
  return { admin, articleId, job: job! };
}

const germanOf = async (token: string, articleId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/help-articles/${articleId}/translations`,
    headers: bearer(token),
  });
  return (res.json() as { translations: { language: string; content: string }[] }).translations.find(
    (row) => row.language === 'de',
  );
};

describe('who sees the job list', () => {
  it('answers 401 signed out and the 404 of an unknown route to an organization ADMIN and MEMBER', async () => {
    const { admin, member } = await outsiders(t);
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['GET', '/admin/jobs'],
      ['POST', `/admin/jobs/${id}/retry`],
      ['POST', `/admin/jobs/${id}/cancel`],
      ['GET', '/admin/system'],
      ['POST', '/admin/system/test/mail'],
      ['GET', `/admin/articles/${id}`],
      ['POST', `/admin/articles/${id}/regenerate`],
    ];
    for (const status of await expectHiddenFrom(t, undefined, routes)) expect(status.status).toBe(401);
    for (const user of [admin, member]) {
      for (const status of await expectHiddenFrom(t, user.token, routes)) {
        expect(status).toMatchObject({
          status: 404,
          message: expect.stringMatching(/^Route (GET|POST) \/v1\/admin/),
        });
      }
    }
    expect((await call(t, 'GET', '/admin/jobs', root.token)).statusCode).toBe(200);
  });
});

describe('GET /admin/jobs', () => {
  it('lists jobs of every organization, failed first, filtered and paged, with a summary per type', async () => {
    const first = await queuedTranslation();
    const second = await queuedTranslation();
    // The first fails (an outage through all its attempts); the second stays queued.
    ai.setMode({ kind: 'fail', status: 503 });
    // Only the first is due: the second waits behind a later run time, as after a backoff.
    await t.app.ctx.db
      .update(jobs)
      .set({ runAt: new Date(t.clock.now().getTime() + 24 * 3_600_000) })
      .where(eq(jobs.id, second.job.id));
    await drainJobs(t, 6);

    const all = await jobsPage();
    const failedFirst = all.items.findIndex((job) => job.status !== 'failed');
    expect(all.items.slice(0, Math.max(failedFirst, 0)).every((job) => job.status === 'failed')).toBe(true);
    const failed = all.items.find((job) => job.id === first.job.id)!;
    expect(failed).toMatchObject({
      status: 'failed',
      type: 'translate-article',
      articleId: first.articleId,
      organization: { id: first.admin.organizationId },
      attempts: failed.maxAttempts,
    });
    expect(failed.lastError).toBeTruthy();
    expect(failed.finishedAt).not.toBeNull();

    const onlyQueued = await jobsPage({ status: 'queued', type: 'translate-article' });
    expect(onlyQueued.items.map((job) => job.id)).toContain(second.job.id);
    expect(onlyQueued.items.every((job) => job.status === 'queued' && job.type === 'translate-article')).toBe(
      true,
    );
    expect((await jobsPage({ type: 'no-such-type' })).items).toEqual([]);

    const translate = all.summary.byType.find((row) => row.type === 'translate-article')!;
    expect(translate.failed).toBeGreaterThanOrEqual(1);
    expect(translate.queued).toBeGreaterThanOrEqual(1);

    // Pages follow one another without a gap or a repeat.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminJobsPage = await jobsPage({ limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((job) => job.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((job) => job.id));
    const bad = await call(t, 'GET', '/admin/jobs', root.token, { cursor: 'nonsense' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_CURSOR', message: expect.any(String) });
    expect((await call(t, 'GET', '/admin/jobs', root.token, { status: 'lost' })).statusCode).toBe(400);
  });

  it('tells how long the oldest due job has waited to be claimed', async () => {
    const { job } = await queuedTranslation();
    t.clock.advance(90_000);
    const page = await jobsPage();
    expect(page.summary.oldestQueuedSeconds).toBeGreaterThanOrEqual(90);
    await call(t, 'POST', `/admin/jobs/${job.id}/cancel`, root.token);
    await drainJobs(t, 2);
    expect((await jobsPage()).summary.oldestQueuedSeconds).toBeNull();
  });
});

describe('POST /admin/jobs/:id/retry', () => {
  it('queues a failed job again with fresh attempts, which then runs and succeeds', async () => {
    const { admin, articleId, job } = await queuedTranslation();
    ai.setMode({ kind: 'fail', status: 503 });
    await drainJobs(t);
    const failed = (await jobsPage({ status: 'failed' })).items.find((row) => row.id === job.id)!;
    expect(failed.status).toBe('failed');
    expect(await germanOf(admin.token, articleId)).toBeUndefined();

    ai.setMode({ kind: 'reply', answer: toGerman });
    const res = await call(t, 'POST', `/admin/jobs/${job.id}/retry`, root.token);
    expect(res.statusCode).toBe(200);
    const retried: AdminJob = ZAdminJob.parse(res.json());
    expect(retried).toMatchObject({ id: job.id, status: 'queued', attempts: 0, finishedAt: null });
    expect(Date.parse(retried.runAt)).toBeLessThanOrEqual(t.clock.now().getTime());
    const again = await call(t, 'POST', `/admin/jobs/${job.id}/retry`, root.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'JOB_NOT_FAILED',
      message: expect.stringContaining('queued'),
    });

    // Due now: the queue's next round runs it, without moving the clock past any backoff.
    await t.jobs.runUntilIdle();
    const done = (await jobsPage({ type: 'translate-article' })).items.find((row) => row.id === job.id)!;
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    expect((await germanOf(admin.token, articleId))?.content).toBe('DE Send them.');

    const [entry] = await auditOf(t, 'job', job.id);
    expect(entry).toMatchObject({
      action: 'job.retry',
      actorLabel: root.email,
      before: { status: 'failed', attempts: failed.attempts },
      after: { status: 'queued', attempts: 0 },
    });

    // Done: neither retried nor cancelled.
    expect((await call(t, 'POST', `/admin/jobs/${job.id}/retry`, root.token)).statusCode).toBe(409);
    const cancel = await call(t, 'POST', `/admin/jobs/${job.id}/cancel`, root.token);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ code: 'JOB_FINISHED', message: expect.any(String) });
  });

  it('answers 404 for an unknown job and 400 for a malformed id', async () => {
    const unknown = await call(
      t,
      'POST',
      '/admin/jobs/00000000-0000-4000-8000-000000000000/retry',
      root.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Job not found' });
    expect((await call(t, 'POST', '/admin/jobs/42/retry', root.token)).statusCode).toBe(400);
  });
});

describe('POST /admin/jobs/:id/cancel', () => {
  it('marks a queued job failed with who cancelled it, so it never runs', async () => {
    const { admin, articleId, job } = await queuedTranslation();
    const res = await call(t, 'POST', `/admin/jobs/${job.id}/cancel`, root.token);
    expect(res.statusCode).toBe(200);
    expect(ZAdminJob.parse(res.json())).toMatchObject({
      status: 'failed',
      lastError: `Cancelled by ${root.email}`,
    });
    const calls = ai.received.length;
    await drainJobs(t, 2);
    expect(ai.received.length).toBe(calls);
    expect(await germanOf(admin.token, articleId)).toBeUndefined();
    // The organization sees the translation failed (with the product's retry), not waiting forever.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/v1/help-articles/${articleId}/translations`,
      headers: bearer(admin.token),
    });
    expect(listed.json().translationJobs).toMatchObject([
      { targetLanguage: 'de', failureReason: 'CRITICAL_ERROR' },
    ]);
    const [entry] = await auditOf(t, 'job', job.id);
    expect(entry).toMatchObject({
      action: 'job.cancel',
      before: { status: 'queued' },
      after: { status: 'failed', lastError: `Cancelled by ${root.email}` },
    });
    // A cancelled job can be run after all.
    expect((await call(t, 'POST', `/admin/jobs/${job.id}/retry`, root.token)).statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    expect((await germanOf(admin.token, articleId))?.content).toBe('DE Send them.');
  });

  it('refuses a running job with 409, saying to wait or retry later', async () => {
    const { job } = await queuedTranslation();
    // A worker's claim, as the queue makes it.
    const claimed = await claimJobs(t.app.ctx.db, {
      parts: [{ types: ['translate-article'], limit: 10 }],
      workerId: 'other-worker',
      now: t.clock.now(),
      leaseMs: 60_000,
    });
    expect(claimed.map((row) => row.id)).toContain(job.id);
    const res = await call(t, 'POST', `/admin/jobs/${job.id}/cancel`, root.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'JOB_RUNNING', message: expect.stringMatching(/wait/i) });
    expect(await auditOf(t, 'job', job.id)).toEqual([]);
    // The lease runs out and a worker takes it up again.
    t.clock.advance(120_000);
  });
});
