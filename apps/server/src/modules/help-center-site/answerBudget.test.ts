import type { HelpCenter, Organization } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

describe('the organization’s daily budget of AI answers', () => {
  let ai: AiStandIn;
  let t: TestApp;
  let admin: RegisteredUser;
  let center: HelpCenter;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
  const ask = (q: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: `/docs/${center.slug}/answer?q=${encodeURIComponent(q)}`,
      remoteAddress,
    });

  beforeAll(async () => {
    ai = await startAiStandIn();
    t = await createTestApp({ env: aiEnv(ai) });
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (await call('POST', '/help-centers', { name: 'Budget Help' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'All' })
    ).json();
    const id = await createArticle(t.app, admin.token, {
      title: 'Reset your password',
      content: '## From the sign-in page\n\nChoose **Forgot password** and we e-mail you a link.',
    });
    await call('POST', `/help-articles/${id}/publish`);
    await call('POST', `/public-groups/groups/${group.id}/articles/${id}`);
    ai.setMode({ kind: 'reply', answer: () => 'Choose Forgot password [1].' });
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  it('is 200 answers a day unless an admin sets another', async () => {
    const organization = (await call('GET', '/organization/active')).json() as Organization;
    expect(organization.settings.aiAnswersPerDay).toBe(200);
    const changed = await call('PUT', '/organization/settings', { aiAnswersPerDay: 2 });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Organization).settings.aiAnswersPerDay).toBe(2);
    expect((await call('PUT', '/organization/settings', { aiAnswersPerDay: -1 })).statusCode).toBe(400);
  });

  it('shows search results and says why once the day’s answers are used up, without asking the AI', async () => {
    await call('PUT', '/organization/settings', { aiAnswersPerDay: 2 });
    const now = t.clock.now().getTime();
    t.clock.set(new Date(Math.floor(now / 86_400_000) * 86_400_000 + 86_400_000 + 3_600_000));
    const before = ai.received.length;
    // Different readers: the budget is the organization's, not an address's.
    for (const address of ['203.0.113.81', '203.0.113.82']) {
      const res = await ask('How do I reset my password?', address);
      expect(res.body).toContain('Choose Forgot password');
    }
    expect(ai.received.length).toBe(before + 2);
    const spent = await ask('How do I reset my password?', '203.0.113.83');
    expect(spent.statusCode).toBe(200);
    expect(spent.body).toContain('AI answers for today are used up');
    expect(spent.body).toContain('>Reset your password</a>');
    expect(ai.received.length).toBe(before + 2);
    // A raised budget applies at once; the next UTC day starts again.
    await call('PUT', '/organization/settings', { aiAnswersPerDay: 3 });
    expect((await ask('How do I reset my password?', '203.0.113.84')).body).toContain(
      'Choose Forgot password',
    );
    expect((await ask('How do I reset my password?', '203.0.113.85')).body).toContain('used up');
    t.clock.advance(86_400_000);
    expect((await ask('How do I reset my password?', '203.0.113.86')).body).toContain(
      'Choose Forgot password',
    );
    expect(ai.received.length).toBe(before + 4);
  });
});
