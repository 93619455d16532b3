import type { HelpCenter } from '@support/shared';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/app';
import { onDatabase, openTestDatabase } from '../../../test/database';
import { buyPlan, createArticle, registerTrialAdmin } from '../../../test/factories';

describe('help center pages on several servers', () => {
  it.runIf(onDatabase('postgres'))(
    'a change made through one server shows on the other’s kept pages within two seconds',
    async () => {
      const database = await openTestDatabase();
      const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
      const one = await createTestApp({ database, env: { DATABASE_URL: url } });
      const two = await createTestApp({ database, env: { DATABASE_URL: url } });
      try {
        const admin = await registerTrialAdmin(one.app);
        await buyPlan(one.app, admin.token, 'prod_business');
        const call = (method: 'POST' | 'PUT', path: string, payload?: unknown) =>
          one.app.inject({
            method,
            url: `/v1${path}`,
            headers: bearer(admin.token),
            payload: payload as object,
          });
        const center: HelpCenter = (await call('POST', '/help-centers', { name: 'Shared Help' })).json();
        const group = (
          await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'All' })
        ).json();
        const id = await createArticle(one.app, admin.token, { title: 'First title', content: 'Text.' });
        await call('POST', `/help-articles/${id}/publish`);
        await call('POST', `/public-groups/groups/${group.id}/articles/${id}`);
        const home = () => two.app.inject({ method: 'GET', url: `/docs/${center.slug}` });
        // Server two renders and keeps the page.
        expect((await home()).body).toContain('First title');
        await call('PUT', `/help-articles/${id}/title`, { title: 'Second title' });
        const started = Date.now();
        while (!(await home()).body.includes('Second title')) {
          expect(Date.now() - started, 'the other server still shows the old title').toBeLessThan(2000);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await two.close();
        await one.close();
        await database.close();
      }
    },
    30_000,
  );
});
