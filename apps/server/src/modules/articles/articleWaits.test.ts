import { ZArticle } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { ArticleWaits, MAX_REMEMBERED, MAX_WAITING, preferredWait } from './articleWaits';

/**
 * `GET /help-articles/{id}` with an entity tag: `If-None-Match` answers 304 while the article is as
 * the reader has it, and with `Prefer: wait=N` the answer waits for the article's next change (the
 * editor sees a re-rendered image the moment it is recorded, instead of asking every second).
 */
describe('waiting for an article to change', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let articleId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    articleId = await createArticle(t.app, admin.token, { title: 'Before the change' });
  });
  afterAll(() => t.close());

  const get = (id: string, headers: Record<string, string> = {}, token = admin.token) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/help-articles/${id}`,
      headers: { ...bearer(token), ...headers },
    });
  const rename = (id: string, title: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/help-articles/${id}/title`,
      headers: bearer(admin.token),
      payload: { title },
    });
  /** The request's answer, and whether it has come yet. */
  const pending = (answer: ReturnType<typeof get>) => {
    const state = { settled: false };
    void answer.then(() => {
      state.settled = true;
    });
    return state;
  };

  it('tags each answer, and answers 304 without a body while the article is unchanged', async () => {
    const first = await get(articleId);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    // Kept out of the browser's disk cache: a shared computer keeps no article after sign-out.
    expect(first.headers['cache-control']).toBe('private, no-store');
    const same = await get(articleId, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    // Another tag (an older article) gets the article.
    const other = await get(articleId, { 'if-none-match': 'W/"older"' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);
  });

  it('with Prefer: wait, answers with the article as soon as it changes', async () => {
    const { etag } = (await get(articleId)).headers as { etag: string };
    const started = Date.now();
    const answer = get(articleId, { 'if-none-match': etag, prefer: 'wait=10' });
    const state = pending(answer);
    // Held while nothing changes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(state.settled).toBe(false);
    expect((await rename(articleId, 'After the change')).statusCode).toBe(200);
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(ZArticle.parse(res.json()).title).toBe('After the change');
    expect(res.headers.etag).not.toBe(etag);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers at once when the article changed between the last answer and the next wait', async () => {
    const { etag } = (await get(articleId)).headers as { etag: string };
    expect((await rename(articleId, 'Changed before the wait')).statusCode).toBe(200);
    const started = Date.now();
    const res = await get(articleId, { 'if-none-match': etag, prefer: 'wait=10' });
    expect(res.statusCode).toBe(200);
    expect(ZArticle.parse(res.json()).title).toBe('Changed before the wait');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 304 when the wait ends without a change, and a change to another article does not end it', async () => {
    const other = await createArticle(t.app, admin.token, { title: 'Another article' });
    const { etag } = (await get(articleId)).headers as { etag: string };
    const started = Date.now();
    const answer = get(articleId, { 'if-none-match': etag, prefer: 'wait=1' });
    expect((await rename(other, 'Another article, renamed')).statusCode).toBe(200);
    const res = await answer;
    expect(res.statusCode).toBe(304);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("does not wait for another organization's article: 404 at once", async () => {
    const stranger = await registerTrialAdmin(t.app);
    const { etag } = (await get(articleId)).headers as { etag: string };
    const res = await get(articleId, { 'if-none-match': etag, prefer: 'wait=10' }, stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });

  it('lets waiting readers go when the server shuts down', async () => {
    const own = await createTestApp();
    const writer = await registerTrialAdmin(own.app);
    const id = await createArticle(own.app, writer.token);
    const headers = bearer(writer.token);
    const { etag } = (await own.app.inject({ method: 'GET', url: `/v1/help-articles/${id}`, headers }))
      .headers as { etag: string };
    const started = Date.now();
    const answer = own.app.inject({
      method: 'GET',
      url: `/v1/help-articles/${id}`,
      headers: { ...headers, 'if-none-match': etag, prefer: 'wait=20' },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await own.close();
    expect((await answer).statusCode).toBe(304);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('holds at most MAX_WAITING readers in a process; the next one is not held, and a freed place is taken again', () => {
    const waits = new ArticleWaits(t.app.ctx.changes);
    try {
      const watches = Array.from({ length: MAX_WAITING }, (_, i) =>
        waits.watch({ organizationId: admin.organizationId, articleId: `article-${i % 7}` }),
      );
      expect(watches.every((watch) => watch !== null)).toBe(true);
      expect(waits.watch({ organizationId: admin.organizationId, articleId })).toBeNull();
      watches[0]!.stop();
      watches[0]!.stop(); // stopping twice frees one place, not two
      const next = waits.watch({ organizationId: admin.organizationId, articleId });
      expect(next).not.toBeNull();
      expect(waits.watch({ organizationId: admin.organizationId, articleId })).toBeNull();
    } finally {
      waits.close();
    }
  });

  it('remembers at most MAX_REMEMBERED answers, forgetting the oldest first', () => {
    const waits = new ArticleWaits(t.app.ctx.changes);
    try {
      const reader = (i: number) => ({
        organizationId: admin.organizationId,
        articleId,
        userId: `user-${i}`,
      });
      const readAt = waits.beginRead();
      for (let i = 0; i <= MAX_REMEMBERED; i++) waits.remember(reader(i), 'W/"tag"', readAt);
      // The first answer was dropped to keep the bound: that reader's article is read again.
      expect(waits.unchanged(reader(0), 'W/"tag"')).toBe(false);
      expect(waits.unchanged(reader(1), 'W/"tag"')).toBe(true);
      expect(waits.unchanged(reader(MAX_REMEMBERED), 'W/"tag"')).toBe(true);
      expect(waits.unchanged(reader(1), 'W/"other"')).toBe(false);
    } finally {
      waits.close();
    }
  });

  it('reads the wait from Prefer, at most 25 seconds', () => {
    expect(preferredWait('wait=10')).toBe(10);
    expect(preferredWait('respond-async, wait=100')).toBe(25);
    expect(preferredWait('return=minimal')).toBe(0);
    expect(preferredWait(undefined)).toBe(0);
  });
});
