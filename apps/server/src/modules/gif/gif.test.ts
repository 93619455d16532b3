import { DEMO_GIF_MARKDOWN } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle } from '../../../test/factories';
import { storedFiles, uploadRecording } from '../../../test/recordings';
import { jobs } from '../../db/schema';
import { publish } from '../public-site/testSupport';
import {
  deleteStepCall,
  fetchBytes,
  finishedRecording,
  getArticle,
  greys,
  type Region,
  saveAnnotations,
  variance,
} from '../steps/testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const generateGif = (token: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/v1/help-articles/${id}/generate-gif`, headers: bearer(token) });
const occurrences = (text: string, part: string) => text.split(part).length - 1;

// The fake screen's text panel (test/recordings.ts), and the same region in a 960-pixel frame.
const blur = { type: 'BLURBOX', x: 820, y: 100, width: 440, height: 320 } as const;
const panelInGif: Region = { left: 615, top: 75, width: 330, height: 240 };

describe('POST /v1/help-articles/{id}/generate-gif', () => {
  it('renders an animated GIF of the steps into the article, shown on the public page and in the download', async () => {
    const { admin, articleId, steps } = await finishedRecording(t, { steps: 3 });
    await buyPlan(t.app, admin.token, 'prod_pro');
    // A blur applies to the GIF even where "apply image changes to GIF" is off.
    await saveAnnotations(t, admin.token, articleId, steps[0]!.id, { annotations: [blur] });
    await t.jobs.runUntilIdle();

    const res = await generateGif(admin.token, articleId);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'The demo GIF is being generated', queued: true });
    await t.jobs.runUntilIdle();

    const article = await getArticle(t, admin.token, articleId);
    const media = article.activeArticleVersion!.mediaOutput!;
    expect(media.gifKey).toMatch(/\/output-[0-9a-f]{16}\.gif$/);
    expect(typeof media.gifUrl).toBe('string');
    const gif = await fetchBytes(t, media.gifUrl as string);
    const meta = await sharp(gif).metadata();
    expect(meta).toMatchObject({ format: 'gif', pages: 3, width: 960, loop: 0 });
    expect(meta.delay).toEqual([1500, 1500, 1500]);
    const raw = await fetchBytes(t, steps[0]!.imageRaw!);
    const rawPanel = await sharp(raw).resize(960, 600).png().toBuffer();
    expect(variance(await greys(gif, panelInGif, 0))).toBeLessThan(
      variance(await greys(rawPanel, panelInGif)) / 10,
    );
    expect(variance(await greys(gif, panelInGif, 1))).toBeGreaterThan(100);

    // In the text once, after the introduction.
    expect(occurrences(article.content, DEMO_GIF_MARKDOWN)).toBe(1);
    expect(article.content.split('\n\n')[1]).toBe(DEMO_GIF_MARKDOWN);

    // Asking again changes nothing and says so at once: nothing queued, same file, the line once.
    const upToDate = await generateGif(admin.token, articleId);
    expect([upToDate.statusCode, upToDate.json()]).toEqual([
      200,
      { message: 'The demo GIF is up to date', queued: false },
    ]);
    expect(await t.jobs.runUntilIdle()).toBe(0);
    // Both answers are documented for API clients.
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const answers = doc.paths['/v1/help-articles/{id}/generate-gif'].post.responses;
    expect(Object.keys(answers)).toEqual(expect.arrayContaining(['200', '202']));
    const again = await getArticle(t, admin.token, articleId);
    expect(again.activeArticleVersion!.mediaOutput!.gifKey).toBe(media.gifKey);
    expect(occurrences(again.content, DEMO_GIF_MARKDOWN)).toBe(1);
    expect(storedFiles(t.app, admin.organizationId).filter((key) => key.endsWith('.gif'))).toHaveLength(1);

    const sharingId = await publish(t.app, admin.token, articleId);
    const page = await t.app.inject({ method: 'GET', url: `/shared/${sharingId}` });
    const src = /<img[^>]+src="([^"]*\/images\/demo\.gif[^"]*)"/.exec(page.body)?.[1];
    expect(src).toBeDefined();
    expect((await fetchBytes(t, src!.replace(/&amp;/g, '&'))).equals(gif)).toBe(true);

    const zip = await t.app.inject({
      method: 'GET',
      url: `/v1/help-articles/${articleId}/download`,
      headers: bearer(admin.token),
    });
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Buffer.from(files['output.gif']!).equals(gif)).toBe(true);
    expect(new TextDecoder().decode(files['article.md']!)).toContain(DEMO_GIF_MARKDOWN);
  });

  it('draws a step’s annotations and zoom into its frame only with “apply image changes to GIF”, and follows step edits', async () => {
    const { admin, articleId, steps } = await finishedRecording(t, { steps: 3 });
    const zoomed = {
      annotations: [{ type: 'BOX', x: 0, y: 0, width: 1280, height: 800 }],
      zoomLevel: 4,
    } as const;
    await saveAnnotations(t, admin.token, articleId, steps[0]!.id, {
      ...zoomed,
      applyImageChangesToGif: true,
    });
    await saveAnnotations(t, admin.token, articleId, steps[1]!.id, {
      ...zoomed,
      applyImageChangesToGif: false,
    });
    await generateGif(admin.token, articleId);
    await t.jobs.runUntilIdle();
    const article = await getArticle(t, admin.token, articleId);
    const first = article.activeArticleVersion!.mediaOutput!;
    const gif = await fetchBytes(t, first.gifUrl as string);
    // Frame 1 is the processed image (4× zoom into the plain middle); frame 2 the whole screen with its header.
    // Right of the frame's step-number badge.
    const header: Region = { left: 100, top: 0, width: 860, height: 40 };
    const processed = await fetchBytes(t, article.activeArticleVersion!.steps[0]!.imageProcessed!);
    const processedSmall = await sharp(processed).resize(960, 600).png().toBuffer();
    const meanOf = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    expect(
      Math.abs(meanOf(await greys(gif, header, 0)) - meanOf(await greys(processedSmall, header))),
    ).toBeLessThan(8);
    expect(meanOf(await greys(gif, header, 1))).toBeLessThan(80);

    // Deleting a step renders the GIF again without it, and the text keeps one GIF line.
    await deleteStepCall(t, admin.token, articleId, steps[2]!.id);
    await t.jobs.runUntilIdle();
    const after = await getArticle(t, admin.token, articleId);
    const media = after.activeArticleVersion!.mediaOutput!;
    expect(media.gifKey).not.toBe(first.gifKey);
    expect((await sharp(await fetchBytes(t, media.gifUrl as string)).metadata()).pages).toBe(2);
    expect(occurrences(after.content, DEMO_GIF_MARKDOWN)).toBe(1);
    expect(storedFiles(t.app, admin.organizationId).filter((key) => key.endsWith('.gif'))).toEqual([
      media.gifKey,
    ]);

    // Saving a step's annotations that the GIF shows renders it again too.
    await saveAnnotations(t, admin.token, articleId, steps[1]!.id, {
      ...zoomed,
      applyImageChangesToGif: true,
    });
    await t.jobs.runUntilIdle();
    const edited = (await getArticle(t, admin.token, articleId)).activeArticleVersion!.mediaOutput!;
    expect(edited.gifKey).not.toBe(media.gifKey);
  });

  it('saves made while the GIF’s refresh waits join it: one refresh, with every save in it', async () => {
    const { admin, articleId, steps } = await finishedRecording(t, { steps: 3 });
    await generateGif(admin.token, articleId);
    await t.jobs.runUntilIdle();
    const before = (await getArticle(t, admin.token, articleId)).activeArticleVersion!.mediaOutput!.gifKey;

    // A person saving step after step: each save adds a blur the GIF must show.
    for (const step of steps)
      await saveAnnotations(t, admin.token, articleId, step.id, { annotations: [blur] });
    const waiting = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, 'generate-gif'), eq(jobs.status, 'queued')));
    expect(waiting).toHaveLength(1);

    await t.jobs.runUntilIdle();
    const article = await getArticle(t, admin.token, articleId);
    const media = article.activeArticleVersion!.mediaOutput!;
    expect(media.gifKey).not.toBe(before);
    const gif = await fetchBytes(t, media.gifUrl as string);
    for (const frame of [0, 1, 2]) expect(variance(await greys(gif, panelInGif, frame))).toBeLessThan(100);
  });

  it('numbers each frame in its corner unless the step hides its number', async () => {
    const { admin, articleId, steps } = await finishedRecording(t, { steps: 2 });
    await saveAnnotations(t, admin.token, articleId, steps[1]!.id, { hideStepNumber: true });
    await t.jobs.runUntilIdle();
    await generateGif(admin.token, articleId);
    await t.jobs.runUntilIdle();
    const article = await getArticle(t, admin.token, articleId);
    const gif = await fetchBytes(t, article.activeArticleVersion!.mediaOutput!.gifUrl as string);
    const corner: Region = { left: 16, top: 16, width: 26, height: 26 };
    const difference = async (frame: number) => {
      const raw = await fetchBytes(t, steps[frame]!.imageRaw!);
      const plain = await greys(await sharp(raw).resize(960, 600).png().toBuffer(), corner);
      const drawn = await greys(gif, corner, frame);
      return drawn.reduce((sum, v, i) => sum + Math.abs(v - plain[i]!), 0) / drawn.length;
    };
    expect(await difference(0)).toBeGreaterThan(30);
    expect(await difference(1)).toBeLessThan(6);
  });

  it('stays in the text when the article is rewritten in another content type', async () => {
    const { admin, articleId } = await finishedRecording(t, { steps: 2 });
    expect((await generateGif(admin.token, articleId)).statusCode).toBe(202);
    await t.jobs.runUntilIdle();
    const change = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/change-content-type`,
      headers: bearer(admin.token),
      payload: { contentType: 'DESCRIPTIVE_GUIDE' },
    });
    expect(change.statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    const rewritten = await getArticle(t, admin.token, articleId);
    expect(rewritten.activeArticleVersion?.contentType).toBe('DESCRIPTIVE_GUIDE');
    expect(rewritten.activeArticleVersion?.finishedAt).toBeTruthy();
    expect(occurrences(rewritten.content, DEMO_GIF_MARKDOWN)).toBe(1);
  });

  it('is for finished step recordings only', async () => {
    const { admin } = await finishedRecording(t, { steps: 1 });
    const manual = await createArticle(t.app, admin.token);
    const refused = await generateGif(admin.token, manual);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'NOT_A_STEP_RECORDING',
      message: 'A demo GIF can only be made from a step recording',
    });

    const { articleId } = await uploadRecording(t.app, admin.token, { steps: 1 });
    const busy = await generateGif(admin.token, articleId!);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('ARTICLE_PROCESSING');
    await t.jobs.runUntilIdle();
    const article = await getArticle(t, admin.token, articleId!);
    expect(article.activeArticleVersion!.mediaOutput?.gifKey).toBeUndefined();
    expect(article.content).not.toContain(DEMO_GIF_MARKDOWN);
  });
});
