import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, trialOrganization } from './load';
import { startServer } from './processes';

/**
 * ISSUE "Hardening" item 6: what the embedded database guarantees when the server is killed with
 * SIGKILL in the middle of writes. Every write the server acknowledged (a 201) must be there after
 * a restart on the same data folder, with no person needed; PostgreSQL's write-ahead log inside
 * PGlite replays what was committed. (A machine losing power is another matter: PGlite does not
 * wait for the disk, see docs/operating.md, "Shutdown".)
 */
// The embedded database only: the PostgreSQL leg of `npm test` runs the same suite again.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'the embedded database after SIGKILL during writes',
  () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'support-kill-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: 'kill-test-secret-kill-test-secret-0123456789',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    };

    it('keeps every acknowledged write and starts again by itself, three times over', async () => {
      let server = await startServer('embedded', env);
      const { token } = await trialOrganization(server.base, 'Killed Mid-Write', 0);
      // A plan with room for thousands of articles (the trial stops at 10).
      const bought = await call(server.base, 'POST', '/v1/payment/create-checkout-session', token, {
        productId: 'prod_business',
      });
      expect(bought.status).toBe(200);
      const acknowledged: string[] = [];
      for (let round = 0; round < 3; round++) {
        let writing = true;
        const writer = async () => {
          while (writing) {
            const created = await call(
              server.base,
              'POST',
              '/v1/help-articles/create-manual-article',
              token,
              {
                title: `Round ${round} article`,
                content: 'Written while the server may die.',
              },
            ).catch(() => null);
            if (created?.status === 201) acknowledged.push(created.body.id as string);
          }
        };
        const writers = Array.from({ length: 4 }, writer);
        // Let the writes run, then kill the server without any chance to close the database.
        await new Promise((resolve) => setTimeout(resolve, 700 + round * 300));
        server.child.kill('SIGKILL');
        await new Promise((resolve) => server.child.once('exit', resolve));
        writing = false;
        await Promise.all(writers);

        server = await startServer('embedded', env);
        const missing: string[] = [];
        for (const id of acknowledged) {
          const res = await call(server.base, 'GET', `/v1/help-articles/${id}`, token);
          if (res.status !== 200) missing.push(`${id}: ${res.status}`);
        }
        expect(missing, `round ${round}: acknowledged articles lost`).toEqual([]);
      }
      console.info(`${acknowledged.length} acknowledged articles, all there after 3 kills`);
      expect(acknowledged.length).toBeGreaterThan(10);
      await server.stop();
    }, 240_000);
  },
);
