import { ZAnalyticsFeedbackReasons, ZAnalyticsFeedbackReasonsPage } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerCompanyAdmin } from '../../../test/factories';

const DAY = 86_400_000;

/**
 * The analytics' "What was missing?" list: reasons sent through the help center's own form, read
 * back per article, the latest first, only by the organization they belong to.
 */
describe('analytics: what readers said was missing', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let outsider: RegisteredUser;
  let center: { id: string; slug: string };
  const articles: Record<string, { id: string; path: string }> = {};
  let address = 0;

  const call = (url: string, token: string, method: 'GET' | 'POST' | 'PUT' = 'GET', payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  /** A reader (an address of their own) sends a reason from the article's page. */
  const sendReason = async (key: string, reason: string) => {
    address += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: `${articles[key]!.path}/feedback/reason`,
      remoteAddress: `198.51.100.${address}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ reason }).toString(),
    });
    expect(res.statusCode).toBe(303);
    t.clock.advance(60_000);
  };
  const report = async (token: string, timeRange = 'last30days') => {
    const res = await call(`/analytics/helpfulness/reasons?timeRange=${timeRange}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return ZAnalyticsFeedbackReasons.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerCompanyAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_pro');
    outsider = await registerCompanyAdmin(t.app);
    await buyPlan(t.app, outsider.token, 'prod_pro');
    center = (await call('/help-centers', admin.token, 'POST', { name: 'Docs' })).json();
    await call(`/help-centers/${center.id}/publish`, admin.token, 'POST');
    const group = (
      await call(`/public-groups/help-centers/${center.id}/groups`, admin.token, 'POST', { name: 'Start' })
    ).json();
    for (const [key, title] of [
      ['export', 'Export a report'],
      ['invite', 'Invite a colleague'],
    ] as const) {
      const id = await createArticle(t.app, admin.token, { title, content: 'Steps.' });
      await call(`/help-articles/${id}/publish`, admin.token, 'POST');
      await call(`/public-groups/groups/${group.id}/articles/${id}`, admin.token, 'POST');
      const home = (await t.app.inject({ method: 'GET', url: `/docs/${center.slug}` })).body;
      const path = new RegExp(`<a href="([^"]+)">${title}</a>`).exec(home)![1]!;
      articles[key] = { id, path };
    }
    // Ten days ago: an old reason, outside the last seven days.
    t.clock.set(new Date(Date.now() - 10 * DAY));
    await sendReason('invite', 'Old: where is the invite link?');
    t.clock.set(new Date());
    for (let i = 1; i <= 12; i++) await sendReason('export', `Export reason ${i}`);
    await call(`/help-centers/${center.id}/settings`, admin.token, 'PUT', { language: 'de-DE' });
    await sendReason('invite', 'Wo finde ich die Einladung?');
    await call(`/help-centers/${center.id}/settings`, admin.token, 'PUT', { language: 'en-US' });
  });
  afterAll(() => t.close());

  it('lists the reasons per article, the latest first, with their date and language, capped per article', async () => {
    const res = await report(admin.token);
    expect(res.articles.map((article) => [article.title, article.total])).toEqual([
      ['Invite a colleague', 2],
      ['Export a report', 12],
    ]);
    const [invite, exported] = res.articles;
    expect(invite!.id).toBe(articles.invite!.id);
    // Each in the language of the page it was written on: the article's own (English), even while
    // the help center was German (issue 47 item 3).
    expect(invite!.reasons.map((r) => [r.reason, r.language])).toEqual([
      ['Wo finde ich die Einladung?', 'en-US'],
      ['Old: where is the invite link?', 'en-US'],
    ]);
    expect(new Date(invite!.reasons[0]!.createdAt).getTime()).toBeGreaterThan(
      new Date(invite!.reasons[1]!.createdAt).getTime() + 9 * DAY,
    );
    // The ten latest of twelve, newest first, and where the older ones start.
    expect(exported!.reasons.map((r) => r.reason)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Export reason ${12 - i}`),
    );
    expect(invite!.nextCursor).toBeNull();
    expect(exported!.nextCursor).not.toBeNull();
    const older = await call(
      `/analytics/helpfulness/reasons/${articles.export!.id}?cursor=${encodeURIComponent(exported!.nextCursor!)}`,
      admin.token,
    );
    expect(older.statusCode, older.body).toBe(200);
    const page = ZAnalyticsFeedbackReasonsPage.parse(older.json());
    expect(page.reasons.map((r) => r.reason)).toEqual(['Export reason 2', 'Export reason 1']);
    expect(page.nextCursor).toBeNull();
    // From the start, one article's reasons: all twelve fit one page.
    const first = ZAnalyticsFeedbackReasonsPage.parse(
      (await call(`/analytics/helpfulness/reasons/${articles.export!.id}`, admin.token)).json(),
    );
    expect(first.reasons).toHaveLength(12);
  });

  it('keeps to the range', async () => {
    const week = await report(admin.token, 'last7days');
    expect(week.articles.find((a) => a.id === articles.invite!.id)?.reasons.map((r) => r.reason)).toEqual([
      'Wo finde ich die Einladung?',
    ]);
    expect(
      (await report(admin.token, 'alltime')).articles.find((a) => a.id === articles.invite!.id)?.total,
    ).toBe(2);
  });

  it('never shows one organization’s reasons to another', async () => {
    const res = await call('/analytics/helpfulness/reasons?timeRange=alltime', outsider.token);
    expect(res.statusCode).toBe(200);
    expect(ZAnalyticsFeedbackReasons.parse(res.json()).articles).toEqual([]);
    for (const secret of ['Export reason', 'Einladung', articles.export!.id, articles.invite!.id]) {
      expect(res.body).not.toContain(secret);
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/analytics/helpfulness/reasons' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a range, a cursor or an article id it does not know the shape of', async () => {
    const id = articles.export!.id;
    for (const url of [
      '/analytics/helpfulness/reasons?timeRange=forever',
      `/analytics/helpfulness/reasons/${id}?cursor=yesterday`,
      `/analytics/helpfulness/reasons/${id}?cursor=${'9'.repeat(100)}`,
      '/analytics/helpfulness/reasons/not-an-id',
    ]) {
      const res = await call(url, admin.token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('VALIDATION_ERROR');
    }
  });
});
