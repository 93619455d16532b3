import type { HelpCenter } from '@support/shared';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp } from '../../../test/app';
import { onDatabase, openTestDatabase } from '../../../test/database';
import { buyPlan, createArticle, registerTrialAdmin } from '../../../test/factories';
import { outsideChanges } from '../../changes/bus';
import { CLI_ACTOR } from '../admin/audit';
import { operatorCommands } from '../billing';

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
        await call('POST', `/help-centers/${center.id}/publish`);
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

  it.runIf(onDatabase('postgres'))(
    'an operator ending a trial from the command line stops the AI answers of a running server at once',
    async () => {
      const ai = await startAiStandIn({ kind: 'reply', answer: () => 'Use the export button [1].' });
      const database = await openTestDatabase();
      const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
      const server = await createTestApp({ database, env: { DATABASE_URL: url, ...aiEnv(ai) } });
      try {
        const admin = await registerTrialAdmin(server.app);
        const call = (method: 'POST', path: string, payload?: unknown) =>
          server.app.inject({
            method,
            url: `/v1${path}`,
            headers: bearer(admin.token),
            payload: payload as object,
          });
        const center: HelpCenter = (await call('POST', '/help-centers', { name: 'Trial Help' })).json();
        await call('POST', `/help-centers/${center.id}/publish`);
        const group = (
          await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'All' })
        ).json();
        const id = await createArticle(server.app, admin.token, {
          title: 'Export reports',
          content: 'Reports are exported with the export button.',
        });
        await call('POST', `/help-articles/${id}/publish`);
        await call('POST', `/public-groups/groups/${group.id}/articles/${id}`);
        const answered = async () => {
          const before = ai.received.length;
          await server.app.inject({ method: 'GET', url: `/docs/${center.slug}/answer?q=export%20reports` });
          return ai.received.length > before;
        };
        expect(await answered()).toBe(true);
        // What `npm run admin -- end-trial` runs: its own connection, no listener, the outbox and NOTIFY.
        await operatorCommands.endTrial({
          db: database.db,
          plans: server.app.ctx.config.billing.plans,
          now: server.clock.now(),
          actor: CLI_ACTOR,
          changes: outsideChanges({ postgres: true }),
          organization: admin.organizationId,
        });
        const started = Date.now();
        while (await answered()) {
          expect(Date.now() - started, 'the server still answers for an ended trial').toBeLessThan(2000);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await server.close();
        await database.close();
        await ai.close();
      }
    },
    30_000,
  );
});
