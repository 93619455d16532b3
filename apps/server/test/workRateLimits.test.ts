import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from './factories';

/**
 * ISSUE "Structure" item 6: the per-user limits of the routes that start costly work (AI edits,
 * generations). The 31st call of a minute is refused with 429 and Retry-After before any work.
 */
describe('per-user limits on costly work', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let articleId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    articleId = await createArticle(t.app, admin.token, { title: 'Limits', content: 'Some text to edit.' });
  });
  afterAll(() => t.close());

  const thirtyOneTimes = async (
    send: () => Promise<{ statusCode: number; headers: Record<string, unknown> }>,
  ) => {
    const statuses: number[] = [];
    let last: { statusCode: number; headers: Record<string, unknown> } | undefined;
    for (let i = 0; i < 31; i++) {
      last = await send();
      statuses.push(last.statusCode);
    }
    return { statuses, last: last! };
  };

  it('smart edit: 30 a minute per user', async () => {
    const { statuses, last } = await thirtyOneTimes(() =>
      t.app.inject({
        method: 'POST',
        url: `/v1/help-articles/${articleId}/smart-edit`,
        headers: bearer(admin.token),
        payload: { markdownText: 'Some text', changeRequest: 'Shorter' },
      }),
    );
    // Without an AI provider each allowed call is a clear 503; the 31st never reaches it.
    expect(statuses.slice(0, 30).every((status) => status === 503)).toBe(true);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60_000);
    const later = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/smart-edit`,
      headers: bearer(admin.token),
      payload: { markdownText: 'Some text', changeRequest: 'Shorter' },
    });
    expect(later.statusCode).toBe(503);
  });

  it('generation starts: 30 a minute per user, counted across generate, restart and change-content-type', async () => {
    const paths = ['generate', 'restart-generation', 'change-content-type'];
    let i = 0;
    const { statuses, last } = await thirtyOneTimes(() => {
      const path = paths[i++ % paths.length]!;
      return t.app.inject({
        method: 'POST',
        url: `/v1/help-articles/${articleId}/${path}`,
        headers: bearer(admin.token),
        payload: path === 'change-content-type' ? { contentType: 'DESCRIPTIVE_GUIDE' } : undefined,
      });
    });
    // A written article is no recording: each allowed call is a 400; the 31st is the limit's 429.
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(last.statusCode).toBe(429);
  });
});
