import { type Article, ZArticle } from '@support/shared';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { registerTrialAdmin } from '../../../test/factories';
import { buttonOf, storedFiles, uploadRecording } from '../../../test/recordings';
import { steps } from '../../db/schema/articles';
import { jobs } from '../../db/schema/jobs';
import type { Job } from '../../jobs/types';
import type { Storage } from '../../lib/storage';
import { generateArticleJob } from './job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getArticle = async (token: string, id: string): Promise<Article> => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/help-articles/${id}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZArticle.parse(res.json());
};
const stepRows = (versionId: string) =>
  t.app.ctx.db.select().from(steps).where(eq(steps.articleVersionId, versionId)).orderBy(asc(steps.index));

async function recorded(token: string, options: Parameters<typeof uploadRecording>[2] = {}) {
  const { res, articleId } = await uploadRecording(t.app, token, options);
  expect(res.statusCode).toBe(201);
  return articleId!;
}

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/** Pixels that differ between two same-sized images inside a square around a point. */
async function changedAround(a: Buffer, b: Buffer, at: { x: number; y: number }, r: number) {
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
  let changed = 0;
  for (let y = at.y - r; y < at.y + r; y++) {
    for (let x = at.x - r; x < at.x + r; x++) {
      const i = (y * pa.width + x) * 3;
      if (Math.abs(pa.data[i]! - pb.data[i]!) + Math.abs(pa.data[i + 1]! - pb.data[i + 1]!) > 30) changed++;
    }
  }
  return changed;
}

describe('generate-article', () => {
  it('writes a typed e-mail address into the text only where the organization chose to show them', async () => {
    const admin = await registerTrialAdmin(t.app);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/v1/organization/settings',
      headers: bearer(admin.token),
      payload: { hideTypedEmails: false },
    });
    expect(settings.json().settings.hideTypedEmails).toBe(false);
    const shown = await recorded(admin.token, { steps: 3 });
    await t.jobs.runUntilIdle();
    expect((await getArticle(admin.token, shown)).content).toMatch(
      /^3\. .*alice@example\.com.*\*\*E-mail\*\*/m,
    );

    // Rules apply when the text is written: a rewrite after switching back leaves it out.
    await t.app.inject({
      method: 'PUT',
      url: '/v1/organization/settings',
      headers: bearer(admin.token),
      payload: { hideTypedEmails: true },
    });
    const rewrite = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${shown}/change-content-type`,
      headers: bearer(admin.token),
      payload: { contentType: 'DESCRIPTIVE_GUIDE' },
    });
    expect(rewrite.statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    const rewritten = (await getArticle(admin.token, shown)).content;
    expect(rewritten).not.toContain('alice@example.com');
  });

  it('turns an upload into a finished article: a title, one numbered line and processed image per step', async () => {
    const admin = await registerTrialAdmin(t.app);
    const articleId = await recorded(admin.token, { steps: 3 });
    expect(await t.jobs.runUntilIdle()).toBe(1);

    const article = await getArticle(admin.token, articleId);
    expect(article.status).toBe('finished');
    expect(article.title).not.toBe('New recording');
    expect(article.title.length).toBeGreaterThan(0);
    const version = article.activeArticleVersion!;
    expect(version).toMatchObject({ generationStage: null, failureReason: null });
    expect(version.finishedAt).not.toBeNull();
    expect(article.content).toMatch(/^1\. .*\*\*Button 1\*\*/m);
    expect(article.content).toMatch(/^2\. .*\*\*Button 2\*\*/m);
    // The typed e-mail address is blurred in the screenshot, and left out of the text too.
    expect(article.content).toMatch(/^3\. .*\*\*E-mail\*\*/m);
    expect(article.content).not.toContain('alice@example.com');
    for (const n of [1, 2, 3]) expect(article.content).toContain(`![Step ${n}](step${n}.png)`);
    expect(version.steps.every((step) => step.imageProcessed?.startsWith('/v1/files/'))).toBe(true);

    // The processed image shows the pointer where the click was; the rest of the screen is untouched.
    const [first] = await stepRows(version.id);
    const raw = (await t.app.ctx.storage.get(first!.imageRawKey!))!.body;
    const processed = (await t.app.ctx.storage.get(first!.imageProcessedKey!))!.body;
    const button = buttonOf(0);
    const click = { x: button.x + button.width / 2, y: button.y + button.height / 2 };
    expect(await changedAround(raw, processed, click, 30)).toBeGreaterThan(400);
    expect(await changedAround(raw, processed, { x: 1200, y: 740 }, 40)).toBe(0);
    expect(storedFiles(t.app, admin.organizationId)).toHaveLength(6);
  });

  it('writes in the organization language and tone: German, formal, uses "Sie"', async () => {
    const admin = await registerTrialAdmin(t.app);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/v1/organization/settings',
      headers: bearer(admin.token),
      payload: { sourceLanguage: 'de', addressingStyle: 'PERSONAL', formality: 'FORMAL' },
    });
    expect(settings.statusCode).toBe(200);
    const articleId = await recorded(admin.token, { steps: 3 });
    expect((await getArticle(admin.token, articleId)).title).toBe('Neue Aufzeichnung');
    await t.jobs.runUntilIdle();
    const article = await getArticle(admin.token, articleId);
    expect(article.activeArticleVersion?.sourceLanguage).toBe('de');
    expect(article.content).toMatch(/^1\. Klicken Sie auf \*\*Button 1\*\*/m);
    expect(article.content).toMatch(/\bSie\b/);
    expect(article.content).not.toMatch(/\b(du|dein|deine)\b/i);
    expect(article.title).not.toBe('Neue Aufzeichnung');
  });

  it('keeps a title the user typed while the recording was processing', async () => {
    const admin = await registerTrialAdmin(t.app);
    const articleId = await recorded(admin.token, { steps: 1 });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/v1/help-articles/${articleId}/title`,
      headers: bearer(admin.token),
      payload: { title: 'Our onboarding' },
    });
    expect(renamed.statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    const article = await getArticle(admin.token, articleId);
    expect(article).toMatchObject({ status: 'finished', title: 'Our onboarding' });
  });

  it('after a crash in the middle, running again gives the same steps and no extra files', async () => {
    const admin = await registerTrialAdmin(t.app);
    const articleId = await recorded(admin.token, { steps: 5 });
    const before = await getArticle(admin.token, articleId);
    const versionId = before.activeArticleVersion!.id;
    const [row] = await t.app.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.organizationId, admin.organizationId), eq(jobs.type, 'generate-article')));
    // The upload renders the images; a recording uploaded before it did (or whose renders were
    // lost) has none, and the job renders them.
    await t.app.ctx.db
      .update(steps)
      .set({ imageProcessedKey: null })
      .where(eq(steps.articleVersionId, versionId));

    // The process "dies" after two processed images were written: the third write never happens.
    let writes = 0;
    const real = t.app.ctx.storage;
    const dying: Storage = {
      ...real,
      kind: real.kind,
      put: async (key, body, type) => {
        if (key.endsWith('/processed.png') && ++writes > 2) throw new Error('process killed');
        return real.put(key, body, type);
      },
      get: (key) => real.get(key),
      delete: (key) => real.delete(key),
      signedUrl: (key, options) => real.signedUrl(key, options),
    };
    const handler = generateArticleJob.build({ ...t.app.ctx, storage: dying, ai: null });
    const job: Job = {
      id: row!.id,
      type: 'generate-article',
      organizationId: admin.organizationId,
      payload: row!.payload,
      attempt: 1,
      maxAttempts: 3,
    };
    await expect(handler.run(job)).rejects.toThrow('process killed');
    const midway = await getArticle(admin.token, articleId);
    expect(midway.activeArticleVersion?.generationStage).toBe('EXTRACTING_STEPS');
    expect(midway.status).toBe('processing');

    // The queue takes the job up again (here: it never recorded the dead attempt).
    await t.jobs.runUntilIdle();
    const after = await getArticle(admin.token, articleId);
    expect(after.status).toBe('finished');
    const rows = await stepRows(versionId);
    expect(rows.map((step) => step.id)).toEqual(before.activeArticleVersion!.steps.map((step) => step.id));
    expect(rows.every((step) => step.imageProcessedKey?.endsWith(`/steps/${step.id}/processed.png`))).toBe(
      true,
    );
    expect(storedFiles(t.app, admin.organizationId)).toHaveLength(10);
    expect(after.content.match(/!\[Step \d+\]\(step\d+\.png\)/g)).toHaveLength(5);
  });

  it('does nothing for an article deleted before its job ran, and leaves no files', async () => {
    const admin = await registerTrialAdmin(t.app);
    const articleId = await recorded(admin.token, { steps: 2 });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/help-articles/${articleId}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    const [row] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.organizationId, admin.organizationId));
    expect(row?.status).toBe('done');
    expect(storedFiles(t.app, admin.organizationId)).toEqual([]);
  });
});
