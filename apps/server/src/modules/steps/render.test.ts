import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { storedFiles } from '../../../test/recordings';
import { steps } from '../../db/schema/articles';
import type { Storage } from '../../lib/storage';
import { publish } from '../public-site/testSupport';
import { renderSteps } from './renderJob';
import { processedRevisionKey } from './renderKey';
import { loadStepState } from './stepState';
import {
  changedShare,
  fetchBytes,
  finishedRecording,
  getArticle,
  greys,
  type Region,
  saveAnnotations,
  variance,
} from './testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The fake screen (test/recordings.ts): a text panel at x ≥ 820, y 100–420; step 1's button and
// click at (80–260, 180–228); plain background elsewhere.
const textPanel: Region = { left: 820, top: 100, width: 440, height: 320 };
const box = { type: 'BOX', x: 400, y: 500, width: 300, height: 150 } as const;
const boxTopEdge: Region = { left: 410, top: 499, width: 280, height: 3 };
const numberCircle: Region = { left: 115, top: 615, width: 30, height: 30 };
const untouched: Region = { left: 420, top: 300, width: 250, height: 150 };
const blur = {
  type: 'BLURBOX',
  x: textPanel.left,
  y: textPanel.top,
  width: textPanel.width,
  height: textPanel.height,
} as const;

describe('render-steps after an annotation save', () => {
  it('draws the box and number, blurs the blur box beyond reading, and leaves the rest as it was', async () => {
    const { admin, articleId, steps: before } = await finishedRecording(t, { steps: 2 });
    const step = before[0]!;
    const raw = await fetchBytes(t, step.imageRaw!);
    const generated = await fetchBytes(t, step.imageProcessed!);

    const res = await saveAnnotations(t, admin.token, articleId, step.id, {
      annotations: [box, blur, { type: 'NUMBER', x: 100, y: 600, width: 60, height: 60 }],
    });
    expect(res.statusCode).toBe(200);
    // Until the job ran, the article shows the image it had.
    expect((await getArticle(t, admin.token, articleId)).activeArticleVersion!.steps[0]!.imageProcessed).toBe(
      step.imageProcessed,
    );
    await t.jobs.runUntilIdle();
    const after = (await getArticle(t, admin.token, articleId)).activeArticleVersion!.steps[0]!;
    expect(after.imageProcessed).not.toBe(step.imageProcessed);
    const processed = await fetchBytes(t, after.imageProcessed!);
    expect(await sharp(processed).metadata()).toMatchObject({ width: 1280, height: 800, format: 'png' });

    expect(changedShare(await greys(raw, boxTopEdge), await greys(processed, boxTopEdge))).toBeGreaterThan(
      0.9,
    );
    expect(
      changedShare(await greys(raw, numberCircle), await greys(processed, numberCircle)),
    ).toBeGreaterThan(0.5);
    expect(changedShare(await greys(raw, untouched), await greys(processed, untouched), 0)).toBe(0);
    // The generated image had none of it.
    expect(changedShare(await greys(raw, boxTopEdge), await greys(generated, boxTopEdge))).toBe(0);

    const rawVariance = variance(await greys(raw, textPanel));
    const blurredVariance = variance(await greys(processed, textPanel));
    expect(rawVariance).toBeGreaterThan(100);
    expect(blurredVariance).toBeLessThan(rawVariance / 10);

    // Only the new rendering is kept: the generator's file was replaced, not added to.
    const files = storedFiles(t.app, admin.organizationId).filter((key) =>
      key.includes(`/steps/${step.id}/`),
    );
    expect(files).toHaveLength(2);
    expect(files.some((key) => /\/raw\.png$/.test(key))).toBe(true);
    expect(files.some((key) => /\/processed-[0-9a-f]{16}\.png$/.test(key))).toBe(true);
  });

  it('serves only the blurred image publicly: the shared page’s image of the step is the processed one', async () => {
    const { admin, articleId, steps: list } = await finishedRecording(t, { steps: 2 });
    const step = list[0]!;
    await saveAnnotations(t, admin.token, articleId, step.id, { annotations: [blur] });
    await t.jobs.runUntilIdle();
    const sharingId = await publish(t.app, admin.token, articleId);
    const page = await t.app.inject({ method: 'GET', url: `/shared/${sharingId}` });
    expect(page.statusCode).toBe(200);
    const sources = [...page.body.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
    const stepImage = sources.find((src) => src.includes(`/images/steps/${step.id}`));
    expect(stepImage).toBeDefined();
    // No storage URL (raw or processed) leaks into the public page.
    expect(page.body).not.toMatch(/\/v1\/files\/|raw\.png|raw\.jpg/);

    const served = await fetchBytes(t, stepImage!);
    const raw = await fetchBytes(t, step.imageRaw!);
    const processed = await fetchBytes(
      t,
      (await getArticle(t, admin.token, articleId)).activeArticleVersion!.steps[0]!.imageProcessed!,
    );
    expect(served.equals(processed)).toBe(true);
    expect(variance(await greys(served, textPanel))).toBeLessThan(variance(await greys(raw, textPanel)) / 10);
  });

  it('renders the latest of several saves, once per look, and a repeated job changes nothing', async () => {
    const { admin, articleId, steps: list } = await finishedRecording(t, { steps: 1 });
    const step = list[0]!;
    await saveAnnotations(t, admin.token, articleId, step.id, { annotations: [box] });
    await saveAnnotations(t, admin.token, articleId, step.id, {
      annotations: [box],
      zoomLevel: 2,
      zoomAnchorX: 0,
      zoomAnchorY: 0,
    });
    await saveAnnotations(t, admin.token, articleId, step.id, {
      annotations: [box],
      zoomLevel: 2,
      zoomAnchorX: 100,
      zoomAnchorY: 100,
    });
    await t.jobs.runUntilIdle();
    const after = (await getArticle(t, admin.token, articleId)).activeArticleVersion!.steps[0]!;
    const processed = await fetchBytes(t, after.imageProcessed!);
    const raw = await fetchBytes(t, step.imageRaw!);
    // Zoomed 2× into the bottom-right quarter: its bottom-right corner is the raw's bottom-right corner.
    const corner: Region = { left: 1180, top: 700, width: 100, height: 100 };
    const rawQuarter = await sharp(raw)
      .extract({ left: 640, top: 400, width: 640, height: 400 })
      .resize(1280, 800)
      .png()
      .toBuffer();
    expect(changedShare(await greys(rawQuarter, corner), await greys(processed, corner), 12)).toBeLessThan(
      0.02,
    );
    expect(storedFiles(t.app, admin.organizationId).filter((key) => key.includes('/processed'))).toHaveLength(
      1,
    );

    const [row] = await t.app.ctx.db
      .select({ key: steps.imageProcessedKey })
      .from(steps)
      .where(eq(steps.id, step.id));
    await saveAnnotations(t, admin.token, articleId, step.id, {
      annotations: [box],
      zoomLevel: 2,
      zoomAnchorX: 100,
      zoomAnchorY: 100,
    });
    await t.jobs.runUntilIdle();
    const [again] = await t.app.ctx.db
      .select({ key: steps.imageProcessedKey })
      .from(steps)
      .where(eq(steps.id, step.id));
    expect(again!.key).toBe(row!.key);
  });

  it('never lets an older rendering replace a newer save’s: a job that finds the step changed leaves it to the later job', async () => {
    const { admin, articleId, article, steps: list } = await finishedRecording(t, { steps: 1 });
    const step = list[0]!;
    const ids = {
      organizationId: admin.organizationId,
      articleId,
      versionId: article.activeArticleVersion!.id,
      stepId: step.id,
    };
    await saveAnnotations(t, admin.token, articleId, step.id, { annotations: [box] });
    const first = (await loadStepState(t.app.ctx.db, ids))!;
    // The job of the first save writes its file while the user saves again.
    const storage: Storage = Object.create(t.app.ctx.storage);
    storage.putFile = async (key, file, type) => {
      await t.app.ctx.storage.putFile(key, file, type);
      await saveAnnotations(t, admin.token, articleId, step.id, { annotations: [blur] });
    };
    expect(
      await renderSteps(
        { db: t.app.ctx.db, storage, changes: t.app.ctx.changes, config: t.app.ctx.config },
        ids,
        [step.id],
      ),
    ).toBe(0);
    const staleKey = processedRevisionKey(ids, first.fingerprint);
    expect(storedFiles(t.app, admin.organizationId)).not.toContain(staleKey);
    const [kept] = await t.app.ctx.db
      .select({ key: steps.imageProcessedKey })
      .from(steps)
      .where(eq(steps.id, step.id));
    expect(kept!.key).not.toBe(staleKey);

    await t.jobs.runUntilIdle();
    const latest = (await loadStepState(t.app.ctx.db, ids))!;
    expect(latest.annotations.map((a) => a.type)).toEqual(['BLURBOX']);
    expect(latest.step.imageProcessedKey).toBe(processedRevisionKey(ids, latest.fingerprint));
    const processed = await fetchBytes(
      t,
      (await getArticle(t, admin.token, articleId)).activeArticleVersion!.steps[0]!.imageProcessed!,
    );
    const raw = await fetchBytes(t, step.imageRaw!);
    expect(variance(await greys(processed, textPanel))).toBeLessThan(
      variance(await greys(raw, textPanel)) / 10,
    );
    expect(changedShare(await greys(raw, boxTopEdge), await greys(processed, boxTopEdge))).toBe(0);
  });

  it('records a batch in one go: the steps that still look as rendered get their image, the one saved again meanwhile does not', async () => {
    const { admin, articleId, article, steps: list } = await finishedRecording(t, { steps: 3 });
    const target = {
      organizationId: admin.organizationId,
      articleId,
      versionId: article.activeArticleVersion!.id,
    };
    for (const step of list)
      await saveAnnotations(t, admin.token, articleId, step.id, { annotations: [box] });
    const before = new Map(
      (await t.app.ctx.db.select({ id: steps.id, key: steps.imageProcessedKey }).from(steps)).map((row) => [
        row.id,
        row.key,
      ]),
    );
    const changedMeanwhile = list[1]!;
    const rendered = (await loadStepState(t.app.ctx.db, { ...target, stepId: changedMeanwhile.id }))!;
    const staleKey = processedRevisionKey({ ...target, stepId: changedMeanwhile.id }, rendered.fingerprint);
    const storage: Storage = Object.create(t.app.ctx.storage);
    storage.putFile = async (key, file, type) => {
      await t.app.ctx.storage.putFile(key, file, type);
      if (key === staleKey)
        await saveAnnotations(t, admin.token, articleId, changedMeanwhile.id, { annotations: [blur] });
    };
    const deps = { db: t.app.ctx.db, storage, changes: t.app.ctx.changes, config: t.app.ctx.config };
    expect(
      await renderSteps(
        deps,
        target,
        list.map((step) => step.id),
      ),
    ).toBe(2);
    const files = storedFiles(t.app, admin.organizationId);
    for (const step of list) {
      const now = (await loadStepState(t.app.ctx.db, { ...target, stepId: step.id }))!;
      if (step.id === changedMeanwhile.id) {
        // Left for the later save's job; the file rendered for the older look is gone.
        expect(now.step.imageProcessedKey).toBe(before.get(step.id));
        expect(files).not.toContain(staleKey);
      } else {
        expect(now.step.imageProcessedKey).toBe(
          processedRevisionKey({ ...target, stepId: step.id }, now.fingerprint),
        );
        // The image it replaces is removed.
        expect(files).not.toContain(before.get(step.id));
      }
    }
  });
});
