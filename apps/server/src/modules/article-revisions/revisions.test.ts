import { ZArticle, ZRestoreRevisionResponse, ZRevision, ZRevisionList } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  buyPlan,
  createArticle,
  type RegisteredUser,
  registerTrialAdmin,
} from '../../../test/factories';
import { articleRevisions } from '../../db/schema/articleRevisions';
import { deleteStepCall, finishedRecording } from '../steps/testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (user: { token: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: bearer(user.token), ...(payload ? { payload } : {}) });

async function history(user: RegisteredUser, id: string, query = '') {
  const res = await call(user, 'GET', `/help-articles/${id}/revisions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZRevisionList.parse(res.json());
}

async function article(user: RegisteredUser, id: string) {
  return ZArticle.parse((await call(user, 'GET', `/help-articles/${id}`)).json());
}

const minutes = (n: number) => t.clock.advance(n * 60_000);

describe('article history (issue 48 item 1)', () => {
  it('records one revision per kind, with the author and what changed, newest first', async () => {
    const admin = await registerTrialAdmin(t.app, { firstName: 'Hanna' });
    await buyPlan(t.app, admin.token, 'prod_business');
    const id = await createArticle(t.app, admin.token, { title: 'Invoices', content: 'Open Billing.' });
    minutes(11);
    expect(
      (await call(admin, 'PUT', `/help-articles/${id}/title`, { title: 'Send invoices' })).statusCode,
    ).toBe(200);
    minutes(11);
    const ai = await call(admin, 'PUT', `/help-articles/${id}`, {
      content: 'Open *Billing* now.',
      aiEdit: true,
    });
    expect(ai.statusCode, ai.body).toBe(200);
    expect((await call(admin, 'POST', `/help-articles/${id}/publish`)).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/help-articles/${id}/unpublish`)).statusCode).toBe(200);
    const added = await call(admin, 'POST', '/organization/settings/translation-languages/add', {
      language: 'de',
    });
    expect(added.statusCode, added.body).toBe(200);
    const german = await call(admin, 'PUT', `/help-articles/${id}/translations/de`, {
      title: 'Rechnungen',
      content: 'Öffnen Sie Abrechnung.',
    });
    expect(german.statusCode, german.body).toBe(200);

    const { revisions } = await history(admin, id);
    expect(revisions.map((r) => r.kind)).toEqual([
      'translation',
      'unpublish',
      'publish',
      'ai-edit',
      'save',
      'save',
    ]);
    expect(revisions[0]!.changes).toEqual({ language: 'de' });
    expect(revisions[3]!.summary).toBe('content');
    expect(revisions[4]!.summary).toBe('title');
    expect(revisions[5]!.summary).toBe('title, content');
    expect(revisions[0]!.author).toMatchObject({ id: admin.userId, firstName: 'Hanna' });
    // The list carries no bodies: a page of a long history stays small.
    expect(JSON.stringify(revisions)).not.toContain('Billing');

    const first = await call(admin, 'GET', `/help-articles/${id}/revisions/${revisions[5]!.id}`);
    expect(ZRevision.parse(first.json())).toMatchObject({
      title: 'Invoices',
      markdown: 'Open Billing.',
      steps: [],
    });
    // The article names its newest revision: the editor's base for the stale-save check.
    expect((await article(admin, id)).latestRevision?.id).toBe(revisions[0]!.id);
  });

  it('a recording records its generation, and deleting a step records a save that keeps its images readable', async () => {
    const { admin, articleId, steps } = await finishedRecording(t, { steps: 3 });
    const generated = (await history(admin, articleId)).revisions;
    expect(generated.map((r) => [r.kind, r.author])).toEqual([['regeneration', null]]);
    const removed = await deleteStepCall(t, admin.token, articleId, steps[1]!.id);
    expect(removed.statusCode, removed.body).toBe(200);
    const [latest] = (await history(admin, articleId)).revisions;
    expect(latest).toMatchObject({ kind: 'save', changes: { content: true, steps: 2 } });
    // Step 2 went and step 3 became the second: two steps changed.
    // The generation's revision still shows step 2: its files are still stored.
    const gone = steps[1]!;
    const revision = ZRevision.parse(
      (await call(admin, 'GET', `/help-articles/${articleId}/revisions/${generated[0]!.id}`)).json(),
    );
    expect(revision.steps.map((s) => s.id)).toEqual(steps.map((s) => s.id));
    expect(revision.steps[1]).toMatchObject({ id: gone.id, hasImage: true });
    // The deleted step's image is still served through the revision's signed URL.
    const image = await t.app.inject({ method: 'GET', url: revision.steps[1]!.image! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    const files = await storedKeysOf(articleId, gone.id);
    expect(files.length).toBeGreaterThan(0);
    for (const key of files) expect(await t.app.ctx.storage.open(key)).not.toBeNull();
    // What was typed is never kept: the organization's rules may withhold it later.
    const kept = await t.app.ctx.db
      .select({ steps: articleRevisions.steps })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, articleId));
    const rows = kept.flatMap((revision) => revision.steps.map((step) => step.row));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.typedValue).toBeNull();
  });

  it('folds one person’s saves within 10 minutes into one revision, not another person’s or a later one', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    const id = await createArticle(t.app, admin.token, { title: 'Folding', content: 'one' });
    for (const content of ['two', 'three', 'four']) {
      minutes(4);
      expect((await call(admin, 'PUT', `/help-articles/${id}`, { content })).statusCode).toBe(200);
    }
    let { revisions } = await history(admin, id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]!.changes).toEqual({ title: true, content: true });
    // A save that changes nothing is no revision.
    expect((await call(admin, 'PUT', `/help-articles/${id}`, { content: 'four' })).statusCode).toBe(200);
    minutes(11);
    await call(admin, 'PUT', `/help-articles/${id}`, { content: 'five' });
    minutes(1);
    await call(member, 'PUT', `/help-articles/${id}`, { content: 'six' });
    minutes(1);
    await call(admin, 'PUT', `/help-articles/${id}`, { content: 'seven' });
    ({ revisions } = await history(admin, id));
    expect(revisions.map((r) => r.author?.id)).toEqual([
      admin.userId,
      member.userId,
      admin.userId,
      admin.userId,
    ]);
    const newest = ZRevision.parse(
      (await call(admin, 'GET', `/help-articles/${id}/revisions/${revisions[0]!.id}`)).json(),
    );
    expect(newest.markdown).toBe('seven');
  });

  it('restore makes the old state the current one, keeps the article published and is itself a revision', async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token, { title: 'Old title', content: 'Old text.' });
    const tag = (await call(admin, 'POST', '/organization/add-tag', { name: 'billing' })).json();
    await call(admin, 'PUT', `/help-articles/${id}/tags`, { tags: [tag.id] });
    const [original] = (await history(admin, id)).revisions;
    await call(admin, 'POST', `/help-articles/${id}/publish`);
    const published = await article(admin, id);
    minutes(11);
    await call(admin, 'PUT', `/help-articles/${id}/title`, { title: 'New title' });
    await call(admin, 'PUT', `/help-articles/${id}`, { content: 'A bad edit.' });
    await call(admin, 'PUT', `/help-articles/${id}/tags`, { tags: [] });

    const res = await call(admin, 'POST', `/help-articles/${id}/revisions/${original!.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    const restored = ZRestoreRevisionResponse.parse(res.json());
    expect(restored.missingImages).toEqual([]);
    const now = await article(admin, id);
    expect(now).toMatchObject({ title: 'Old title', content: 'Old text.', isPubliclyShared: true });
    expect(now.sharingId).toBe(published.sharingId);
    expect(now.tags.map((x) => x.name)).toEqual(['billing']);
    const { revisions } = await history(admin, id);
    expect(revisions[0]).toMatchObject({ id: restored.revisionId, kind: 'restore' });
    expect(revisions[0]!.changes).toMatchObject({ title: true, content: true, tags: true });
    // The shared page shows the restored text: it is the current text of a published article.
    const page = await t.app.inject({ method: 'GET', url: `/shared/${published.sharingId}` });
    expect(page.body).toContain('Old text.');
  });

  it('restoring a revision whose step image was deleted restores the text and names the missing images', async () => {
    const { admin, articleId, steps, article: before } = await finishedRecording(t, { steps: 3 });
    const [generated] = (await history(admin, articleId)).revisions;
    const gone = steps[2]!;
    const files = await storedKeysOf(articleId, gone.id);
    expect((await deleteStepCall(t, admin.token, articleId, gone.id)).statusCode).toBe(200);
    // The files are lost anyway (a storage outside the app's care, a cleanup of an older install).
    for (const key of files) await t.app.ctx.storage.delete(key);

    const res = await call(admin, 'POST', `/help-articles/${articleId}/revisions/${generated!.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZRestoreRevisionResponse.parse(res.json()).missingImages).toEqual([
      { stepNumber: 3, stepId: gone.id },
    ]);
    const after = await article(admin, articleId);
    expect(after.content).toBe(before.content);
    const restoredSteps = after.activeArticleVersion!.steps;
    expect(restoredSteps.map((s) => s.id)).toEqual(steps.map((s) => s.id));
    expect(restoredSteps[2]).toMatchObject({ imageRaw: null, imageProcessed: null });
    expect(restoredSteps[0]!.imageRaw).not.toBeNull();
  });

  it('a stale save answers 409 ARTICLE_CHANGED with the newer revision; one’s own saves and a fresh base pass', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    const id = await createArticle(t.app, admin.token, { title: 'Shared draft', content: 'v1' });
    const loaded = (await article(member, id)).latestRevision!;
    const base = { baseRevisionAt: loaded.updatedAt };
    minutes(1);
    expect(
      (await call(member, 'PUT', `/help-articles/${id}`, { content: 'member 1', ...base })).statusCode,
    ).toBe(200);
    minutes(1);
    expect(
      (await call(member, 'PUT', `/help-articles/${id}`, { content: 'member 2', ...base })).statusCode,
    ).toBe(200);
    // The admin loaded before the member's saves: its save would overwrite them.
    minutes(1);
    const stale = await call(admin, 'PUT', `/help-articles/${id}`, { content: 'admin', ...base });
    expect(stale.statusCode, stale.body).toBe(409);
    const [newest] = (await history(admin, id)).revisions;
    expect(stale.json()).toMatchObject({ code: 'ARTICLE_CHANGED', revisionId: newest!.id });
    expect((await article(admin, id)).content).toBe('member 2');
    const title = await call(admin, 'PUT', `/help-articles/${id}/title`, { title: 'Mine', ...base });
    expect(title.json()).toMatchObject({ code: 'ARTICLE_CHANGED' });
    // A save on top of the newest revision passes.
    const fresh = { baseRevisionAt: (await article(admin, id)).latestRevision!.updatedAt };
    expect(
      (await call(admin, 'PUT', `/help-articles/${id}`, { content: 'admin', ...fresh })).statusCode,
    ).toBe(200);
    // The member's base is from before the admin's save now.
    minutes(1);
    const behind = await call(member, 'PUT', `/help-articles/${id}`, { content: 'member 3', ...fresh });
    expect(behind.statusCode).toBe(409);
    // A base from before a fold: the newest revision's id is the same, its later saves are not.
    const loadedAgain = (await article(member, id)).latestRevision!;
    minutes(1);
    expect((await call(admin, 'PUT', `/help-articles/${id}`, { content: 'admin 2' })).statusCode).toBe(200);
    expect((await article(admin, id)).latestRevision!.id).toBe(loadedAgain.id);
    const folded = await call(member, 'PUT', `/help-articles/${id}`, {
      content: 'member 4',
      baseRevisionAt: loadedAgain.updatedAt,
    });
    expect(folded.statusCode).toBe(409);
    expect(folded.json().revisionId).toBe(loadedAgain.id);
    // Someone else publishing changes no text: a save on the text from before it passes.
    const beforePublish = (await article(admin, id)).latestRevision!.updatedAt;
    minutes(1);
    expect((await call(member, 'POST', `/help-articles/${id}/publish`)).statusCode).toBe(200);
    const afterPublish = await call(admin, 'PUT', `/help-articles/${id}`, {
      content: 'admin 3',
      baseRevisionAt: beforePublish,
    });
    expect(afterPublish.statusCode, afterPublish.body).toBe(200);
    // A bad token is a 400, not a 500.
    expect(
      (await call(admin, 'PUT', `/help-articles/${id}`, { content: 'x', baseRevisionAt: 'yesterday' }))
        .statusCode,
    ).toBe(400);
  });

  it('pages the list with a cursor, bounded, and refuses a cursor it did not give out', async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token, { title: 'Paging', content: 'x' });
    for (let i = 0; i < 4; i++) {
      await call(admin, 'POST', `/help-articles/${id}/${i % 2 ? 'unpublish' : 'publish'}`);
    }
    const all = (await history(admin, id)).revisions.map((r) => r.id);
    expect(all).toHaveLength(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof history>> = await history(
        admin,
        id,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.revisions.length).toBeLessThanOrEqual(2);
      seen.push(...page.revisions.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect((await call(admin, 'GET', `/help-articles/${id}/revisions?limit=101`)).statusCode).toBe(400);
    const bad = await call(admin, 'GET', `/help-articles/${id}/revisions?cursor=nonsense`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_CURSOR');
  });

  it('another organization’s article and revisions answer 404 and nothing changes', async () => {
    const adminA = await registerTrialAdmin(t.app);
    const adminB = await registerTrialAdmin(t.app);
    const idA = await createArticle(t.app, adminA.token, { title: 'Alpha secret', content: 'alpha body' });
    const idB = await createArticle(t.app, adminB.token, { title: 'Beta', content: 'beta body' });
    const [revisionA] = (await history(adminA, idA)).revisions;
    const base = `/help-articles/${idA}/revisions`;
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/${revisionA!.id}`],
      ['POST', `${base}/${revisionA!.id}/restore`],
    ] as const) {
      const res = await call(adminB, method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('ARTICLE_NOT_FOUND');
      expect(res.body).not.toContain('Alpha');
    }
    // A's revision through B's own article: not found either.
    const mixed = await call(adminB, 'POST', `/help-articles/${idB}/revisions/${revisionA!.id}/restore`);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().code).toBe('REVISION_NOT_FOUND');
    expect((await article(adminB, idB)).title).toBe('Beta');
    expect((await history(adminA, idA)).revisions).toHaveLength(1);
  });
});

/** The storage keys of a step's files (raw and processed), as the steps table had them. */
async function storedKeysOf(articleId: string, stepId: string): Promise<string[]> {
  const rows = await t.app.ctx.db
    .select({ steps: articleRevisions.steps })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId));
  const step = rows.flatMap((row) => row.steps).find((s) => s.id === stepId);
  return [step?.imageRawKey, step?.imageProcessedKey].filter((key): key is string => Boolean(key));
}
