import { ZArticle, ZArticleList } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  buyPlan,
  createArticle,
  type RegisteredUser,
  registerCompanyAdmin,
  registerTrialAdmin,
  TINY_PNG,
} from '../../../test/factories';
import type { HeardChange } from '../../changes/types';
import { articles, articleVersions, stepAnnotations, steps, users } from '../../db/schema';

describe('help articles: write, read, edit', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    // A paid plan: this file writes more articles than the trial's ten.
    admin = await registerCompanyAdmin(t.app, { firstName: 'Ada', lastName: 'Admin' });
    await buyPlan(t.app, admin.token, 'prod_pro');
    member = await addMember(t.app, admin, { firstName: 'Mia', lastName: 'Member' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const getArticle = async (id: string, token = admin.token) => {
    const res = await call('GET', `/help-articles/${id}`, token);
    expect(res.statusCode).toBe(200);
    return ZArticle.parse(res.json());
  };

  it('creates a manual article as version 1 in the organization source language, finished at once', async () => {
    await call('PUT', '/organization/settings', admin.token, { sourceLanguage: 'de' });
    const res = await call('POST', '/help-articles/create-manual-article', member.token, {
      title: '  Rechnung herunterladen  ',
      content: '# Rechnung\n\nSo geht es.',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const article = await getArticle(id);
    expect(article).toMatchObject({
      id,
      title: 'Rechnung herunterladen',
      articleType: 'FREEFORM_TEXT',
      creator: { firstName: 'Mia', lastName: 'Member', email: member.email },
      isPubliclyShared: false,
      sharingId: null,
      status: 'finished',
      content: '# Rechnung\n\nSo geht es.',
      tags: [],
      activeArticleVersion: {
        version: 1,
        content: '# Rechnung\n\nSo geht es.',
        contentType: 'DESCRIPTIVE_GUIDE',
        failureReason: null,
        hasAudio: false,
        sourceLanguage: 'de',
        steps: [],
      },
    });
    expect(article.activeArticleVersion?.finishedAt).not.toBeNull();
    await call('PUT', '/organization/settings', admin.token, { sourceLanguage: 'en' });
  });

  it('refuses a blank title and answers 404 for an unknown or malformed id', async () => {
    const blank = await call('POST', '/help-articles/create-manual-article', admin.token, {
      title: '   ',
      content: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: 'Title is required',
      code: 'VALIDATION_ERROR',
      field: 'title',
    });
    const unknown = await call('GET', `/help-articles/${crypto.randomUUID()}`, admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Article not found', code: 'ARTICLE_NOT_FOUND' });
    expect((await call('GET', '/help-articles/not-an-id', admin.token)).statusCode).toBe(400);
  });

  it('lists the organization articles newest first with creator, tags and status, and filters by visibility', async () => {
    const owner = await registerTrialAdmin(t.app, { firstName: 'Lena', lastName: 'List' });
    const first = await createArticle(t.app, owner.token, { title: 'First' });
    t.clock.advance(1000);
    const second = await createArticle(t.app, owner.token, { title: 'Second' });
    t.clock.advance(1000);
    const third = await createArticle(t.app, owner.token, { title: 'Third' });
    await call('POST', `/help-articles/${second}/publish`, owner.token);

    const res = await call('GET', '/help-articles', owner.token);
    expect(res.statusCode).toBe(200);
    const list = ZArticleList.parse(res.json());
    expect(list.total).toBe(3);
    expect(list.articles.map((a) => a.title)).toEqual(['Third', 'Second', 'First']);
    expect(list.articles[0]).toMatchObject({
      id: third,
      articleType: 'FREEFORM_TEXT',
      creator: { firstName: 'Lena', lastName: 'List', email: owner.email },
      status: 'finished',
      tags: [],
      activeArticleVersion: { version: 1, sourceLanguage: 'en', hasAudio: false, failureReason: null },
    });
    const ids = async (url: string) =>
      ZArticleList.parse((await call('GET', url, owner.token)).json()).articles.map((a) => a.id);
    expect(await ids('/help-articles/public')).toEqual([second]);
    expect(await ids('/help-articles/private')).toEqual([third, first]);
    const page = ZArticleList.parse(
      (await call('GET', '/help-articles?limit=1&offset=1', owner.token)).json(),
    );
    expect(page).toMatchObject({ total: 3, articles: [{ id: second }] });
    expect(ZArticleList.parse((await call('GET', '/help-articles?offset=5', owner.token)).json())).toEqual({
      articles: [],
      total: 3,
      nextCursor: null,
    });
  });

  it('lets a member edit content and title; the title is trimmed and must not be blank', async () => {
    const id = await createArticle(t.app, admin.token, { title: 'Old', content: 'old text' });
    const put = await call('PUT', `/help-articles/${id}`, member.token, { content: 'new **text**\n' });
    expect(put.statusCode).toBe(200);
    expect(ZArticle.parse(put.json())).toMatchObject({ content: 'new **text**\n' });
    expect((await getArticle(id)).activeArticleVersion?.content).toBe('new **text**\n');

    const title = await call('PUT', `/help-articles/${id}/title`, member.token, { title: '  New title ' });
    expect(title.statusCode).toBe(200);
    expect((await getArticle(id)).title).toBe('New title');
    const blank = await call('PUT', `/help-articles/${id}/title`, member.token, { title: '  ' });
    expect(blank.statusCode).toBe(400);
    expect((await getArticle(id)).title).toBe('New title');
  });

  it('does not let the text of a recording be edited while it is being generated', async () => {
    const id = await createArticle(t.app, admin.token, { content: 'original' });
    // A recording still processing: what the generator makes (it is not written yet).
    const article = await getArticle(id);
    await t.app.ctx.db
      .update(articleVersions)
      .set({ finishedAt: null })
      .where(eq(articleVersions.id, article.activeArticleVersion!.id));
    await t.app.ctx.db.update(articles).set({ articleType: 'STEP_RECORDING' }).where(eq(articles.id, id));
    expect((await getArticle(id)).status).toBe('processing');
    const res = await call('PUT', `/help-articles/${id}`, admin.token, { content: 'changed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ARTICLE_NOT_EDITABLE' });
    expect((await getArticle(id)).content).toBe('original');
  });

  it('shows the steps of a recording with signed image URLs and annotations, and deletes their files with it', async () => {
    const id = await createArticle(t.app, admin.token);
    const versionId = (await getArticle(id)).activeArticleVersion!.id;
    const { storage, db } = t.app.ctx;
    const rawKey = `organizations/${admin.organizationId}/articles/${id}/steps/raw-1.png`;
    await storage.put(rawKey, TINY_PNG, 'image/png');
    await db.update(articles).set({ articleType: 'STEP_RECORDING' }).where(eq(articles.id, id));
    const [second] = await db
      .insert(steps)
      .values([
        { organizationId: admin.organizationId, articleVersionId: versionId, index: 1, action: 'TYPE' },
        {
          organizationId: admin.organizationId,
          articleVersionId: versionId,
          index: 0,
          action: 'CLICK',
          imageRawKey: rawKey,
          contextWidth: 1280,
          contextHeight: 800,
          positionX: 640.5,
          positionY: 400,
          elementLabel: 'Save',
          zoomLevel: 1.75,
        },
      ])
      .returning();
    const first = (await db.select().from(steps).where(eq(steps.articleVersionId, versionId))).find(
      (s) => s.index === 0,
    )!;
    await db.insert(stepAnnotations).values([
      {
        organizationId: admin.organizationId,
        stepId: first.id,
        sortOrder: 1,
        type: 'NUMBER',
        positionX: 50,
        positionY: 60,
        width: 30,
        height: 30,
        value: '2',
      },
      {
        organizationId: admin.organizationId,
        stepId: first.id,
        sortOrder: 0,
        type: 'BLURBOX',
        positionX: 10,
        positionY: 20,
        width: 100,
        height: 40,
      },
    ]);

    const article = await getArticle(id, member.token);
    const version = article.activeArticleVersion!;
    expect(version.steps.map((step) => [step.index, step.action])).toEqual([
      [0, 'CLICK'],
      [1, 'TYPE'],
    ]);
    expect(version.steps[0]).toMatchObject({
      contextWidth: 1280,
      positionX: 640.5,
      elementLabel: 'Save',
      zoomLevel: 1.75,
      zoomAnchorX: 50,
      zoomAnchorY: 50,
      hideActionPointer: false,
      imageProcessed: null,
      annotations: [
        { type: 'BLURBOX', positionX: 10, positionY: 20, width: 100, height: 40, value: null },
        { type: 'NUMBER', positionX: 50, positionY: 60, width: 30, height: 30, value: '2' },
      ],
    });
    expect(version.steps[1]).toMatchObject({ id: second!.id, imageRaw: null, zoomLevel: 1, annotations: [] });
    const image = await t.app.inject({ method: 'GET', url: version.steps[0]!.imageRaw! });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);

    expect((await call('DELETE', `/help-articles/${id}`, admin.token)).statusCode).toBe(200);
    expect(await storage.get(rawKey)).toBeNull();
    expect(await db.select().from(steps).where(eq(steps.articleVersionId, versionId))).toEqual([]);
  });

  it('gives the demo GIF of mediaOutput as a signed gifUrl the browser can load', async () => {
    const id = await createArticle(t.app, admin.token);
    const versionId = (await getArticle(id)).activeArticleVersion!.id;
    const gifKey = `organizations/${admin.organizationId}/articles/${id}/output.gif`;
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16, 7)]);
    await t.app.ctx.storage.put(gifKey, gif, 'image/gif');
    await t.app.ctx.db
      .update(articleVersions)
      .set({ mediaOutput: { gifKey } })
      .where(eq(articleVersions.id, versionId));

    const media = (await getArticle(id, member.token)).activeArticleVersion!.mediaOutput!;
    expect(media.gifKey).toBe(gifKey);
    expect(typeof media.gifUrl).toBe('string');
    const image = await t.app.inject({ method: 'GET', url: media.gifUrl as string });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(gif)).toBe(true);
  });

  it('sets tags by id, {id} or name, only from the organization, and replaces the whole set', async () => {
    const id = await createArticle(t.app, admin.token);
    const billing = (await call('POST', '/organization/add-tag', admin.token, { name: 'Billing' })).json();
    const setup = (await call('POST', '/organization/add-tag', member.token, { name: 'Setup' })).json();
    const res = await call('PUT', `/help-articles/${id}/tags`, member.token, {
      tags: [billing.id, { id: billing.id }, { name: 'Setup' }],
    });
    expect(res.statusCode).toBe(200);
    const article = ZArticle.parse(res.json());
    expect(article.tags).toEqual([billing, setup]);
    expect(article.organization.tags).toEqual(expect.arrayContaining([billing, setup]));
    const listed = ZArticleList.parse((await call('GET', '/help-articles', admin.token)).json());
    expect(listed.articles.find((a) => a.id === id)?.tags).toEqual([billing, setup]);

    const other = await registerTrialAdmin(t.app);
    const foreign = (await call('POST', '/organization/add-tag', other.token, { name: 'Foreign' })).json();
    for (const tags of [[foreign.id], [{ name: 'Foreign' }], [{ name: 'billing' }]]) {
      const refused = await call('PUT', `/help-articles/${id}/tags`, admin.token, { tags });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'UNKNOWN_TAG' });
    }
    expect((await getArticle(id)).tags).toEqual([billing, setup]);
    expect((await call('PUT', `/help-articles/${id}/tags`, admin.token, { tags: [] })).statusCode).toBe(200);
    expect((await getArticle(id)).tags).toEqual([]);
  });

  it('publishes with a URL-safe sharing id that stays the same when published again', async () => {
    const id = await createArticle(t.app, member.token);
    const changes: HeardChange<'article'>[] = [];
    const unsubscribe = t.app.ctx.changes.subscribe('article', { changed: (change) => changes.push(change) });
    const published = ZArticle.parse(
      (await call('POST', `/help-articles/${id}/publish`, member.token)).json(),
    );
    unsubscribe();
    // The public page's cache hears of it.
    expect(changes).toEqual([
      {
        topic: 'article',
        articleId: id,
        organizationId: admin.organizationId,
        kind: 'updated',
        remote: false,
      },
    ]);
    expect(published.isPubliclyShared).toBe(true);
    expect(published.sharingId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const unpublished = ZArticle.parse(
      (await call('POST', `/help-articles/${id}/unpublish`, member.token)).json(),
    );
    expect(unpublished).toMatchObject({ isPubliclyShared: false, sharingId: published.sharingId });
    const again = ZArticle.parse((await call('POST', `/help-articles/${id}/publish`, admin.token)).json());
    expect(again).toMatchObject({ isPubliclyShared: true, sharingId: published.sharingId });
    const otherId = await createArticle(t.app, member.token);
    const other = ZArticle.parse(
      (await call('POST', `/help-articles/${otherId}/publish`, member.token)).json(),
    );
    expect(other.sharingId).not.toBe(published.sharingId);
  });

  it('reports sharing statistics: views and unique visitors per day', async () => {
    const { recordView } = await import('../public-site/testSupport');
    const id = await createArticle(t.app, admin.token);
    const empty = await call('GET', `/analytics/shared/article/${id}`, member.token);
    expect(empty.json()).toEqual({ totalViews: 0, uniqueVisitors: 0 });
    const now = t.clock.now().getTime();
    const view = { articleId: id, organizationId: admin.organizationId };
    const day1 = new Date(now);
    const day2 = new Date(now + 24 * 60 * 60 * 1000);
    for (const [visitor, at] of [
      ['198.51.100.1', day1],
      ['198.51.100.1', day1],
      ['198.51.100.2', day1],
      ['198.51.100.1', day2],
    ] as const) {
      await recordView(t, { ...view, visitor, at });
    }
    await recordView(t, { ...view, visitor: '198.51.100.3', at: day2, source: 'HELP_CENTER' });
    const stats = await call('GET', `/analytics/shared/article/${id}`, member.token);
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({ totalViews: 4, uniqueVisitors: 3 });
  });

  describe('deleting', () => {
    it('lets the creator delete their own article, and not a member delete another person’s', async () => {
      const mine = await createArticle(t.app, member.token);
      const theirs = await createArticle(t.app, admin.token);
      const refused = await call('DELETE', `/help-articles/${theirs}`, member.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: 'Only the creator of this article or an admin can delete it',
      });
      expect((await getArticle(theirs)).canDelete).toBe(true);
      expect((await getArticle(theirs, member.token)).canDelete).toBe(false);
      expect((await call('GET', `/help-articles/${theirs}`, member.token)).statusCode).toBe(200);

      const own = await call('DELETE', `/help-articles/${mine}`, member.token);
      expect(own.statusCode).toBe(200);
      expect((await call('GET', `/help-articles/${mine}`, member.token)).statusCode).toBe(404);
    });

    it('lets an ADMIN delete a member’s article', async () => {
      const id = await createArticle(t.app, member.token);
      expect((await call('DELETE', `/help-articles/${id}`, admin.token)).statusCode).toBe(200);
      expect((await call('GET', `/help-articles/${id}`, admin.token)).statusCode).toBe(404);
    });

    it('lets a SUPER_ADMIN who is a plain member delete any article of its organization', async () => {
      const superMember = await addMember(t.app, admin);
      await t.app.ctx.db
        .update(users)
        .set({ userType: 'SUPER_ADMIN' })
        .where(eq(users.id, superMember.userId));
      const id = await createArticle(t.app, admin.token);
      expect((await getArticle(id, superMember.token)).canDelete).toBe(true);
      expect((await call('DELETE', `/help-articles/${id}`, superMember.token)).statusCode).toBe(200);
      expect((await call('DELETE', `/help-articles/${id}`, superMember.token)).statusCode).toBe(404);
    });
  });

  it('needs an active subscription (403 with the subscription code)', async () => {
    const unsubscribed = await registerCompanyAdmin(t.app);
    for (const [method, url] of [
      ['GET', '/help-articles'],
      ['POST', '/help-articles/create-manual-article'],
    ] as const) {
      const res = await call(method, url, unsubscribed.token, { title: 'x', content: '' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'NO_SUBSCRIPTION' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/help-articles' })).statusCode).toBe(401);
  });

  describe('the list a page at a time, searched and filtered on the server', () => {
    it('pages by cursor without gaps or repeats while articles are added, and names the end', async () => {
      const owner = await registerTrialAdmin(t.app);
      await buyPlan(t.app, owner.token, 'prod_pro');
      const created: string[] = [];
      // Two articles at the same moment are ordered by id: every other one shares its time here.
      for (let i = 1; i <= 7; i++) {
        created.push(await createArticle(t.app, owner.token, { title: `Paged ${i}` }));
        if (i % 2 === 0) t.clock.advance(1000);
      }
      const expected = ZArticleList.parse(
        (await call('GET', '/help-articles', owner.token)).json(),
      ).articles.map((a) => a.id);
      expect(new Set(expected)).toEqual(new Set(created));
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url: string = `/help-articles?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
        const page = ZArticleList.parse((await call('GET', url, owner.token)).json());
        expect(page.total).toBeGreaterThanOrEqual(7);
        seen.push(...page.articles.map((a) => a.id));
        cursor = page.nextCursor;
        // A new article meanwhile lands at the top, not in the pages still to come.
        if (pages === 0) {
          t.clock.advance(1000);
          await createArticle(t.app, owner.token, { title: 'Added while paging' });
        }
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual(expected);
    });

    it('finds every word in the title, a tag or the creator, ignoring case and accents', async () => {
      const owner = await registerTrialAdmin(t.app, { firstName: 'Jürgen', lastName: 'Ölmann' });
      const leadership = await createArticle(t.app, owner.token, { title: 'Führung im Team' });
      const billing = await createArticle(t.app, owner.token, { title: 'Invoices 100% paid' });
      const tagged = await createArticle(t.app, owner.token, { title: 'Untitled notes' });
      const tag = await call('POST', '/organization/add-tag', owner.token, { name: 'Onboarding' });
      expect(tag.statusCode).toBe(201);
      await call('PUT', `/help-articles/${tagged}/tags`, owner.token, { tags: [{ id: tag.json().id }] });
      const search = async (query: string) =>
        ZArticleList.parse(
          (await call('GET', `/help-articles?limit=50&q=${encodeURIComponent(query)}`, owner.token)).json(),
        );
      expect((await search('FUHRUNG team')).articles.map((a) => a.id)).toEqual([leadership]);
      expect((await search('onboard')).articles.map((a) => a.id)).toEqual([tagged]);
      expect((await search('olmann')).total).toBe(3);
      // LIKE's wildcards are text here.
      expect((await search('100%')).articles.map((a) => a.id)).toEqual([billing]);
      expect((await search('_')).total).toBe(0);
      const byTag = ZArticleList.parse(
        (await call('GET', `/help-articles?limit=50&tagId=${tag.json().id}`, owner.token)).json(),
      );
      expect(byTag.articles.map((a) => a.id)).toEqual([tagged]);
    });

    it('shows published, private or needing attention', async () => {
      const owner = await registerTrialAdmin(t.app);
      const published = await createArticle(t.app, owner.token, { title: 'Out there' });
      expect((await call('POST', `/help-articles/${published}/publish`, owner.token)).statusCode).toBe(200);
      const kept = await createArticle(t.app, owner.token, { title: 'In here' });
      const stuck = await createArticle(t.app, owner.token, { title: 'Still processing' });
      await t.app.ctx.db
        .update(articles)
        .set({ articleType: 'STEP_RECORDING' })
        .where(eq(articles.id, stuck));
      await t.app.ctx.db
        .update(articleVersions)
        .set({ finishedAt: null })
        .where(eq(articleVersions.articleId, stuck));
      const ids = async (show: string) =>
        ZArticleList.parse(
          (await call('GET', `/help-articles?limit=50&show=${show}`, owner.token)).json(),
        ).articles.map((a) => a.id);
      expect(await ids('published')).toEqual([published]);
      expect((await ids('private')).sort()).toEqual([stuck, kept].sort());
      expect(await ids('attention')).toEqual([stuck]);
    });

    it('refuses a cursor it did not give out, and keeps to the caller’s organization', async () => {
      const owner = await registerTrialAdmin(t.app);
      const res = await call('GET', '/help-articles?limit=2&cursor=not-a-cursor', owner.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CURSOR', message: expect.any(String) });
      const other = await registerTrialAdmin(t.app);
      await createArticle(t.app, other.token, { title: 'Someone else’s words' });
      const mine = ZArticleList.parse(
        (await call('GET', '/help-articles?limit=50&q=someone', owner.token)).json(),
      );
      expect(mine).toEqual({ articles: [], total: 0, nextCursor: null });
    });
  });
});
