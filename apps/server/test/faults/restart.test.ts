import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, canRunCluster, startCluster } from './cluster';
import { call, sql, startLoad, trialOrganization, uploadRecording } from './load';
import { type Proc, startProcess, startServer, waitFor } from './processes';

/**
 * ISSUE "Surviving the database": two servers (WORKER=off) and a worker on a PostgreSQL cluster of
 * this test's own, which is stopped and started again, and whose connections are terminated, under
 * load. No process may exit, the outage must answer 503 with a message, and everything recovers
 * by itself.
 */
describe.runIf(canRunCluster)('a PostgreSQL restart under load', () => {
  let cluster: Cluster;
  let dataDir: string;
  let servers: (Proc & { base: string })[] = [];
  let worker: Proc;

  beforeAll(async () => {
    cluster = await startCluster();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'support-faults-'));
    const env = {
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'fault-test-secret-fault-test-secret-0123456789',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
      LOG_LEVEL: 'warn',
    };
    // The first server migrates; the others start once the schema is there.
    servers = [await startServer('server-a', env)];
    const [b] = await Promise.all([startServer('server-b', env)]);
    servers.push(b!);
    worker = startProcess('worker', 'worker', env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...servers, worker].filter(Boolean).map((proc) => proc.stop()));
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every process up, answers 503 during the outage, recovers within 2 s and finishes the interrupted recording', async () => {
    const [a, b] = servers as [Proc & { base: string }, Proc & { base: string }];
    const org = await trialOrganization(a.base, 'Restart Co', 3);
    const load = startLoad(
      servers.map((server) => ({ name: server.name, base: server.base })),
      org,
      3,
    );
    const articleId = await uploadRecording(b.base, org.token, 24);
    const jobOf = async () =>
      (
        await sql<{ status: string; attempts: number; interruptions: number }>(
          cluster.url,
          `select status, attempts, interruptions from jobs where payload->>'articleId' = $1`,
          [articleId],
        ).catch(() => [])
      )[0];
    await waitFor(async () => (await jobOf())?.status === 'running', 30_000);

    // 1. Stopped (fast: every backend is terminated, like a restart or failover) for 2 s.
    const stoppedAt = Date.now();
    await cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await cluster.start();
    const backAt = Date.now();
    const recovery = await Promise.all(servers.map((server) => firstSuccess(server.base, org.token)));
    await waitFor(async () => (await jobOf())?.status === 'done', 30_000, 100).catch(() => {});
    const jobDoneMs = (await jobOf())?.status === 'done' ? Date.now() - backAt : null;

    // 2. Every connection of the product terminated at once (pg_terminate_backend).
    await sql(
      cluster.url,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = 'support' and pid <> pg_backend_pid()`,
    );
    const recoveryAfterTerminate = await Promise.all(
      servers.map((server) => firstSuccess(server.base, org.token)),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await load.stop();

    const exits = [...servers, worker].flatMap((proc) =>
      proc.exits.map((exit) => ({ name: proc.name, ...exit })),
    );
    const outage = load.answers.filter((answer) => answer.at >= stoppedAt && answer.at < backAt);
    const failures = load.answers.filter((answer) => answer.status >= 500 || answer.status === 0);
    const figures = {
      processExits: exits,
      answers: load.answers.length,
      outageAnswers: outage.length,
      statuses: countBy(load.answers.map((answer) => answer.status)),
      recoveryMs: recovery,
      recoveryAfterTerminateMs: recoveryAfterTerminate,
      jobDoneAfterReturnMs: jobDoneMs,
      job: await jobOf(),
    };
    console.log(`restart figures: ${JSON.stringify(figures)}`);
    if (exits.length > 0)
      console.log([...servers, worker].map((p) => `${p.name}:\n${p.log.slice(-30).join('\n')}`).join('\n'));

    expect(exits).toEqual([]);
    // During the outage requests that need the database fail cleanly: 503, a message, Retry-After.
    expect(outage.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.status).toBe(503);
      expect(failure.body.message).toEqual(expect.any(String));
      expect(Number(failure.retryAfter)).toBeGreaterThan(0);
    }
    expect(Math.max(...recovery)).toBeLessThan(2000);
    expect(Math.max(...recoveryAfterTerminate)).toBeLessThan(2000);
    expect(jobDoneMs).not.toBeNull();
    expect(jobDoneMs!).toBeLessThan(10_000);
    // Finished once: the one generation job is done and the organization has its 3 articles plus this one.
    const [{ count }] = (await sql<{ count: string }>(
      cluster.url,
      `select count(*) from articles where organization_id = (select organization_id from articles where id = $1)`,
      [articleId],
    )) as [{ count: string }];
    expect(Number(count)).toBe(4);
    const versions = await sql<{ finished: boolean; failure: string | null; content: string }>(
      cluster.url,
      `select finished_at is not null as finished, failure_reason as failure, content from article_versions where article_id = $1`,
      [articleId],
    );
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ finished: true, failure: null });
    // Every step's image, once: the rerun overwrote its work instead of adding to it.
    expect(versions[0]!.content.match(/!\[Step \d+\]/g)).toHaveLength(24);
    expect(versions[0]!.content).toContain('![Step 24](step24.png)');
  }, 110_000);
});

/** Milliseconds until a request that needs the database answers 200 again. */
async function firstSuccess(base: string, token: string): Promise<number> {
  const from = Date.now();
  await waitFor(
    async () => (await call(base, 'GET', '/v1/help-articles', token).catch(() => null))?.status === 200,
    20_000,
    25,
  ).catch(() => {});
  return Date.now() - from;
}

function countBy(values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
