import { ZArticle } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { storedFiles, uploadRecording } from '../../../test/recordings';
import { articleTranslations } from '../../db/schema/articles';
import { publish } from '../public-site/testSupport';
import { deleteStepCall, finishedRecording, getArticle } from './testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stepImages = (content: string) =>
  [...content.matchAll(/!\[Step (\d+)\]\(step(\d+)\.png\)/g)].map((m) => m[0]);

describe('DELETE /v1/help-articles/{id}/steps/{stepId}', () => {
  it('removes the step and its text (its files stay for the history), numbers the others 0..n-1 and keeps every image reference pointing at its step', async () => {
    const {
      admin,
      articleId,
      article,
      steps: before,
    } = await finishedRecording(t, {
      steps: 4,
      actionOf: () => 'CLICK',
    });
    const content = article.content;
    expect(stepImages(content)).toEqual(['1', '2', '3', '4'].map((n) => `![Step ${n}](step${n}.png)`));
    expect(content).toMatch(/^2\. .*Button 2/m);
    const gone = before[1]!;
    expect(storedFiles(t.app, admin.organizationId).some((key) => key.includes(gone.id))).toBe(true);
    await t.app.ctx.db.insert(articleTranslations).values({
      organizationId: admin.organizationId,
      articleId,
      language: 'de',
      content:
        '1. Eins\n\n![Step 1](step1.png)\n\n2. Zwei\n\n![Step 2](step2.png)\n\n3. Drei\n\n![Step 3](step3.png)',
    });

    const res = await deleteStepCall(t, admin.token, articleId, gone.id);
    expect(res.statusCode).toBe(200);
    const after = ZArticle.parse(res.json());
    const version = after.activeArticleVersion!;
    expect(version.steps.map((s) => [s.id, s.index])).toEqual([
      [before[0]!.id, 0],
      [before[2]!.id, 1],
      [before[3]!.id, 2],
    ]);
    // The old step 3 ("Button 3") is now item 2 with image 2; nothing mentions Button 2 any more.
    expect(stepImages(after.content)).toEqual(['1', '2', '3'].map((n) => `![Step ${n}](step${n}.png)`));
    expect(after.content).not.toContain('Button 2');
    expect(after.content).toMatch(/^2\. .*Button 3.*\n\n!\[Step 2\]\(step2\.png\)/m);
    expect(after.content).toMatch(/^3\. .*Button 4.*\n\n!\[Step 3\]\(step3\.png\)/m);
    expect(after.content.split('\n\n')[0]).toBe(content.split('\n\n')[0]);
    // The generation's revision still shows the step (issue 48): its files go with the article.
    expect(storedFiles(t.app, admin.organizationId).some((key) => key.includes(gone.id))).toBe(true);
    const [translation] = await t.app.ctx.db
      .select({ content: articleTranslations.content })
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, articleId));
    expect(translation!.content).toBe('1. Eins\n\n![Step 1](step1.png)\n\n2. Drei\n\n![Step 2](step2.png)');

    // The public page shows the remaining steps' images in their order.
    const sharingId = await publish(t.app, admin.token, articleId);
    const page = await t.app.inject({ method: 'GET', url: `/shared/${sharingId}` });
    const shown = [...page.body.matchAll(/<img[^>]+\/images\/steps\/([0-9a-f-]{36})/g)].map((m) => m[1]);
    expect(shown).toEqual([before[0]!.id, before[2]!.id, before[3]!.id]);

    // Deleting the same step again finds nothing.
    expect((await deleteStepCall(t, admin.token, articleId, gone.id)).statusCode).toBe(404);
  });

  it('keeps the last step (409 with a message) and refuses while the article is generated', async () => {
    const {
      admin,
      articleId,
      steps: [only],
    } = await finishedRecording(t, { steps: 1 });
    const last = await deleteStepCall(t, admin.token, articleId, only!.id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'LAST_STEP',
      message: 'An article must keep at least one step. Delete the article instead.',
    });
    expect((await getArticle(t, admin.token, articleId)).activeArticleVersion!.steps).toHaveLength(1);

    const { articleId: pendingId } = await uploadRecording(t.app, admin.token, { steps: 2 });
    const pending = await getArticle(t, admin.token, pendingId!);
    const busy = await deleteStepCall(t, admin.token, pendingId!, pending.activeArticleVersion!.steps[0]!.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('ARTICLE_PROCESSING');
    await t.jobs.runUntilIdle();
    expect((await getArticle(t, admin.token, pendingId!)).activeArticleVersion!.steps).toHaveLength(2);
  });

  it('deletes the first and the last step of a descriptive guide with their sentences', async () => {
    const {
      admin,
      articleId,
      steps: list,
    } = await finishedRecording(t, {
      steps: 3,
      contentType: 'DESCRIPTIVE_GUIDE',
      actionOf: () => 'CLICK',
    });
    await deleteStepCall(t, admin.token, articleId, list[2]!.id);
    const res = await deleteStepCall(t, admin.token, articleId, list[0]!.id);
    const after = ZArticle.parse(res.json());
    expect(after.activeArticleVersion!.steps.map((s) => s.id)).toEqual([list[1]!.id]);
    expect(stepImages(after.content)).toEqual(['![Step 1](step1.png)']);
    expect(after.content).toContain('Button 2');
    expect(after.content).not.toMatch(/Button [13]/);
  });
});
