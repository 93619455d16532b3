import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, registerTrialAdmin } from '../../../test/factories';
import { articleRenders } from '../../db/schema';
import { RenderFailed, RenderPool } from '../../lib/markdown';
import { ArticleRenders } from './articleRenders';
import { renderArticlePage } from './page';
import { renderArticleContent } from './state';
import { getPage, sharedArticle } from './testSupport';

let t: TestApp;
// A budget no real render of the slow input below can meet: 20 ms for a megabyte of nested
// emphasis that takes about 600 ms (the save-time check refuses it; this writes it directly).
const pool = new RenderPool({ size: 1, budgetMsPerMb: 20, maxMemoryMb: 256 });

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await pool.close();
  await t?.close();
});

const SLOW = '*_'.repeat(500_000);

describe('stored article renders', () => {
  it('are made when the article is published, and pages read them', async () => {
    const { articleId, sharingId } = await sharedArticle(t.app, { content: 'Stored **once**.' });
    const rows = await t.app.ctx.db
      .select()
      .from(articleRenders)
      .where(eq(articleRenders.articleId, articleId));
    expect(rows).toMatchObject([{ language: 'en', html: '<p>Stored <strong>once</strong>.</p>\n' }]);
    expect((await getPage(t.app, `/shared/${sharingId}`)).body).toContain(
      '<p>Stored <strong>once</strong>.</p>',
    );
  });

  it('are not made for an article no public page shows, until it is published', async () => {
    const admin = await registerTrialAdmin(t.app);
    const articleId = await createArticle(t.app, admin.token, { content: 'Private **draft**.' });
    const rendersOf = () =>
      t.app.ctx.db.select().from(articleRenders).where(eq(articleRenders.articleId, articleId));
    await renderArticleContent(t.app.ctx, articleId);
    expect(await rendersOf()).toEqual([]);
    const published = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/publish`,
      headers: bearer(admin.token),
    });
    expect(published.statusCode).toBe(200);
    await renderArticleContent(t.app.ctx, articleId);
    expect(await rendersOf()).toMatchObject([{ html: '<p>Private <strong>draft</strong>.</p>\n' }]);
  });

  it('are made once on first read for content saved before renders were stored', async () => {
    const { articleId, sharingId } = await sharedArticle(t.app, { content: 'Older *article*.' });
    await t.app.ctx.db.delete(articleRenders).where(eq(articleRenders.articleId, articleId));
    t.clock.advance(61_000);
    const page = await getPage(t.app, `/shared/${sharingId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>Older <em>article</em>.</p>');
    const rows = await t.app.ctx.db
      .select()
      .from(articleRenders)
      .where(eq(articleRenders.articleId, articleId));
    expect(rows).toHaveLength(1);
  });

  it('keep the previous render when a new one overruns its budget, and say so', async () => {
    const { articleId, writer } = await sharedArticle(t.app, { content: 'Previous render.' });
    const failures: unknown[] = [];
    const renders = new ArticleRenders({
      db: t.app.ctx.db,
      pool,
      onStored: () => undefined,
      onFailed: (error) => failures.push(error),
    });
    const target = { articleId, organizationId: writer.organizationId, language: 'en', content: SLOW };
    expect(await renders.get(target)).toEqual({
      html: '<p>Previous render.</p>\n',
      excerpt: 'Previous render.',
    });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(RenderFailed);
    expect((failures[0] as RenderFailed).reason).toBe('timeout');
    // With no render ever made there is nothing to show but the text (the page shows it as typed).
    await t.app.ctx.db.delete(articleRenders).where(eq(articleRenders.articleId, articleId));
    expect(await renders.get(target)).toBeNull();
  });

  it('leave a page without any render showing the text as typed, escaped, never an error', () => {
    const page = renderArticlePage(
      {
        articleId: 'a',
        organizationId: 'o',
        organizationName: 'Acme',
        sharingId: 's',
        updatedAt: new Date('2026-01-01T00:00:00Z'),
        sourceLanguage: 'en',
        languages: ['en'],
        language: 'en',
        title: 'T',
        content: 'First <b>para</b>\n\n[a](',
        stepImages: new Map(),
        externalImages: new Map(),
        gifKey: null,
        linkedArticles: new Map(),
      },
      null,
      'https://docs.example',
    );
    expect(page).toContain('<p>First &lt;b&gt;para&lt;/b&gt;</p>\n<p>[a](</p>');
  });
});
