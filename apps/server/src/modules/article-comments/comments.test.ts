import {
  ARTICLE_COMMENT_BODY_MAX_LENGTH,
  ARTICLE_COMMENT_QUOTE_MAX_LENGTH,
  ZArticleComment,
  ZArticleCommentThread,
  ZArticleCommentThreadList,
  ZArticleList,
} from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

describe('comments on an article (issue 48 item 3)', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let other: RegisteredUser;
  let stranger: RegisteredUser;
  let articleId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app, { firstName: 'Ada', lastName: 'Admin' });
    member = await addMember(t.app, admin, { firstName: 'Max', lastName: 'Member' });
    other = await addMember(t.app, admin, { firstName: 'Olga', lastName: 'Other' });
    stranger = await registerTrialAdmin(t.app);
    articleId = await createArticle(t.app, admin.token, {
      title: 'Set up billing',
      content: 'Open the billing page and choose a plan.',
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const comments = (id = articleId) => `/help-articles/${id}/comments`;
  const list = async (token = admin.token, id = articleId) =>
    ZArticleCommentThreadList.parse((await call('GET', comments(id), token)).json()).threads;
  const startThread = async (token: string, payload: object, id = articleId) => {
    const res = await call('POST', comments(id), token, payload);
    expect(res.statusCode, res.body).toBe(201);
    return ZArticleCommentThread.parse(res.json());
  };
  const mailsTo = async (email: string) => {
    await t.jobs.runUntilIdle();
    return t.mailer.sent.filter((mail) => mail.to === email && mail.link?.includes('/articles/'));
  };

  it('starts a thread on a quote, replies, edits, resolves and reopens it', async () => {
    const thread = await startThread(member.token, {
      body: 'Which plan do we mean?',
      anchor: { quote: 'choose a plan', offset: 26 },
    });
    expect(thread).toMatchObject({
      body: 'Which plan do we mean?',
      author: { id: member.userId, name: 'Max Member' },
      anchor: { type: 'text', quote: 'choose a plan', offset: 26, gone: false },
      resolved: null,
      replies: [],
      canEdit: true,
      canDelete: true,
    });

    t.clock.advance(1000);
    const reply = await call('POST', `${comments()}/${thread.id}/replies`, admin.token, {
      body: 'The **Business** one.',
    });
    expect(reply.statusCode).toBe(201);
    const replyId = ZArticleComment.parse(reply.json()).id;
    // A reply to a reply joins the same thread: threads are one level deep.
    t.clock.advance(1000);
    const nested = await call('POST', `${comments()}/${replyId}/replies`, member.token, { body: 'Thanks' });
    expect(nested.statusCode).toBe(201);

    const edited = await call('PUT', `${comments()}/${thread.id}`, member.token, {
      body: 'Which plan, exactly?',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Which plan, exactly?', editedAt: expect.any(String) });

    const resolved = await call('POST', `${comments()}/${replyId}/resolve`, admin.token);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      id: thread.id,
      resolved: { by: { id: admin.userId, name: 'Ada Admin' }, at: expect.any(String) },
    });

    const [seen] = (await list(member.token)).filter((row) => row.id === thread.id);
    expect(seen!.replies.map((row) => [row.body, row.canEdit, row.canDelete])).toEqual([
      ['The **Business** one.', false, false],
      ['Thanks', true, true],
    ]);
    expect(seen!.resolved).not.toBeNull();

    const reopened = await call('POST', `${comments()}/${thread.id}/reopen`, member.token);
    expect(reopened.json()).toMatchObject({ id: thread.id, resolved: null });
  });

  it('anchors to a step or a pasted quote; a quote that leaves the text stays, marked gone', async () => {
    const id = await createArticle(t.app, admin.token, {
      title: 'Anchors',
      content: 'First line.\n\nSecond line.',
    });
    // A quote pasted from elsewhere (or from a draft not saved yet) is kept, shown as gone.
    const pasted = await startThread(admin.token, { body: 'Shorter?', anchor: { quote: 'Second line' } });
    expect(pasted.anchor).toEqual({ type: 'text', quote: 'Second line', offset: null, gone: true });
    const onArticle = await startThread(
      admin.token,
      { body: 'Shorter?', anchor: { quote: 'Second line' } },
      id,
    );
    expect(onArticle.anchor).toEqual({ type: 'text', quote: 'Second line', offset: 13, gone: false });

    const saved = await call('PUT', `/help-articles/${id}`, admin.token, { content: 'Only one line now.' });
    expect(saved.statusCode, saved.body).toBe(200);
    const [after] = await list(admin.token, id);
    expect(after!.anchor).toEqual({ type: 'text', quote: 'Second line', offset: 13, gone: true });

    const noStep = await call('POST', comments(id), admin.token, {
      body: 'Blurry',
      anchor: { stepId: crypto.randomUUID() },
    });
    expect(noStep.statusCode).toBe(400);
    expect(noStep.json().code).toBe('COMMENT_STEP_NOT_FOUND');
  });

  it('mails each mentioned member once, in their own language, never the author', async () => {
    // Olga registered in the interface's default (German); Max signs in from an English browser.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode).toBe(200);
    const thread = await startThread(admin.token, {
      body: '@Max Member please check <script>alert(1)</script>',
      mentions: [member.userId, member.userId, admin.userId],
    });
    expect(thread.mentions.map((person) => person.name).sort()).toEqual(['Ada Admin', 'Max Member']);

    const [english, ...more] = await mailsTo(member.email);
    expect(more).toHaveLength(0);
    expect(english!.subject).toBe('Ada Admin mentioned you in a comment on “Set up billing”');
    expect(english!.text).toContain('please check');
    expect(english!.html).not.toContain('<script>');
    const link = new URL(english!.link!);
    expect(link.pathname).toBe(`/articles/${articleId}`);
    expect(link.searchParams.get('comments')).toBe(thread.id);
    expect(await mailsTo(admin.email)).toHaveLength(0);
    expect(await mailsTo(other.email)).toHaveLength(0);

    // An edit mails only whom it newly mentions.
    const edit = await call('PUT', `${comments()}/${thread.id}`, admin.token, {
      body: '@Max Member and @Olga Other please check',
      mentions: [member.userId, other.userId],
    });
    expect(edit.statusCode).toBe(200);
    expect(await mailsTo(member.email)).toHaveLength(1);
    const [german, ...again] = await mailsTo(other.email);
    expect(again).toHaveLength(0);
    expect(german!.subject).toBe('Ada Admin hat Sie in einem Kommentar zu „Set up billing“ erwähnt');
    expect(german!.text).toContain('Kommentar öffnen');

    // A reply that mentions someone mails them too.
    await call('POST', `${comments()}/${thread.id}/replies`, member.token, {
      body: '@Olga Other?',
      mentions: [other.userId],
    });
    expect(await mailsTo(other.email)).toHaveLength(2);
  });

  it('refuses to mention someone outside the organization', async () => {
    const res = await call('POST', comments(), admin.token, { body: 'Hi', mentions: [stranger.userId] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('COMMENT_MENTION_NOT_MEMBER');
    expect(await mailsTo(stranger.email)).toHaveLength(0);
  });

  it('only the author edits; the author or an admin deletes, a thread with its replies', async () => {
    const thread = await startThread(member.token, { body: 'Mine' });
    const reply = (
      await call('POST', `${comments()}/${thread.id}/replies`, other.token, { body: 'Theirs' })
    ).json();
    const notMine = await call('PUT', `${comments()}/${thread.id}`, other.token, { body: 'Changed' });
    expect(notMine.statusCode).toBe(403);
    expect((await call('PUT', `${comments()}/${thread.id}`, admin.token, { body: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `${comments()}/${reply.id}`, member.token)).statusCode).toBe(403);
    expect((await call('DELETE', `${comments()}/${reply.id}`, other.token)).statusCode).toBe(200);

    const second = await call('POST', `${comments()}/${thread.id}/replies`, other.token, { body: 'Again' });
    expect((await call('DELETE', `${comments()}/${thread.id}`, admin.token)).statusCode).toBe(200);
    const gone = await call('PUT', `${comments()}/${second.json().id}`, other.token, { body: 'x' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('COMMENT_NOT_FOUND');
  });

  it('bounds the text, the quote, the threads per article and the replies per thread', async () => {
    const long = await call('POST', comments(), admin.token, {
      body: 'x'.repeat(ARTICLE_COMMENT_BODY_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_ERROR');
    const quote = await call('POST', comments(), admin.token, {
      body: 'ok',
      anchor: { quote: 'q'.repeat(ARTICLE_COMMENT_QUOTE_MAX_LENGTH + 1) },
    });
    expect(quote.statusCode).toBe(400);
    expect((await call('POST', comments(), admin.token, { body: '   ' })).statusCode).toBe(400);

    const id = await createArticle(t.app, admin.token, { title: 'Busy' });
    const first = await startThread(admin.token, { body: 'Thread 1' }, id);
    const { articleComments } = await import('../../db/schema');
    const base = { organizationId: admin.organizationId, articleId: id, authorId: admin.userId };
    await t.database.db
      .insert(articleComments)
      .values(Array.from({ length: 199 }, (_, n) => ({ ...base, body: `Thread ${n + 2}` })));
    const full = await call('POST', comments(id), admin.token, { body: 'One too many' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'COMMENT_THREADS_FULL', limit: 200 });

    await t.database.db
      .insert(articleComments)
      .values(Array.from({ length: 100 }, (_, n) => ({ ...base, threadId: first.id, body: `Reply ${n}` })));
    const replies = await call('POST', `${comments(id)}/${first.id}/replies`, admin.token, { body: 'More' });
    expect(replies.statusCode).toBe(409);
    expect(replies.json()).toMatchObject({ code: 'COMMENT_REPLIES_FULL', limit: 100 });
  });

  it('shows the open threads per article on the list', async () => {
    const id = await createArticle(t.app, admin.token, { title: 'Badge' });
    const a = await startThread(admin.token, { body: 'One' }, id);
    await startThread(admin.token, { body: 'Two' }, id);
    await call('POST', `${comments(id)}/${a.id}/replies`, admin.token, { body: 'Replies do not count' });
    await call('POST', `${comments(id)}/${a.id}/resolve`, admin.token);
    const res = ZArticleList.parse((await call('GET', '/help-articles', member.token)).json());
    expect(res.articles.find((row) => row.id === id)?.openCommentThreads).toBe(1);
  });

  it('answers 404 for another organization’s article and comments', async () => {
    const [thread] = await list();
    const theirs = await call('GET', comments(), stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('ARTICLE_NOT_FOUND');
    expect((await call('POST', comments(), stranger.token, { body: 'Hi' })).statusCode).toBe(404);
    const own = await createArticle(t.app, stranger.token);
    // Their own article with our comment's id: the comment is not theirs.
    for (const [method, path] of [
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/resolve'],
      ['POST', '/reopen'],
      ['POST', '/replies'],
    ] as const) {
      const res = await call(method, `${comments(own)}/${thread!.id}${path}`, stranger.token, { body: 'x' });
      expect(res.json().code, `${method} ${path}`).toBe('COMMENT_NOT_FOUND');
    }
    expect((await list()).find((row) => row.id === thread!.id)?.body).toBe(thread!.body);
  });
});
