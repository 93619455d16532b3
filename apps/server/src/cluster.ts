import cluster, { type Worker } from 'node:cluster';
import { openMigratedDatabase } from './bootstrap';
import type { Config } from './config';
import { nextRestartDelay } from './lib/process/restartDelay';
import { STOP_WITH_PARENT_VARIABLE, watchParent } from './lib/process/watchParent';

/**
 * WEB_CONCURRENCY > 1: this process (the primary) runs no app. It migrates the database once,
 * starts that many server processes sharing the port (node:cluster hands connections to them in
 * turn), starts again any that dies (waiting longer while they keep dying: nextRestartDelay), and
 * stops them all on SIGTERM/SIGINT. Caches stay right across them through change events and rate
 * limits through the database, as with several servers behind a proxy; jobs run in the first
 * process only, so job concurrency stays as set.
 * The embedded database can be opened by one process only: PostgreSQL is required.
 */
export const CLUSTER_INDEX_VARIABLE = 'SUPPORT_CLUSTER_INDEX';
const STOP_TIMEOUT_MS = 20_000;

export function clusterRole(): { index: number; primary: boolean } {
  const index = Number(process.env[CLUSTER_INDEX_VARIABLE] ?? 0);
  return { index: Number.isInteger(index) ? index : 0, primary: cluster.isPrimary };
}

export async function runPrimary(config: Config): Promise<void> {
  if (!config.databaseUrl) {
    console.error(
      `WEB_CONCURRENCY=${config.webConcurrency} needs a PostgreSQL server: set DATABASE_URL. ` +
        'The embedded database can be opened by one process only; without DATABASE_URL leave WEB_CONCURRENCY at 1.',
    );
    process.exit(1);
  }
  // Once here, so the server processes do not race on a new migration.
  const database = await openMigratedDatabase(config, {
    warn: (object, message) => console.warn(message, object),
  });
  await database.close();

  let stopping = false;
  const workers = new Map<number, Worker>();
  const restartDelays = new Map<number, number>();
  const fork = (index: number) => {
    const startedAt = Date.now();
    // The processes stop with this one, whatever ends it (see watchParent).
    const worker = cluster.fork({
      [CLUSTER_INDEX_VARIABLE]: String(index),
      [STOP_WITH_PARENT_VARIABLE]: String(process.pid),
    });
    workers.set(index, worker);
    worker.on('exit', (code, signal) => {
      workers.delete(index);
      if (stopping) {
        if (workers.size === 0) process.exit(0);
        return;
      }
      const delay = nextRestartDelay(restartDelays.get(index), Date.now() - startedAt);
      restartDelays.set(index, delay);
      console.error(
        `server process ${index} exited (${signal ?? code}); starting it again in ${delay / 1000} s`,
      );
      // Not unref'd: while every process is dead and waiting, this timer is all that keeps the
      // primary running.
      setTimeout(() => {
        if (!stopping) fork(index);
      }, delay);
    });
  };
  for (let index = 0; index < config.webConcurrency; index++) fork(index);

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers.values()) worker.process.kill('SIGTERM');
    if (workers.size === 0) process.exit(0);
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  watchParent(stop);
}
