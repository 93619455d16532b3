import { ZStep } from '@support/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { registerTrialAdmin } from '../../../test/factories';
import { storedFiles, uploadRecording } from '../../../test/recordings';
import { steps } from '../../db/schema/articles';
import { jobs } from '../../db/schema/jobs';
import { finishedRecording, getArticle, SETTINGS, saveAnnotations } from './testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const box = { type: 'BOX', x: 400, y: 500, width: 300, height: 150 } as const;
const blur = { type: 'BLURBOX', x: 820, y: 100, width: 440, height: 320 } as const;

const renderJobsOf = async (organizationId: string) =>
  (await t.app.ctx.db.select().from(jobs).where(eq(jobs.organizationId, organizationId))).filter(
    (job) => job.type === 'render-steps',
  );

/** The steps that waiting render jobs will render, in order. */
const queuedStepsOf = async (organizationId: string) =>
  (await renderJobsOf(organizationId))
    .filter((job) => job.status === 'queued')
    .flatMap((job) => (job.payload as { stepIds: string[] }).stepIds)
    .sort();

/** A signed URL without its signature, which changes with the time it was signed. */
const fileOf = (url: string | null) => url?.split('?')[0] ?? null;

describe('PUT /v1/help-articles/{id}/steps/{stepId}/annotations', () => {
  it('saves the annotations in order with the step settings, answers with the saved step, and queues the rendering', async () => {
    const { admin, articleId, article, steps: before } = await finishedRecording(t);
    const step = before[1]!;
    t.clock.advance(60_000);
    const res = await saveAnnotations(t, admin.token, articleId, step.id, {
      annotations: [
        box,
        { type: 'NUMBER', x: 100, y: 600, width: 60, height: 60 },
        { type: 'NUMBER', x: 200, y: 600, width: 60, height: 60, value: ' 7 ' },
        { type: 'MARKER', x: 10, y: 700, width: 400, height: 40, value: 'Your e-mail goes here' },
        { ...blur, value: 'ignored' },
      ],
      hideActionPointer: true,
      applyImageChangesToGif: true,
      hideStepNumber: true,
      zoomLevel: 2.25,
      zoomAnchorX: 30,
      zoomAnchorY: 70.5,
    });
    expect(res.statusCode).toBe(200);
    const saved = ZStep.parse(res.json());
    expect(saved.id).toBe(step.id);
    // The image is rendered again in the queue: the answer still shows the one from before.
    expect(fileOf(saved.imageProcessed)).toBe(fileOf(step.imageProcessed));
    expect(saved.annotations.map(({ id: _id, ...a }) => a)).toEqual([
      { type: 'BOX', positionX: 400, positionY: 500, width: 300, height: 150, value: null },
      { type: 'NUMBER', positionX: 100, positionY: 600, width: 60, height: 60, value: null },
      { type: 'NUMBER', positionX: 200, positionY: 600, width: 60, height: 60, value: '7' },
      {
        type: 'MARKER',
        positionX: 10,
        positionY: 700,
        width: 400,
        height: 40,
        value: 'Your e-mail goes here',
      },
      { type: 'BLURBOX', positionX: 820, positionY: 100, width: 440, height: 320, value: null },
    ]);
    expect(saved).toMatchObject({
      hideActionPointer: true,
      applyImageChangesToGif: true,
      hideStepNumber: true,
      zoomLevel: 2.25,
      zoomAnchorX: 30,
      zoomAnchorY: 70.5,
    });
    // The other steps are untouched, and a reload shows the same.
    const reloaded = await getArticle(t, admin.token, articleId);
    const { imageRaw, imageProcessed, ...rest } = reloaded.activeArticleVersion!.steps[1]!;
    expect({ ...rest, imageRaw: fileOf(imageRaw), imageProcessed: fileOf(imageProcessed) }).toEqual({
      ...saved,
      imageRaw: fileOf(saved.imageRaw),
      imageProcessed: fileOf(saved.imageProcessed),
    });
    expect(reloaded.activeArticleVersion!.steps[0]!.annotations).toEqual([]);
    // The article reads as edited (the list sorts by it).
    expect(Date.parse(reloaded.updatedAt)).toBe(Date.parse(article.updatedAt) + 60_000);
    const queued = await renderJobsOf(admin.organizationId);
    expect(queued.map((job) => job.payload)).toEqual([
      { articleId, versionId: reloaded.activeArticleVersion!.id, stepIds: [step.id] },
    ]);

    // Saving an empty set removes them all, and is an edit too.
    t.clock.advance(60_000);
    const cleared = await saveAnnotations(t, admin.token, articleId, step.id, { annotations: [] });
    expect(ZStep.parse(cleared.json()).annotations).toEqual([]);
    const again = await getArticle(t, admin.token, articleId);
    expect(again.activeArticleVersion!.steps[1]!.annotations).toEqual([]);
    expect(Date.parse(again.updatedAt)).toBe(Date.parse(article.updatedAt) + 120_000);
  });

  it('changes how the image looks and nothing else: the text and its search documents stay as they were', async () => {
    const { admin, articleId, article, steps: recorded } = await finishedRecording(t);
    // A rewritten row sits elsewhere in its table (another ctid), even with the same words.
    const documents = async () =>
      (
        (await t.app.ctx.db.execute(
          sql`select ctid::text as at, language from search_documents where article_id = ${articleId}`,
        )) as unknown as { rows: { at: string; language: string }[] }
      ).rows;
    const before = await documents();
    expect(before.length).toBeGreaterThan(0);
    const res = await saveAnnotations(t, admin.token, articleId, recorded[0]!.id, { annotations: [box] });
    expect(res.statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    const after = await getArticle(t, admin.token, articleId);
    expect(after.activeArticleVersion!.steps[0]!.imageProcessed).not.toBe(recorded[0]!.imageProcessed);
    expect(after.content).toBe(article.content);
    expect(await documents()).toEqual(before);
  });

  it('refuses each invalid save with a 400 that says why, and changes nothing', async () => {
    const { admin, articleId, steps: list } = await finishedRecording(t, { steps: 2 });
    const step = list[0]!;
    expect(step).toMatchObject({ contextWidth: 1280, contextHeight: 800 });
    const good = await saveAnnotations(t, admin.token, articleId, step.id, {
      annotations: [box],
      zoomLevel: 1.5,
    });
    expect(good.statusCode).toBe(200);
    const queuedBefore = await queuedStepsOf(admin.organizationId);
    expect(queuedBefore).toEqual([step.id]);

    const refusals: [Record<string, unknown>, RegExp][] = [
      [
        { annotations: [{ ...box, x: 1000 }] },
        /^Annotation 1 \(BOX\) lies outside the image: x \+ width must be at most 1280/,
      ],
      [
        { annotations: [box, { ...blur, y: 700 }] },
        /^Annotation 2 \(BLURBOX\) lies outside the image: .* y \+ height at most 800$/,
      ],
      [
        { annotations: [{ ...box, type: 'ARROW' }] },
        /^The annotation type must be one of MARKER, BOX, BLURBOX, HIGHLIGHT, NUMBER$/,
      ],
      [{ annotations: [{ ...box, x: -5 }] }, /^An annotation's x must be a whole number of pixels from 0$/],
      [
        { annotations: [{ ...box, width: 10.5 }] },
        /^An annotation's width must be a whole number of pixels, at least 1$/,
      ],
      [{ zoomLevel: 4.25 }, /^Zoom must be between 1 and 4$/],
      [{ zoomLevel: 0.5 }, /^Zoom must be between 1 and 4$/],
      [{ zoomLevel: 1.3 }, /^Zoom goes in steps of 0.25$/],
      [{ zoomAnchorX: 101 }, /^The zoom anchor must be a percentage between 0 and 100$/],
      [
        { annotations: [{ ...box, type: 'NUMBER', value: 'two' }] },
        /^Annotation 1 \(NUMBER\) must have a positive whole number as its value/,
      ],
      [
        { annotations: [{ ...box, type: 'NUMBER', value: '0' }] },
        /^Annotation 1 \(NUMBER\) must have a positive whole number/,
      ],
      [
        { annotations: [{ ...box, type: 'MARKER', value: 'x'.repeat(201) }] },
        /^An annotation's text can be at most 200 characters$/,
      ],
    ];
    for (const [body, message] of refusals) {
      const res = await saveAnnotations(t, admin.token, articleId, step.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // 200 characters of text are fine.
    const long = await saveAnnotations(t, admin.token, articleId, list[1]!.id, {
      annotations: [{ ...box, type: 'MARKER', value: 'x'.repeat(200) }],
    });
    expect(long.statusCode).toBe(200);

    const after = (await getArticle(t, admin.token, articleId)).activeArticleVersion!.steps[0]!;
    expect(after.annotations.map((a) => a.type)).toEqual(['BOX']);
    expect(after.zoomLevel).toBe(1.5);
    // The refused saves queued nothing; the accepted one queued its step.
    expect(await queuedStepsOf(admin.organizationId)).toEqual([step.id, list[1]!.id].sort());
  });

  it('refuses a step without an image size (400) and while the article is generated (409)', async () => {
    const { admin, articleId, steps: list } = await finishedRecording(t, { steps: 2 });
    await t.app.ctx.db.update(steps).set({ contextWidth: null }).where(eq(steps.id, list[0]!.id));
    const missing = await saveAnnotations(t, admin.token, articleId, list[0]!.id, { annotations: [box] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'STEP_WITHOUT_CONTEXT',
      message: expect.stringMatching(/image size \(contextWidth and contextHeight\) is unknown/),
    });

    const processing = await uploadRecording(t.app, admin.token, { steps: 2 });
    const pending = await getArticle(t, admin.token, processing.articleId!);
    expect(pending.status).toBe('processing');
    const busy = await saveAnnotations(
      t,
      admin.token,
      pending.id,
      pending.activeArticleVersion!.steps[0]!.id,
      {
        annotations: [box],
      },
    );
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      code: 'ARTICLE_PROCESSING',
      message: expect.stringMatching(/still being generated/),
    });
    await t.jobs.runUntilIdle();
    const [untouched] = await t.app.ctx.db
      .select({ zoom: steps.zoomLevel })
      .from(steps)
      .where(and(eq(steps.id, pending.activeArticleVersion!.steps[0]!.id)));
    expect(Number(untouched!.zoom)).toBe(1);
  });

  it('answers 404 for a step of another article, a made-up step, and for every call of another organization', async () => {
    const { admin, articleId, steps: list } = await finishedRecording(t, { steps: 2 });
    const other = await finishedRecording(t, { steps: 2 }, admin);
    const foreign = await saveAnnotations(t, admin.token, articleId, other.steps[0]!.id, {
      annotations: [box],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'STEP_NOT_FOUND', message: 'Step not found' });
    const madeUp = await saveAnnotations(t, admin.token, articleId, crypto.randomUUID(), {});
    expect(madeUp.statusCode).toBe(404);

    const stranger = await registerTrialAdmin(t.app);
    const calls = [
      saveAnnotations(t, stranger.token, articleId, list[0]!.id, { annotations: [box] }),
      t.app.inject({
        method: 'DELETE',
        url: `/v1/help-articles/${articleId}/steps/${list[0]!.id}`,
        headers: bearer(stranger.token),
      }),
      t.app.inject({
        method: 'POST',
        url: `/v1/help-articles/${articleId}/generate-gif`,
        headers: bearer(stranger.token),
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ARTICLE_NOT_FOUND' });
    }
    const unchanged = await getArticle(t, admin.token, articleId);
    expect(unchanged.activeArticleVersion!.steps.map((s) => [s.id, s.annotations.length])).toEqual([
      [list[0]!.id, 0],
      [list[1]!.id, 0],
    ]);
    expect(await renderJobsOf(stranger.organizationId)).toEqual([]);
    expect(storedFiles(t.app, stranger.organizationId)).toEqual([]);
  });

  it('needs a signed-in member with an active subscription', async () => {
    const { articleId, steps: list } = await finishedRecording(t, { steps: 1 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/help-articles/${articleId}/steps/${list[0]!.id}/annotations`,
      payload: { ...SETTINGS, annotations: [] },
    });
    expect(res.statusCode).toBe(401);
  });
});
