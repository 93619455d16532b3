import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, canRunCluster, startCluster } from './cluster';
import { type Proc, startServer, waitFor } from './processes';

/**
 * WEB_CONCURRENCY=2 on PostgreSQL: two server processes share the port under one primary, which
 * starts a process again when it dies and stops them all with itself. (Without DATABASE_URL it
 * refuses to start: startup.test.ts.)
 */
describe.runIf(canRunCluster)('several server processes on one port', () => {
  let cluster: Cluster;
  let dataDir: string;
  let server: Proc & { base: string };

  beforeAll(async () => {
    cluster = await startCluster();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'support-web-concurrency-'));
    server = await startServer('primary', {
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'cluster-test-secret-cluster-test-secret-0123456789',
      WEB_CONCURRENCY: '2',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The primary's server processes: after a source change tsx's esbuild service is a child too. */
  const children = () =>
    execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(server.child.pid)])
      .toString()
      .split('\n')
      .filter((line) => line.includes('src/main.ts'))
      .map((line) => Number.parseInt(line.trim(), 10))
      .filter((pid) => pid > 0);
  const readyProcesses = () =>
    server.log.filter((line) => line.includes('"msg":"ready"')).map((line) => JSON.parse(line).process);

  /** A new connection each time: a kept-alive one may belong to the process that was killed. */
  const health = () =>
    new Promise<number>((resolve, reject) => {
      http
        .get(`${server.base}/v1/health`, { agent: false, timeout: 5_000 }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('timeout', () => reject(new Error('no answer within 5 s')))
        .on('error', reject);
    });

  it('runs two processes that answer on one port, and starts one again when it dies', async () => {
    await waitFor(() => readyProcesses().length >= 2, 30_000);
    expect(new Set(readyProcesses())).toEqual(new Set([0, 1]));
    expect(children()).toHaveLength(2);

    const [victim] = children();
    process.kill(victim!, 'SIGKILL');
    // Once the primary knows (a connection handed over just before may be lost with the process),
    // the other process answers every request while the dead one is started again.
    await waitFor(() => server.log.some((line) => /server process \d exited \(SIGKILL\)/.test(line)), 10_000);
    for (let i = 0; i < 20; i++) expect(await health()).toBe(200);
    await waitFor(() => readyProcesses().length >= 3 && children().length === 2, 30_000);
    expect(children()).not.toContain(victim);
    expect(server.log.join('\n')).toMatch(/server process \d exited \(SIGKILL\); starting it again in 1 s/);
  }, 90_000);

  it('stays up when every process dies at once, and starts them again', async () => {
    const before = readyProcesses().length;
    const victims = children();
    for (const pid of victims) process.kill(pid, 'SIGKILL');
    // The process killed above dies again soon after its start: it waits twice as long.
    await waitFor(() => readyProcesses().length >= before + 2 && children().length === 2, 30_000);
    expect(server.child.exitCode).toBeNull();
    for (const pid of victims) expect(children()).not.toContain(pid);
    expect(await health()).toBe(200);
    expect(server.log.join('\n')).toMatch(/server process \d exited \(SIGKILL\); starting it again in 2 s/);
  }, 90_000);

  it('stops every process with the primary', async () => {
    const pids = children();
    await server.stop();
    expect(server.child.exitCode).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);
});
