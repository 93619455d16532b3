import { ZArticle, ZArticleList, ZArticleReview, ZReviewQueue, ZReviewRequest } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { renderArticleContent } from '../public-site/state';
import { editArticle, getPage } from '../public-site/testSupport';

describe('review before publishing (issue 48 item 2)', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let reviewer: RegisteredUser;
  let stranger: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app, { firstName: 'Ada', lastName: 'Admin' });
    member = await addMember(t.app, admin, { firstName: 'Max', lastName: 'Member' });
    reviewer = await addMember(t.app, admin, { firstName: 'Rita', lastName: 'Reviewer' });
    stranger = await registerTrialAdmin(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const article = async (id: string, token = admin.token) =>
    ZArticle.parse((await call('GET', `/help-articles/${id}`, token)).json());
  const review = async (id: string, token: string) =>
    ZArticleReview.parse((await call('GET', `/help-articles/${id}/review`, token)).json());
  const setReview = (on: boolean, token = admin.token) =>
    call('PUT', '/organization/settings/review', token, { publishingNeedsReview: on });
  const requestReview = (id: string, token: string, reviewerId: string | null = null) =>
    call('POST', `/help-articles/${id}/review-requests`, token, { reviewerId });
  const shared = async (id: string) => {
    await renderArticleContent(t.app.ctx, id);
    const { sharingId } = await article(id);
    return (await getPage(t.app, `/shared/${sharingId}`)).body;
  };
  const mailsTo = async (email: string) => {
    await t.jobs.runUntilIdle();
    return t.mailer.sent.filter((mail) => mail.to === email && mail.link?.includes('/articles/'));
  };

  it('with review off, a member publishes directly and readers keep the published text after an edit', async () => {
    const id = await createArticle(t.app, member.token, {
      title: 'Opening hours',
      content: 'We open at nine.',
    });
    expect((await article(id)).publicationState).toBe('DRAFT');
    expect((await call('POST', `/help-articles/${id}/publish`, member.token)).statusCode).toBe(200);
    expect((await article(id)).publicationState).toBe('PUBLISHED');
    expect(await shared(id)).toContain('We open at nine.');

    expect((await editArticle(t.app, member.token, id, { content: 'We open at ten.' })).statusCode).toBe(200);
    expect((await editArticle(t.app, member.token, id, { title: 'New hours' })).statusCode).toBe(200);
    const edited = await article(id);
    expect(edited.publicationState).toBe('PUBLISHED_WITH_CHANGES');
    // The app edits the draft; readers see the published title and text.
    expect(edited.content).toBe('We open at ten.');
    const page = await shared(id);
    expect(page).toContain('We open at nine.');
    expect(page).toContain('<title>Opening hours</title>');
    expect(page).not.toContain('We open at ten.');

    expect((await call('POST', `/help-articles/${id}/publish`, member.token)).statusCode).toBe(200);
    expect((await article(id)).publicationState).toBe('PUBLISHED');
    expect(await shared(id)).toContain('We open at ten.');
  });

  it('a restore on a published article becomes the draft; readers keep the published text', async () => {
    const id = await createArticle(t.app, admin.token, { title: 'Restore me', content: 'First text.' });
    t.clock.advance(11 * 60_000);
    await editArticle(t.app, admin.token, id, { content: 'Second text.' });
    await call('POST', `/help-articles/${id}/publish`, admin.token);
    const revisions = (await call('GET', `/help-articles/${id}/revisions`, admin.token)).json() as {
      revisions: { id: string; kind: string }[];
    };
    const first = revisions.revisions.at(-1)!;
    const restored = await call('POST', `/help-articles/${id}/revisions/${first.id}/restore`, admin.token);
    expect(restored.statusCode, restored.body).toBe(200);
    const now = await article(id);
    expect(now.content).toBe('First text.');
    expect(now.publicationState).toBe('PUBLISHED_WITH_CHANGES');
    expect(await shared(id)).toContain('Second text.');
  });

  it('only admins change the setting and mark reviewers', async () => {
    expect((await setReview(true, member.token)).statusCode).toBe(403);
    const marked = await call(
      'PUT',
      `/organization/${admin.organizationId}/users/${reviewer.userId}/reviewer`,
      member.token,
      {
        isReviewer: true,
      },
    );
    expect(marked.statusCode).toBe(403);
    const on = await setReview(true);
    expect(on.statusCode).toBe(200);
    expect(on.json().settings.publishingNeedsReview).toBe(true);
    const ok = await call(
      'PUT',
      `/organization/${admin.organizationId}/users/${reviewer.userId}/reviewer`,
      admin.token,
      {
        isReviewer: true,
      },
    );
    expect(ok.statusCode).toBe(200);
    const organization = (await call('GET', '/organization/active', admin.token)).json();
    const marks = Object.fromEntries(
      organization.UserOrganizations.map((m: { user: { id: string }; isReviewer: boolean }) => [
        m.user.id,
        m.isReviewer,
      ]),
    );
    expect(marks[reviewer.userId]).toBe(true);
    expect(marks[member.userId]).toBe(false);
    // Another organization's member is not reachable.
    const foreign = await call(
      'PUT',
      `/organization/${stranger.organizationId}/users/${stranger.userId}/reviewer`,
      admin.token,
      {
        isReviewer: true,
      },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('requests review, asks for changes, requests again and approves; the author is told', async () => {
    const id = await createArticle(t.app, member.token, { title: 'Returns', content: 'Send it back.' });
    const publish = await call('POST', `/help-articles/${id}/publish`, member.token);
    expect(publish.statusCode).toBe(403);
    expect(publish.json().code).toBe('REVIEW_REQUIRED');

    const offered = await review(id, member.token);
    expect(offered).toMatchObject({ needsReview: true, canPublishDirectly: false, open: null });
    expect(offered.reviewers.map((person) => person.id).sort()).toEqual(
      [admin.userId, reviewer.userId].sort(),
    );

    expect((await requestReview(id, member.token, member.userId)).json().code).toBe('REVIEWER_NOT_ALLOWED');
    const asked = await requestReview(id, member.token, reviewer.userId);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = ZReviewRequest.parse(asked.json());
    expect(request).toMatchObject({ status: 'OPEN', canReview: false, reviewer: { id: reviewer.userId } });
    expect((await requestReview(id, member.token)).json().code).toBe('REVIEW_REQUEST_OPEN');
    expect((await article(id)).publicationState).toBe('IN_REVIEW');
    const filtered = ZArticleList.parse(
      (await call('GET', '/help-articles?state=IN_REVIEW', admin.token)).json(),
    );
    expect(filtered.articles.map((a) => a.id)).toEqual([id]);

    // Nobody approves their own request; the queue is the reviewers'.
    const own = await call('POST', `/review-requests/${request.id}/approve`, member.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('REVIEW_FORBIDDEN');
    expect(ZReviewQueue.parse((await call('GET', '/review-requests', member.token)).json()).total).toBe(0);
    const queue = ZReviewQueue.parse((await call('GET', '/review-requests', reviewer.token)).json());
    expect(queue.requests.map((r) => r.id)).toEqual([request.id]);

    const tooLong = await call('POST', `/review-requests/${request.id}/request-changes`, reviewer.token, {
      remark: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    const changes = await call('POST', `/review-requests/${request.id}/request-changes`, reviewer.token, {
      remark: 'Say within how many days.',
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json()).toMatchObject({
      status: 'CHANGES_REQUESTED',
      remark: 'Say within how many days.',
    });
    expect((await article(id, member.token)).publicationState).toBe('CHANGES_REQUESTED');
    expect((await review(id, member.token)).latest).toMatchObject({ remark: 'Say within how many days.' });
    const [asking] = await mailsTo(member.email);
    // In the author's language: the factories register accounts in German.
    expect(asking?.subject).toBe('Änderungen erbeten für „Returns“');
    expect(asking?.text).toContain('Say within how many days.');
    // Answered once: a second answer finds nothing open.
    expect((await call('POST', `/review-requests/${request.id}/approve`, reviewer.token)).statusCode).toBe(
      404,
    );

    await editArticle(t.app, member.token, id, { content: 'Send it back within 30 days.' });
    const again = ZReviewRequest.parse((await requestReview(id, member.token)).json());
    const approved = await call('POST', `/review-requests/${again.id}/approve`, reviewer.token);
    expect(approved.statusCode, approved.body).toBe(200);
    const published = await article(id, member.token);
    expect(published.publicationState).toBe('PUBLISHED');
    expect(await shared(id)).toContain('Send it back within 30 days.');
    const kinds = (await call('GET', `/help-articles/${id}/revisions`, admin.token))
      .json()
      .revisions.map((r: { kind: string }) => r.kind);
    expect(kinds[0]).toBe('publish');
    const mails = await mailsTo(member.email);
    expect(mails.at(-1)?.subject).toBe('„Returns“ wurde freigegeben und veröffentlicht');
  });

  it('admins publish directly with review on; reviewers only answer requests addressed to them or anyone', async () => {
    const id = await createArticle(t.app, admin.token, { title: 'Admin text' });
    expect((await review(id, admin.token)).canPublishDirectly).toBe(true);
    expect((await call('POST', `/help-articles/${id}/publish`, admin.token)).statusCode).toBe(200);

    const draft = await createArticle(t.app, member.token, { title: 'For Ada' });
    const request = ZReviewRequest.parse((await requestReview(draft, member.token, admin.userId)).json());
    expect((await call('POST', `/review-requests/${request.id}/approve`, reviewer.token)).statusCode).toBe(
      403,
    );
    expect(ZReviewQueue.parse((await call('GET', '/review-requests', reviewer.token)).json()).total).toBe(0);
    expect((await call('POST', `/review-requests/${request.id}/approve`, admin.token)).statusCode).toBe(200);
  });

  it("another organization's request and article review are not reachable", async () => {
    const id = await createArticle(t.app, member.token, { title: 'Private' });
    const request = ZReviewRequest.parse((await requestReview(id, member.token)).json());
    expect((await call('POST', `/review-requests/${request.id}/approve`, stranger.token)).statusCode).toBe(
      404,
    );
    const remark = { remark: 'No.' };
    expect(
      (await call('POST', `/review-requests/${request.id}/request-changes`, stranger.token, remark))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/help-articles/${id}/review`, stranger.token)).statusCode).toBe(404);
    expect((await requestReview(id, stranger.token)).statusCode).toBe(409);
    expect(ZReviewQueue.parse((await call('GET', '/review-requests', stranger.token)).json()).total).toBe(0);
  });

  it('with review off again, a request answers 409 and members publish directly', async () => {
    await setReview(false);
    const id = await createArticle(t.app, member.token, { title: 'Off again' });
    expect((await requestReview(id, member.token)).json().code).toBe('REVIEW_NOT_NEEDED');
    expect((await call('POST', `/help-articles/${id}/publish`, member.token)).statusCode).toBe(200);
  });
});
