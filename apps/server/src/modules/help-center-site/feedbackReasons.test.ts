import type { HelpCenter } from '@support/shared';
import { FEEDBACK_REASON_MAX_LENGTH } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { helpCenterFeedback, helpCenterFeedbackReasons } from '../../db/schema';

/**
 * "Was this helpful? → No → What was missing?" (issue 47 item 4) as a reader without script does
 * it: plain form posts and redirects, the reason kept with where and when it was given, bounded.
 */
describe('the article page’s "What was missing?"', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let center: HelpCenter;
  let articleId: string;
  let path: string;
  const logs: string[] = [];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
  const form = (url: string, fields: Record<string, string>, remoteAddress = '203.0.113.50') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const reasons = () =>
    t.app.ctx.db
      .select()
      .from(helpCenterFeedbackReasons)
      .where(eq(helpCenterFeedbackReasons.articleId, articleId));

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => logs.push(line) } });
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (await call('POST', '/help-centers', { name: 'Reasons Help' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Start' })
    ).json();
    articleId = await createArticle(t.app, admin.token, {
      title: 'Export a report',
      content: 'Open Reports.',
    });
    await call('POST', `/help-articles/${articleId}/publish`);
    await call('POST', `/public-groups/groups/${group.id}/articles/${articleId}`);
    const home = (await t.app.inject({ method: 'GET', url: `/docs/${center.slug}` })).body;
    path = /<a href="(\/docs\/[^"]+\/articles\/export-a-report-[0-9a-f]{8})">/.exec(home)![1]!;
  });
  afterAll(() => t.close());

  it('asks what was missing after "No", as a plain form that asks for nothing personal', async () => {
    const first = await t.app.inject({ method: 'GET', url: path });
    // Asked only after "No": the first page has the question and its two buttons, headed.
    expect(first.body).toMatch(
      /<section class="hc-feedback"[^>]*><h2 id="feedback-question">Was this helpful\?<\/h2>/,
    );
    expect(first.body).not.toContain('name="reason"');
    const no = await form(`${path}/feedback`, { helpful: 'no' });
    expect(no.statusCode).toBe(303);
    expect(no.headers.location).toBe(`${path}?thanks=no`);
    const asked = await t.app.inject({ method: 'GET', url: String(no.headers.location) });
    expect(asked.statusCode).toBe(200);
    const section = /<section class="hc-feedback"[\s\S]*?<\/section>/.exec(asked.body)![0];
    expect(section).toContain('<h2 class="sr-only" id="feedback-question">Was this helpful?</h2>');
    expect(section).toContain('<p role="status">Thank you for your feedback!</p>');
    expect(section).toContain(`<form method="post" action="${path}/feedback/reason"`);
    expect(section).toContain('<label for="feedback-reason"');
    expect(section).toContain('What was missing? (optional)</label>');
    expect(section).toMatch(
      new RegExp(
        `<input class="hc-field" id="feedback-reason" name="reason" type="text" maxlength="${FEEDBACK_REASON_MAX_LENGTH}"[^>]*aria-describedby="feedback-reason-hint"`,
      ),
    );
    expect(section).toContain('<p id="feedback-reason-hint" class="hc-hint"');
    expect(section).toContain('Please leave out names, email addresses and other personal data.');
    expect(section).not.toContain('type="email"');
    expect(section).toContain('<button type="submit">Send</button>');
    // The form needs no script: the page's one script only adds copy buttons to code.
    expect(section).not.toContain('<script');
    // "Yes" only thanks.
    const yes = await form(`${path}/feedback`, { helpful: 'yes' });
    expect(yes.headers.location).toBe(`${path}?thanks=1`);
    const thanked = await t.app.inject({ method: 'GET', url: `${path}?thanks=1` });
    expect(thanked.body).toContain('Thank you for your feedback!');
    expect(thanked.body).not.toContain('name="reason"');
  });

  it('keeps the reason with the organization, help center, article, language and time, and thanks the reader', async () => {
    const secret = `The CSV columns are not explained ${Date.now()}`;
    const at = t.clock.now();
    const sent = await form(`${path}/feedback/reason`, { reason: `  ${secret}\n ` });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${path}?thanks=1`);
    expect(sent.headers['set-cookie']).toBeUndefined();
    const rows = await reasons();
    expect(rows).toEqual([
      expect.objectContaining({
        organizationId: admin.organizationId,
        helpCenterId: center.id,
        articleId,
        language: 'en-US',
        reason: secret,
        createdAt: at,
      }),
    ]);
    // The "No" was counted once, by its own form; the reason adds no answer.
    const [counts] = await t.app.ctx.db
      .select()
      .from(helpCenterFeedback)
      .where(eq(helpCenterFeedback.articleId, articleId));
    expect(counts).toMatchObject({ helpful: 1, notHelpful: 1 });
  });

  it('refuses a reason past its length with 400 and a message, and stores nothing for an empty one', async () => {
    const before = (await reasons()).length;
    const long = await form(
      `${path}/feedback/reason`,
      { reason: 'x'.repeat(FEEDBACK_REASON_MAX_LENGTH + 1) },
      '203.0.113.51',
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('300') });
    // Exactly the limit is fine; spaces around it do not count; a line break becomes a space.
    const full = await form(
      `${path}/feedback/reason`,
      { reason: ` ${'y'.repeat(FEEDBACK_REASON_MAX_LENGTH - 2)}\n\tz ` },
      '203.0.113.51',
    );
    expect(full.statusCode).toBe(303);
    const empty = await form(`${path}/feedback/reason`, { reason: '   ' }, '203.0.113.51');
    expect(empty.statusCode).toBe(303);
    const none = await form(`${path}/feedback/reason`, {}, '203.0.113.51');
    expect(none.statusCode).toBe(303);
    const rows = await reasons();
    expect(rows).toHaveLength(before + 1);
    expect(rows.map((row) => row.reason)).toContain(`${'y'.repeat(FEEDBACK_REASON_MAX_LENGTH - 2)} z`);
    // A body past the site's form limit is refused before it is read.
    const huge = await form(`${path}/feedback/reason`, { reason: 'x'.repeat(5000) }, '203.0.113.51');
    expect(huge.statusCode).toBe(413);
  });

  it('keeps at most three reasons an hour from one address (an IPv6 /64) for an article, and still thanks', async () => {
    const before = (await reasons()).length;
    for (let i = 0; i < 5; i++) {
      const res = await form(`${path}/feedback/reason`, { reason: `try ${i}` }, `2001:db8:1:2::${i + 1}`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${path}?thanks=1`);
    }
    expect(await reasons()).toHaveLength(before + 3);
    t.clock.advance(3_600_000);
    await form(`${path}/feedback/reason`, { reason: 'an hour later' }, '2001:db8:1:2::9');
    expect(await reasons()).toHaveLength(before + 4);
  });

  it('asks in the language of the article’s page, and records the reason in it', async () => {
    // An English article in a German help center: its page, the question included, is English.
    await call('PUT', `/help-centers/${center.id}/settings`, { language: 'de-DE' });
    const page = await t.app.inject({ method: 'GET', url: `${path}?thanks=no` });
    expect(page.body).toContain('<html lang="en-US">');
    expect(page.body).toContain('What was missing? (optional)');
    await form(`${path}/feedback/reason`, { reason: 'Ein Beispiel fehlt' }, '203.0.113.60');
    expect((await reasons()).find((row) => row.reason === 'Ein Beispiel fehlt')?.language).toBe('en-US');
    await call('PUT', `/help-centers/${center.id}/settings`, { language: 'en-US' });
  });

  it('never writes what a reader wrote to the log, even when it is refused', async () => {
    // Every request above was logged (trace level), the refused ones included.
    expect(logs.some((line) => line.includes('/feedback/reason'))).toBe(true);
    expect(logs.some((line) => line.includes('"statusCode":400'))).toBe(true);
    const all = logs.join('\n');
    for (const text of ['CSV columns', 'xxxxxxxxxx', 'Ein Beispiel', 'an hour later'])
      expect(all).not.toContain(text);
  });
});
