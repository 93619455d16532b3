import { ZArticleList } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { helpCenterWithArticle } from '../../../test/helpCenters';

/** Readers never see internal comments (issue 48 item 3): not on the shared page nor in a help center. */
describe('comments stay internal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the public article page and the shared page do not contain a comment’s text', async () => {
    const { admin, center, call } = await helpCenterWithArticle(t, 'Quiet Help', 'Pay by invoice');
    const list = ZArticleList.parse((await call('GET', '/help-articles')).json());
    const article = list.articles.find((row) => row.title === 'Pay by invoice')!;
    expect(article.sharingId).toBeTruthy();
    const secret = 'internal-remark-7f3a do not publish';
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${article.id}/comments`,
      headers: bearer(admin.token),
      payload: { body: secret, anchor: { quote: 'Billing needs' } },
    });
    expect(res.statusCode).toBe(201);

    const shared = await t.app.inject({ method: 'GET', url: `/shared/${article.sharingId}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('Billing needs an admin.');
    expect(shared.body).not.toContain('internal-remark-7f3a');

    const home = await t.app.inject({ method: 'GET', url: `/docs/${center.slug}` });
    const path = home.body.match(new RegExp(`/docs/${center.slug}/articles/[a-z0-9-]+`))?.[0];
    expect(path).toBeTruthy();
    const page = await t.app.inject({ method: 'GET', url: path! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Billing needs an admin.');
    expect(page.body).not.toContain('internal-remark-7f3a');

    const search = await t.app.inject({
      method: 'GET',
      url: `/docs/${center.slug}/search?q=internal-remark-7f3a`,
    });
    expect(search.body).not.toContain('internal-remark-7f3a do not publish');
  });
});
