import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { MAX_INTERRUPTIONS } from './runJob';
import { deferred, jobRow, testQueue } from './testing';

/** ISSUE "Surviving the database" 4 and 5: interruptions are not the handler's failures. */
describe('interrupted jobs', () => {
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

  /** Claims the job in a queue whose handler never returns, like a worker killed mid-job. */
  async function crashOnce(id: string, workerId: string) {
    const dead = testQueue(database, clock, { workerId, leaseMs: 60_000 });
    const hang = deferred();
    dead.queue.register('generate-article', { run: () => hang.promise, maxAttempts: 3 });
    const abandoned = dead.queue.runUntilIdle();
    await vi.waitFor(async () => expect((await jobRow(database, id)).lockedBy).toBe(workerId));
    clock.advance(61_000);
    return async () => {
      hang.resolve();
      await abandoned;
    };
  }

  it('three worker crashes do not use up a generation’s three attempts', async () => {
    const enqueuer = testQueue(database, clock);
    const id = await enqueuer.queue.enqueue({ type: 'generate-article', organizationId: null, payload: {} });
    const cleanups = [];
    for (let crash = 0; crash < 3; crash++) cleanups.push(await crashOnce(id, `crashed-${crash}`));

    const next = testQueue(database, clock, { workerId: 'healthy' });
    const attempts: number[] = [];
    next.queue.register('generate-article', {
      run: async (job) => void attempts.push(job.attempt),
      maxAttempts: 3,
    });
    expect(await next.queue.runUntilIdle()).toBe(1);
    expect(attempts).toEqual([1]);
    expect(await jobRow(database, id)).toMatchObject({ status: 'done', attempts: 4, interruptions: 3 });
    for (const cleanup of cleanups) await cleanup();
  });

  it(`fails a job for good, once, after more than ${MAX_INTERRUPTIONS} interruptions`, async () => {
    const enqueuer = testQueue(database, clock);
    const id = await enqueuer.queue.enqueue({ type: 'generate-article', organizationId: null, payload: {} });
    const cleanups = [];
    for (let crash = 0; crash <= MAX_INTERRUPTIONS; crash++)
      cleanups.push(await crashOnce(id, `crashed-${crash}`));

    const next = testQueue(database, clock, { workerId: 'last' });
    const run = vi.fn(async () => {});
    const onFailed = vi.fn(async () => {});
    next.queue.register('generate-article', { run, onFailed, maxAttempts: 3 });
    await next.queue.runUntilIdle();
    expect(run).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(await jobRow(database, id)).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining(`${MAX_INTERRUPTIONS + 1} interruptions`),
    });
    for (const cleanup of cleanups) await cleanup();
  });

  it('a stopping worker hands back the job it will not finish, so another runs it at once', async () => {
    const stopping = testQueue(database, clock, { workerId: 'stopping', stopTimeoutMs: 50 });
    const hang = deferred();
    stopping.queue.register('generate-article', { run: () => hang.promise });
    const id = await stopping.queue.enqueue({ type: 'generate-article', organizationId: null, payload: {} });
    stopping.queue.start();
    await vi.waitFor(async () => expect((await jobRow(database, id)).status).toBe('running'));
    await stopping.queue.stop();
    expect(await jobRow(database, id)).toMatchObject({ status: 'queued', lockedBy: null, interruptions: 1 });

    // No clock advance: without the hand-back it would wait for the 60 s lease.
    const next = testQueue(database, clock, { workerId: 'next' });
    const attempts: number[] = [];
    next.queue.register('generate-article', { run: async (job) => void attempts.push(job.attempt) });
    expect(await next.queue.runUntilIdle()).toBe(1);
    expect(attempts).toEqual([1]);
    hang.resolve();
    // The stopped worker's handler finishing late must not overwrite the outcome.
    await vi.waitFor(async () => expect((await jobRow(database, id)).status).toBe('done'));
  });
});
