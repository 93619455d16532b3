import { inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app';
import { onDatabase, openTestDatabase } from '../../test/database';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { JOBS_CHANNEL } from './store';
import { deferred, jobRow, testQueue, until } from './testing';

/** Several workers, dead workers and restarts. */
describe('job workers', () => {
  let database: Database;
  let clock: ManualClock;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(jobs);
    clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
  });

  /** Queue A claims the job and never finishes it, like a worker whose process died mid-job. */
  async function jobOfADeadWorker() {
    const dead = testQueue(database, clock, { workerId: 'dead-worker', leaseMs: 60_000 });
    const hang = deferred();
    dead.queue.register('generate-article', { run: () => hang.promise });
    const id = await dead.queue.enqueue({ type: 'generate-article', organizationId: null, payload: {} });
    const abandoned = dead.queue.runUntilIdle();
    await until(async () => (await jobRow(database, id)).status === 'running');
    return { id, hang, abandoned, deadLogger: dead.logger };
  }

  it('takes up a job whose worker died once its lease has run out, and runs it to done', async () => {
    const { id, hang, abandoned, deadLogger } = await jobOfADeadWorker();
    const next = testQueue(database, clock, { workerId: 'next-worker' });
    const attempts: number[] = [];
    next.queue.register('generate-article', { run: async (job) => void attempts.push(job.attempt) });

    expect(await next.queue.runUntilIdle()).toBe(0);
    clock.advance(59_000);
    expect(await next.queue.runUntilIdle()).toBe(0);
    clock.advance(2_000);
    expect(await next.queue.runUntilIdle()).toBe(1);
    // The dead worker's claim was an interruption, not a failed attempt: this is still attempt 1.
    expect(attempts).toEqual([1]);
    expect(await jobRow(database, id)).toMatchObject({
      status: 'done',
      attempts: 2,
      interruptions: 1,
      lockedBy: null,
    });
    expect(next.logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ interruptions: 1 }),
      expect.stringContaining('resumed'),
    );

    // The dead worker coming back to life must not overwrite the outcome.
    hang.resolve();
    await abandoned;
    expect(await jobRow(database, id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(deadLogger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('took it over'));
  });

  it.runIf(onDatabase('pglite'))(
    'on the embedded database, requeues jobs cut off by a restart as soon as the worker starts',
    async () => {
      const { id, hang, abandoned } = await jobOfADeadWorker();
      const restarted = testQueue(database, clock, { workerId: 'restarted' });
      const run = vi.fn(async () => {});
      restarted.queue.register('generate-article', { run });
      restarted.queue.start();
      try {
        await until(async () => (await jobRow(database, id)).status === 'done');
        expect(run).toHaveBeenCalledTimes(1);
        expect((await jobRow(database, id)).attempts).toBe(2);
      } finally {
        await restarted.queue.stop();
        hang.resolve();
        await abandoned;
      }
    },
  );

  it.runIf(onDatabase('postgres'))(
    'on PostgreSQL, two workers with two slots each run 20 jobs, each exactly once',
    async () => {
      const runs = new Map<string, string[]>();
      const workers = ['worker-a', 'worker-b'].map((workerId) => {
        const { queue } = testQueue(database, clock, { workerId, concurrency: 2, pollMs: 10 });
        queue.register('render-steps', {
          run: async (job) => {
            runs.set(job.id, [...(runs.get(job.id) ?? []), workerId]);
            await new Promise((resolve) => setTimeout(resolve, 15));
          },
        });
        return queue;
      });
      for (const queue of workers) queue.start();
      try {
        const ids: string[] = [];
        for (let i = 0; i < 20; i++) {
          ids.push(
            await workers[i % 2]!.enqueue({ type: 'render-steps', organizationId: null, payload: { i } }),
          );
        }
        await until(async () => {
          const rows = await database.db.select().from(jobs).where(inArray(jobs.id, ids));
          return rows.every((row) => row.status === 'done');
        }, 15_000);
        expect(ids.map((id) => runs.get(id)?.length)).toEqual(ids.map(() => 1));
        const byWorker = [...runs.values()].flat();
        expect(new Set(byWorker)).toEqual(new Set(['worker-a', 'worker-b']));
      } finally {
        await Promise.all(workers.map((queue) => queue.stop()));
      }
    },
  );

  it.runIf(onDatabase('postgres'))(
    'on PostgreSQL, a listening worker wakes at once when another process enqueues and commits',
    async () => {
      const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
      // Polls only once a minute: the job can only run this soon through LISTEN/NOTIFY.
      const worker = testQueue(database, clock, { pollMs: 60_000, listenUrl: url });
      const run = vi.fn(async () => {});
      worker.queue.register('generate-article', { run });
      worker.queue.start();
      try {
        // Its LISTEN is in place once its connection to this database has run it.
        await until(async () => (await listeners(database)) > 0);
        const api = testQueue(database, clock);
        await database.db.transaction(async (tx) => {
          await api.queue.enqueue({ type: 'generate-article', organizationId: null, payload: {} }, tx);
        });
        await until(() => run.mock.calls.length === 1, 3000);
      } finally {
        await worker.queue.stop();
      }
    },
  );
});

describe('the app with its worker', () => {
  it('runs enqueued jobs by itself when started with the worker (WORKER=on), and only on demand without', async () => {
    const withWorker = await createTestApp({ startWorker: true });
    const without = await createTestApp();
    try {
      for (const t of [withWorker, without]) t.jobs.register('generate-gif', { run: vi.fn(async () => {}) });
      const ran = async (t: typeof withWorker, id: string) =>
        (
          await t.app.ctx.db
            .select()
            .from(jobs)
            .where(inArray(jobs.id, [id]))
        )[0]?.status === 'done';

      const a = await withWorker.jobs.enqueue({ type: 'generate-gif', organizationId: null, payload: {} });
      const b = await without.jobs.enqueue({ type: 'generate-gif', organizationId: null, payload: {} });
      await until(() => ran(withWorker, a));
      // In the time the started worker took for its job, the app without one left its job alone.
      expect(await ran(without, b)).toBe(false);
      expect(await without.jobs.runUntilIdle()).toBe(1);
      expect(await ran(without, b)).toBe(true);
    } finally {
      await withWorker.close();
      await without.close();
    }
  });
});

/** Connections to this test's database whose last statement was the worker's LISTEN. */
async function listeners(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and query = ${`LISTEN ${JOBS_CHANNEL}`}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
