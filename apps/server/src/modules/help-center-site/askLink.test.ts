import type { HelpCenter } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, TRANSLATION_ENV } from '../../../test/app';
import { buyPlan, registerTrialAdmin } from '../../../test/factories';

/**
 * The help center's home offers "Ask a question (AI answers, beta)" only on an install that can
 * answer: with an AI configured (issue 47 item 5). Two servers on one database, one with an AI.
 */
describe('the home page’s "Ask a question" link', () => {
  let withoutAi: TestApp;
  let withAi: TestApp;
  let center: HelpCenter;

  beforeAll(async () => {
    withoutAi = await createTestApp();
    // An AI at a loopback address nothing answers: configured, and never called by a home page.
    withAi = await createTestApp({ database: withoutAi.database, env: TRANSLATION_ENV });
    const admin = await registerTrialAdmin(withoutAi.app);
    await buyPlan(withoutAi.app, admin.token, 'prod_business');
    const call = (url: string, payload?: object) =>
      withoutAi.app.inject({ method: 'POST', url: `/v1${url}`, headers: bearer(admin.token), payload });
    center = (await call('/help-centers', { name: 'Ask Help' })).json();
    await call(`/help-centers/${center.id}/publish`);
  });
  afterAll(async () => {
    await withAi?.close();
    await withoutAi?.close();
  });

  it('is not on the home page of an install without AI', async () => {
    expect(withoutAi.app.ctx.ai).toBeNull();
    const home = await withoutAi.app.inject({ method: 'GET', url: `/docs/${center.slug}` });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('How can we help?');
    expect(home.body).not.toContain('Ask a question');
    expect(home.body).not.toContain(`href="/docs/${center.slug}/answer"`);
  });

  it('is on the home page once an AI is configured', async () => {
    expect(withAi.app.ctx.ai).not.toBeNull();
    const home = await withAi.app.inject({ method: 'GET', url: `/docs/${center.slug}` });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(
      `<p class="hc-ask"><a href="/docs/${center.slug}/answer">Ask a question (AI answers, beta)</a></p>`,
    );
  });
});
