import type { HelpCenter } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { helpCenterSearches } from '../../db/schema';
import { CLI_ACTOR } from '../admin/audit';
import { flushSearchLog } from '../analytics-collect/searchLog';
import { operatorCommands } from '../billing';

const ARTICLES: [string, string][] = [
  [
    'Reset your password',
    '# Reset your password\n\nIntro.\n\n## From the sign-in page\n\nChoose **Forgot password** and we e-mail you a link that works for one hour.\n\n## As an admin\n\nAdmins reset a member’s password under Team.',
  ],
  ['Export monthly reports', 'Reports can be exported as CSV or PDF every month.'],
];

describe('AI answers on the help center (BETA)', () => {
  let ai: AiStandIn;
  let t: TestApp;
  let bare: TestApp;
  let admin: RegisteredUser;
  let center: HelpCenter;

  const ask = (app: TestApp, q: string, remoteAddress = '203.0.113.50') =>
    app.app.inject({
      method: 'GET',
      url: `/docs/${center.slug}/answer?q=${encodeURIComponent(q)}`,
      remoteAddress,
    });

  beforeAll(async () => {
    ai = await startAiStandIn();
    t = await createTestApp({ env: aiEnv(ai) });
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    const call = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
      t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
    center = (await call('POST', '/help-centers', { name: 'Acme Help' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'All' })
    ).json();
    for (const [title, content] of ARTICLES) {
      const id = await createArticle(t.app, admin.token, { title, content });
      await call('POST', `/help-articles/${id}/publish`);
      await call('POST', `/public-groups/groups/${group.id}/articles/${id}`);
    }
  });
  afterAll(async () => {
    await t?.close();
    await bare?.close();
    await ai?.close();
  });

  it('shows the question form first, without calling the AI', async () => {
    const before = ai.received.length;
    const res = await t.app.inject({ method: 'GET', url: `/docs/${center.slug}/answer` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('AI answers <span class="hc-beta">BETA</span>');
    expect(res.body).toContain(`<form class="hc-search" method="get" action="/docs/${center.slug}/answer">`);
    expect(ai.received.length).toBe(before);
  });

  it('answers from the passages of this help center, streamed into the page, citing real article links', async () => {
    ai.setMode({
      kind: 'reply',
      answer: () =>
        'Choose Forgot password on the sign-in page; the link works for one hour [1]. <b>Admins</b> can also reset it [2].',
    });
    const res = await ask(t, 'How do I reset my password?');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The model got the passages split at headings, the best ones first, and the question.
    const { system, user, body } = ai.last();
    expect(body.stream).toBe(true);
    expect(system).toContain('Use only the numbered passages');
    expect(user).toMatch(/\[\d\] Reset your password › From the sign-in page\n[^\n]*Forgot password/);
    expect(user).not.toContain('Export monthly reports');
    expect(user).toContain('Question: How do I reset my password?');
    // The answer is text in the page (escaped), then the cited articles as links of this site.
    expect(res.body).toContain('<div class="hc-answer" aria-live="polite">Choose Forgot password');
    expect(res.body).toContain('&lt;b&gt;Admins&lt;/b&gt;');
    expect(res.body).toMatch(
      new RegExp(
        `<li value="1"><a href="/docs/${center.slug}/articles/reset-your-password-[0-9a-f]{8}">Reset your password</a></li>`,
      ),
    );
    expect(res.body).toContain('</html>');
  });

  it('says so and shows search results when the articles do not hold the answer, or the AI fails', async () => {
    ai.setMode({ kind: 'reply', answer: () => 'NOT_FOUND' });
    const notFound = await ask(t, 'reset password');
    expect(notFound.statusCode).toBe(200);
    expect(notFound.body).toContain('do not answer that');
    expect(notFound.body).not.toContain('NOT_FOUND');
    expect(notFound.body).toContain('Reset your password</a>');
    // An off-topic question finds no passage at all: the AI is not even asked.
    const before = ai.received.length;
    expect((await ask(t, 'quantum chromodynamics')).body).toContain('do not answer that');
    expect(ai.received.length).toBe(before);
    ai.setMode({ kind: 'fail', status: 500 });
    const failed = await ask(t, 'reset password');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('AI answers are not available here');
    expect(failed.body).toContain('Reset your password</a>');
  });

  it('without AI configured, shows the search results and says answers are not available', async () => {
    bare = await createTestApp();
    const other = await registerTrialAdmin(bare.app);
    await buyPlan(bare.app, other.token, 'prod_business');
    const made = (
      await bare.app.inject({
        method: 'POST',
        url: '/v1/help-centers',
        headers: bearer(other.token),
        payload: { name: 'Bare Help' },
      })
    ).json() as HelpCenter;
    await bare.app.inject({
      method: 'POST',
      url: `/v1/help-centers/${made.id}/publish`,
      headers: bearer(other.token),
    });
    const res = await bare.app.inject({ method: 'GET', url: `/docs/${made.slug}/answer?q=anything` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('AI answers are not available here');
  });

  it("stops answering when the organization's trial or plan ends, and answers again once it runs", async () => {
    ai.setMode({ kind: 'reply', answer: () => 'Choose Forgot password on the sign-in page [1].' });
    const operator = {
      db: t.app.ctx.db,
      plans: t.app.ctx.config.billing.plans,
      actor: CLI_ACTOR,
      changes: t.app.ctx.changes,
      organization: admin.organizationId,
    };
    const answered = async (address: string) => {
      const before = ai.received.length;
      const res = await ask(t, 'How do I reset my password?', address);
      expect(res.statusCode).toBe(200);
      return ai.received.length > before && !res.body.includes('AI answers are not available here');
    };
    // Answered on the paid plan: this server now keeps the organization's subscription.
    expect(await answered('203.0.113.70')).toBe(true);
    // Put on a trial that then ends, with no question in between: only the plan events tell this
    // server that what it keeps is out of date.
    await operatorCommands.setPlan({ ...operator, now: t.clock.now(), planId: 'extended-trial' });
    await operatorCommands.endTrial({ ...operator, now: t.clock.now() });
    expect(await answered('203.0.113.71')).toBe(false);
    // The help center itself stays open.
    expect((await t.app.inject({ method: 'GET', url: `/docs/${center.slug}` })).statusCode).toBe(200);
    await operatorCommands.setPlan({ ...operator, now: t.clock.now(), planId: 'business' });
    expect(await answered('203.0.113.72')).toBe(true);
  });

  it('limits questions per reader address', async () => {
    ai.setMode({ kind: 'reply', answer: () => 'NOT_FOUND' });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await ask(t, 'reset password', '203.0.113.60')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await ask(t, 'reset password', '203.0.113.61')).statusCode).toBe(200);
  });

  it('logs each question like a search, with nothing about the reader', async () => {
    ai.setMode({ kind: 'reply', answer: () => 'NOT_FOUND' });
    await ask(t, 'Where are my invoices kept', '203.0.113.62');
    await flushSearchLog(t.app.ctx);
    const rows = await t.app.ctx.db
      .select()
      .from(helpCenterSearches)
      .where(eq(helpCenterSearches.helpCenterId, center.id));
    expect(rows.find((row) => row.query === 'where are my invoices kept')).toMatchObject({ searches: 1 });
    expect(JSON.stringify(rows)).not.toContain('203.0.113.62');
  });

  it('answers behind the password of a protected help center only, never indexed', async () => {
    const call = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/help-centers/${center.id}/settings`,
        headers: bearer(admin.token),
        payload,
      });
    expect((await call({ authenticationType: 'PASSWORD', password: 'let me in' })).statusCode).toBe(200);
    try {
      ai.setMode({ kind: 'reply', answer: () => 'Choose Forgot password [1].' });
      const before = ai.received.length;
      const locked = await ask(t, 'How do I reset my password?', '203.0.113.63');
      expect(locked.statusCode).toBe(401);
      expect(locked.body).not.toContain('Forgot password');
      expect(ai.received.length).toBe(before);
      const entered = await t.app.inject({
        method: 'POST',
        url: `/docs/${center.slug}/access`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          password: 'let me in',
          next: `/docs/${center.slug}/answer`,
        }).toString(),
      });
      const cookie = String(entered.headers['set-cookie']).split(';')[0]!;
      const open = await t.app.inject({
        method: 'GET',
        url: `/docs/${center.slug}/answer?q=${encodeURIComponent('How do I reset my password?')}`,
        remoteAddress: '203.0.113.63',
        headers: { cookie },
      });
      expect(open.statusCode).toBe(200);
      expect(open.body).toContain('Choose Forgot password');
      expect(open.headers['x-robots-tag']).toBe('noindex');
      expect(open.headers['cache-control']).toBe('private, no-store');
    } finally {
      await call({ authenticationType: 'NONE' });
    }
  });
});
