import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, canRunCluster, startCluster } from './cluster';
import { call, trialOrganization } from './load';
import { type Proc, startServer } from './processes';

/** Opens a transaction that locks one article's row, says so, and then waits to be frozen. */
const HOLDER = `
import pg from 'pg';
const client = new pg.Client({ connectionString: process.env.URL });
await client.connect();
await client.query('begin');
await client.query("update articles set title = 'held' where id = $1", [process.env.ARTICLE]);
console.log('held');
setInterval(() => {}, 1000);
`;

/**
 * ISSUE "Surviving the database" 3: a process frozen (SIGSTOP) while it holds a write transaction
 * delays the writes of that organization by at most the lock timeout, and other organizations not
 * at all beyond that: they are served within 5 s, and nothing hangs.
 */
describe.runIf(canRunCluster)('a process frozen in the middle of a transaction', () => {
  let cluster: Cluster;
  let dataDir: string;
  let server: Proc & { base: string };

  beforeAll(async () => {
    cluster = await startCluster();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'support-stall-'));
    server = await startServer('server', {
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'fault-test-secret-fault-test-secret-0123456789',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '10',
      // Below the 2 s default so the 5 s bound holds with margin on a loaded machine: 20 writers
      // on 10 connections wait for the lock in two rounds.
      DATABASE_LOCK_TIMEOUT_MS: '1000',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves another organization within 5 s, and the blocked writes answer 503 instead of hanging', async () => {
    const held = await trialOrganization(server.base, 'Held Co', 1);
    const other = await trialOrganization(server.base, 'Other Co', 1);
    const holder = spawn(process.execPath, ['--input-type=module', '-e', HOLDER], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, URL: cluster.url, ARTICLE: held.articleIds[0] },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
        holder.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
      });
      holder.kill('SIGSTOP');

      const started = Date.now();
      const writes = Array.from({ length: 20 }, (_, i) =>
        call(server.base, 'PUT', `/v1/help-articles/${held.articleIds[0]}/title`, held.token, {
          title: `Blocked ${i}`,
        }).then((res) => ({ ...res, ms: Date.now() - started })),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const otherStarted = Date.now();
      const read = await call(server.base, 'GET', '/v1/help-articles', other.token);
      const otherMs = Date.now() - otherStarted;
      const answers = await Promise.all(writes);
      console.log(
        `stall figures: other organization served in ${otherMs} ms; blocked writes answered in ${Math.max(...answers.map((a) => a.ms))} ms at most, ${JSON.stringify(answers.map((a) => a.status))}`,
      );

      expect(read.status).toBe(200);
      expect(otherMs).toBeLessThan(5000);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body.message).toEqual(expect.any(String));
        expect(answer.retryAfter).not.toBeNull();
      }
    } finally {
      holder.kill('SIGKILL');
    }
  }, 60_000);
});
