import { ZArticleList, ZFeatureCheck, ZPlanFeatures } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, createArticle, registerTrialAdmin } from '../../../test/factories';

/** Article creation goes through the plan's ARTICLES_TOTAL and ARTICLES_MONTHLY (trial: 10 each). */
describe('article limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const create = (token: string, title = 'Over the limit') =>
    call('POST', '/help-articles/create-manual-article', token, { title, content: '' });
  const count = async (token: string) =>
    ZArticleList.parse((await call('GET', '/help-articles', token)).json()).total;

  it('lets a trial write 10 articles, then answers 403 LIMIT_REACHED and writes nothing', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await createArticle(t.app, i % 2 ? member.token : admin.token));

    const refused = await create(member.token);
    expect(refused.statusCode).toBe(403);
    const body = refused.json();
    expect(body).toMatchObject({
      code: 'LIMIT_REACHED',
      feature: 'ARTICLES_TOTAL',
      isLimitReached: true,
      limit: 10,
    });
    expect(typeof body.message).toBe('string');
    expect(ZFeatureCheck.safeParse(body).success).toBe(true);
    expect(await count(admin.token)).toBe(10);

    // Deleting frees a unit of the total, but this period's ten creations stay counted.
    expect((await call('DELETE', `/help-articles/${ids[0]}`, admin.token)).statusCode).toBe(200);
    const monthly = await create(admin.token);
    expect(monthly.statusCode).toBe(403);
    expect(monthly.json()).toMatchObject({ code: 'LIMIT_REACHED', feature: 'ARTICLES_MONTHLY' });
    expect(await count(admin.token)).toBe(9);
    const { features } = ZPlanFeatures.parse((await call('GET', '/plan/features', admin.token)).json());
    expect(features.ARTICLES_TOTAL).toMatchObject({ currentUsage: 9, limit: 10, isLimitReached: false });
    expect(features.ARTICLES_MONTHLY).toMatchObject({ currentUsage: 10, limit: 10, isLimitReached: true });
  });

  it('counts each organization on its own, and two requests cannot both take the last unit', async () => {
    const busy = await registerTrialAdmin(t.app);
    const fresh = await registerTrialAdmin(t.app);
    for (let i = 0; i < 9; i += 1) await createArticle(t.app, busy.token);
    expect((await create(fresh.token, 'Other organization')).statusCode).toBe(201);

    const results = await Promise.all([create(busy.token, 'Race A'), create(busy.token, 'Race B')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect(await count(busy.token)).toBe(10);
  });
});
