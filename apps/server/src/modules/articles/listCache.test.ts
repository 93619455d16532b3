import { ZArticleList } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { articles } from '../../db/schema';
import { articleUpdated } from './changes';
import { ARTICLE_LIST_TTL_MS } from './listCache';

describe('the article list, answered from memory between writes', () => {
  let t: TestApp;
  let admin: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app, { firstName: 'Ada', lastName: 'Admin' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const list = async (token = admin.token, query = '?limit=50') => {
    const res = await call('GET', `/help-articles${query}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return ZArticleList.parse(res.json());
  };
  const titles = async (token?: string) => (await list(token)).articles.map((article) => article.title);
  /** A write that tells nobody, as the admin CLI or another server's unannounced write would. */
  const renameQuietly = (id: string, title: string) =>
    t.app.ctx.db.update(articles).set({ title }).where(eq(articles.id, id));

  it('shows every write of the reader’s organization at once: a new article, tags, publishing, a new name', async () => {
    const first = await createArticle(t.app, admin.token, { title: 'First' });
    expect(await titles()).toEqual(['First']);
    expect(await titles()).toEqual(['First']);

    // Created a second later: the list is newest first, and the test clock stands still otherwise.
    t.clock.advance(1000);
    await createArticle(t.app, admin.token, { title: 'Second' });
    expect(await titles()).toEqual(['Second', 'First']);

    const tag = (await call('POST', '/organization/add-tag', admin.token, { name: 'Billing' })).json();
    const tagged = await call('PUT', `/help-articles/${first}/tags`, admin.token, { tags: [tag.id] });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect((await list()).articles.find((a) => a.id === first)?.tags.map((tag) => tag.name)).toEqual([
      'Billing',
    ]);

    await call('POST', `/help-articles/${first}/publish`, admin.token);
    expect((await list()).articles.find((a) => a.id === first)?.isPubliclyShared).toBe(true);

    await call('PUT', '/profile/user', admin.token, { firstName: 'Adele', lastName: 'Admin' });
    expect((await list()).articles.every((a) => a.creator?.firstName === 'Adele')).toBe(true);
  });

  it('shows an article change announced by a job or another server at once', async () => {
    const id = await createArticle(t.app, admin.token, { title: 'Before the job' });
    expect(await titles()).toContain('Before the job');
    await t.app.ctx.changes.transaction(t.app.ctx.db, async (tx, record) => {
      await tx.update(articles).set({ title: 'After the job' }).where(eq(articles.id, id));
      await record(articleUpdated({ id, organizationId: admin.organizationId }));
    });
    expect(await titles()).toContain('After the job');
  });

  it(`is at most ${ARTICLE_LIST_TTL_MS} ms behind a write that announces nothing`, async () => {
    const id = await createArticle(t.app, admin.token, { title: 'Unannounced' });
    expect(await titles()).toContain('Unannounced');
    await renameQuietly(id, 'Renamed quietly');
    const written = Date.now();
    // Answered from memory until the entry runs out…
    expect(await titles()).toContain('Unannounced');
    let seen = false;
    while (!seen && Date.now() - written < ARTICLE_LIST_TTL_MS + 1000) {
      seen = (await titles()).includes('Renamed quietly');
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // …and then read again: the bound docs/operating.md states ("More than one server").
    expect(seen).toBe(true);
  });

  it('keeps each organization’s lists apart, and one organization’s writes do not touch another’s', async () => {
    const other = await registerTrialAdmin(t.app);
    await createArticle(t.app, other.token, { title: 'Other organization' });
    const mine = await titles();
    expect(await titles(other.token)).toEqual(['Other organization']);
    expect(mine).not.toContain('Other organization');
    await createArticle(t.app, other.token, { title: 'Other again' });
    expect(await titles()).toEqual(mine);
  });
});
