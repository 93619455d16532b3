import type { HelpCenter } from '@support/shared';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/app';
import { onDatabase, openTestDatabase } from '../../../test/database';
import { buyPlan, createArticle, registerTrialAdmin } from '../../../test/factories';
import { publish } from './testSupport';

/** Polls the other server until the shared page answers `status`, for at most two seconds. */
async function untilStatus(read: () => Promise<number>, status: number) {
  const started = Date.now();
  while ((await read()) !== status) {
    expect(Date.now() - started, `the other server still does not answer ${status}`).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the shared link of a protected help center’s article on several servers', () => {
  it.runIf(onDatabase('postgres'))(
    'closes and opens on the other server’s kept page as the password is switched on and off',
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
        const center: HelpCenter = (await call('POST', '/help-centers', { name: 'Staff Handbook' })).json();
        await call('POST', `/help-centers/${center.id}/publish`);
        const group = (
          await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'HR' })
        ).json();
        const id = await createArticle(one.app, admin.token, { title: 'Holiday rules', content: 'Ask HR.' });
        const sharingId = await publish(one.app, admin.token, id);
        await call('POST', `/public-groups/groups/${group.id}/articles/${id}`);
        const shared = async () =>
          (await two.app.inject({ method: 'GET', url: `/shared/${sharingId}` })).statusCode;
        // Server two renders and keeps the page.
        expect(await shared()).toBe(200);
        await call('PUT', `/help-centers/${center.id}/settings`, {
          authenticationType: 'PASSWORD',
          password: 'p4ss',
        });
        await untilStatus(shared, 404);
        await call('PUT', `/help-articles/${id}/shared-link`, { keepPublic: true });
        await untilStatus(shared, 200);
        await call('PUT', `/help-articles/${id}/shared-link`, { keepPublic: false });
        await untilStatus(shared, 404);
        await call('PUT', `/help-centers/${center.id}/settings`, { authenticationType: 'NONE' });
        await untilStatus(shared, 200);
      } finally {
        await two.close();
        await one.close();
        await database.close();
      }
    },
    30_000,
  );
});
