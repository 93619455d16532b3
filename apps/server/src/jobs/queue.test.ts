import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { jobRow, testQueue, until } from './testing';
import { type Job, type JobQueue, type JobType, PermanentJobError } from './types';

describe('job queue', () => {
  let database: Database;
  let clock: ManualClock;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    // One database for the file: each test starts from an empty queue.
    await database.db.delete(jobs);
    clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
  });

  it('runs a job once and marks it done', async () => {
    const { queue } = testQueue(database, clock);
    const seen: Job[] = [];
    queue.register('generate-article', { run: async (job) => void seen.push(job) });
    const id = await queue.enqueue({ type: 'generate-article', organizationId: null, payload: { n: 1 } });

    expect(await queue.runUntilIdle()).toBe(1);
    expect(await queue.runUntilIdle()).toBe(0);
    expect(seen).toEqual([
      { id, type: 'generate-article', organizationId: null, payload: { n: 1 }, attempt: 1, maxAttempts: 5 },
    ]);
    const row = await jobRow(database, id);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    expect(row.finishedAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it('removes jobs done more than two weeks ago when a worker starts, and keeps newer and failed ones', async () => {
    const day = 24 * 60 * 60_000;
    const at = (daysAgo: number) => new Date(clock.now().getTime() - daysAgo * day);
    const row = (status: 'done' | 'failed', daysAgo: number) => ({
      type: 'generate-article',
      status,
      finishedAt: at(daysAgo),
      createdAt: at(daysAgo),
    });
    const made = await database.db
      .insert(jobs)
      .values([row('done', 15), row('done', 13), row('failed', 40)])
      .returning({ id: jobs.id });
    const { queue, logger } = testQueue(database, clock);
    queue.start();
    await until(async () => (await database.db.select().from(jobs)).length === 2);
    await queue.stop();
    const left = await database.db.select({ id: jobs.id }).from(jobs);
    expect(left.map((job) => job.id).sort()).toEqual([made[1]!.id, made[2]!.id].sort());
    expect(logger.info).toHaveBeenCalledWith({ jobs: 1 }, 'removed jobs done two weeks ago');
  });

  it('merges jobs of one batch key into the one still waiting, but never into one running or retrying', async () => {
    const { queue } = testQueue(database, clock);
    const seen: unknown[] = [];
    let fail = false;
    queue.register('render-steps', {
      run: async (job) => {
        seen.push(job.payload);
        if (fail) throw new Error('sharp broke');
      },
    });
    const batchOf = (n: number, key = 'version-1', max = 4) => ({
      type: 'render-steps' as const,
      organizationId: null,
      payload: { steps: [n], note: `for ${key}` },
      batch: { key, append: { field: 'steps', values: [n], max } },
    });
    const first = await queue.enqueue(batchOf(1));
    expect(await queue.enqueue(batchOf(2))).toBe(first);
    // A value the waiting job has already is not added again.
    expect(await queue.enqueue(batchOf(2))).toBe(first);
    expect(await queue.enqueue(batchOf(3))).toBe(first);
    // Another key stays apart; a job that would grow beyond its bound is not joined.
    const other = await queue.enqueue(batchOf(4, 'version-2'));
    const beyond = await queue.enqueue(batchOf(5, 'version-1', 3));
    expect(new Set([first, other, beyond]).size).toBe(3);
    // A payload that differs beyond the list (an older version's, say) is not joined.
    const differing = await queue.enqueue({ ...batchOf(9), payload: { steps: [9], note: 'other' } });
    expect(differing).not.toBe(first);
    // Without a list to append to, a waiting job with the same payload does the new one's work.
    const once = await queue.enqueue({ ...batchOf(6, 'version-3'), batch: { key: 'version-3' } });
    expect(await queue.enqueue({ ...batchOf(6, 'version-3'), batch: { key: 'version-3' } })).toBe(once);
    expect(await queue.enqueue({ ...batchOf(7, 'version-3'), batch: { key: 'version-3' } })).not.toBe(once);
    expect(await queue.runUntilIdle()).toBe(6);
    expect(seen).toEqual(
      expect.arrayContaining([
        { steps: [1, 2, 3], note: 'for version-1' },
        { steps: [4], note: 'for version-2' },
        { steps: [5], note: 'for version-1' },
        { steps: [9], note: 'other' },
        { steps: [6], note: 'for version-3' },
        { steps: [7], note: 'for version-3' },
      ]),
    );
    expect(seen).toHaveLength(6);

    // A running job is not joined: what it already read would miss the new work.
    seen.length = 0;
    let joinedWhileRunning: string | undefined;
    queue.register('render-steps', {
      run: async (job) => {
        seen.push(job.payload);
        if (!joinedWhileRunning) joinedWhileRunning = await queue.enqueue(batchOf(7));
      },
    });
    const running = await queue.enqueue(batchOf(6));
    await queue.runUntilIdle();
    expect(joinedWhileRunning).not.toBe(running);
    expect(seen).toEqual([
      { steps: [6], note: 'for version-1' },
      { steps: [7], note: 'for version-1' },
    ]);

    // Nor is one waiting for its retry, whose backoff would delay the new work.
    queue.register('render-steps', {
      run: async (job) => {
        seen.push(job.payload);
        if (fail) throw new Error('sharp broke');
      },
    });
    fail = true;
    const retrying = await queue.enqueue(batchOf(8));
    await queue.runUntilIdle();
    expect((await jobRow(database, retrying)).status).toBe('queued');
    expect(await queue.enqueue(batchOf(9))).not.toBe(retrying);
  });

  it('retries a failing job after its backoff, then fails it with the reason and calls onFailed once', async () => {
    const { queue } = testQueue(database, clock);
    const attempts: number[] = [];
    const onFailed = vi.fn(async () => {});
    queue.register('render-steps', {
      run: async (job) => {
        attempts.push(job.attempt);
        throw new Error(`sharp broke on attempt ${job.attempt}`);
      },
      onFailed,
    });
    const id = await queue.enqueue({
      type: 'render-steps',
      organizationId: null,
      payload: {},
      maxAttempts: 3,
    });

    expect(await queue.runUntilIdle()).toBe(1);
    let row = await jobRow(database, id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'Error: sharp broke on attempt 1',
    });
    const wait = row.runAt.getTime() - clock.now().getTime();
    expect(wait).toBeGreaterThanOrEqual(2000);
    expect(wait).toBeLessThanOrEqual(2200);

    // Not before its run_at.
    clock.advance(1900);
    expect(await queue.runUntilIdle()).toBe(0);
    clock.advance(400);
    expect(await queue.runUntilIdle()).toBe(1);
    row = await jobRow(database, id);
    expect(row.status).toBe('queued');
    expect(row.runAt.getTime() - clock.now().getTime()).toBeGreaterThanOrEqual(4000);

    clock.advance(4500);
    expect(await queue.runUntilIdle()).toBe(1);
    row = await jobRow(database, id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'Error: sharp broke on attempt 3',
    });
    expect(row.finishedAt).not.toBeNull();
    expect(attempts).toEqual([1, 2, 3]);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith(
      expect.objectContaining({ id, attempt: 3, maxAttempts: 3 }),
      expect.objectContaining({ message: 'sharp broke on attempt 3' }),
    );

    clock.advance(3_600_000);
    expect(await queue.runUntilIdle()).toBe(0);
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('succeeds on a later attempt after a passing failure', async () => {
    const { queue } = testQueue(database, clock);
    queue.register('render-steps', {
      run: async (job) => {
        if (job.attempt === 1) throw new Error('storage timeout');
      },
    });
    const id = await queue.enqueue({ type: 'render-steps', organizationId: null, payload: {} });
    await queue.runUntilIdle();
    clock.advance(10_000);
    expect(await queue.runUntilIdle()).toBe(1);
    expect(await jobRow(database, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails at once on a PermanentJobError, and an error in onFailed does not escape', async () => {
    const { queue, logger } = testQueue(database, clock);
    const onFailed = vi.fn(async () => {
      throw new Error('article already deleted');
    });
    queue.register('generate-article', {
      run: async () => {
        throw new PermanentJobError('the recording is gone');
      },
      onFailed,
    });
    const id = await queue.enqueue({ type: 'generate-article', organizationId: null, payload: {} });

    expect(await queue.runUntilIdle()).toBe(1);
    expect(await jobRow(database, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'PermanentJobError: the recording is gone',
    });
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.anything(), 'job failure handler threw');
  });

  it('uses the handler maxAttempts over the row default', async () => {
    const { queue } = testQueue(database, clock);
    queue.register('generate-gif', {
      maxAttempts: 1,
      run: async () => {
        throw new Error('gif encoder crashed');
      },
    });
    const id = await queue.enqueue({ type: 'generate-gif', organizationId: null, payload: {} });
    await queue.runUntilIdle();
    expect(await jobRow(database, id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('leaves a job without a handler queued for a worker that has one', async () => {
    const { queue, logger } = testQueue(database, clock);
    queue.register('generate-article', { run: async () => {} });
    const id = await queue.enqueue({ type: 'generate-gif', organizationId: null, payload: {} });

    expect(await queue.runUntilIdle()).toBe(0);
    expect(await jobRow(database, id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(logger.warn).toHaveBeenCalledWith(
      { type: 'generate-gif' },
      expect.stringContaining('without a handler'),
    );
  });

  it('keeps one live job per singleton key', async () => {
    const { queue } = testQueue(database, clock);
    queue.register('generate-article', { run: async () => {} });
    const input = {
      type: 'generate-article' as const,
      organizationId: null,
      payload: {},
      singletonKey: 'v1',
    };
    const first = await queue.enqueue(input);
    expect(await queue.enqueue(input)).toBe(first);
    const [total] = await database.db.select({ value: count() }).from(jobs);
    expect(total?.value).toBe(1);

    // Once done, the key is free again: a later regeneration gets a job of its own.
    expect(await queue.runUntilIdle()).toBe(1);
    const second = await queue.enqueue(input);
    expect(second).not.toBe(first);
    expect(await queue.runUntilIdle()).toBe(1);
  });

  it('enqueues inside the caller transaction: a rollback leaves no job, a commit keeps it', async () => {
    const { queue } = testQueue(database, clock);
    const ran = vi.fn(async () => {});
    queue.register('generate-article', { run: ran });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue({ type: 'generate-article', organizationId: null, payload: { keep: false } }, tx);
        throw new Error('upload failed after the insert');
      }),
    ).rejects.toThrow('upload failed');
    const id = await database.db.transaction((tx) =>
      queue.enqueue({ type: 'generate-article', organizationId: null, payload: { keep: true } }, tx),
    );

    expect(await queue.runUntilIdle()).toBe(1);
    const rows = await database.db.select().from(jobs);
    expect(rows.map((row) => [row.id, row.payload])).toEqual([[id, { keep: true }]]);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('runs at most `concurrency` jobs at once, and jobs that running jobs enqueue', async () => {
    const { queue } = testQueue(database, clock, { concurrency: 2 });
    let active = 0;
    let peak = 0;
    queue.register('render-steps', {
      run: async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 20));
        active--;
      },
    });
    queue.register('generate-article', {
      run: async () => {
        await queue.enqueue({ type: 'render-steps', organizationId: null, payload: {} });
      },
    });
    for (let i = 0; i < 4; i++)
      await queue.enqueue({ type: 'render-steps', organizationId: null, payload: {} });
    await queue.enqueue({ type: 'generate-article', organizationId: null, payload: {} });

    expect(await queue.runUntilIdle()).toBe(6);
    expect(peak).toBe(2);
    const done = await database.db.select({ value: count() }).from(jobs).where(eq(jobs.status, 'done'));
    expect(done[0]?.value).toBe(6);
  });

  /** `count` jobs of `type`, a millisecond apart: claims take them in this order. */
  const enqueueInTurn = async (queue: JobQueue, type: JobType, count: number) => {
    for (let i = 0; i < count; i++) {
      await queue.enqueue({ type, organizationId: null, payload: { i } });
      clock.advance(1);
    }
  };

  it('runs no more than maxRunning jobs of a type at once, and keeps the other slots for other types', async () => {
    const { queue } = testQueue(database, clock, { concurrency: 3 });
    const running = { 'generate-gif': 0, 'render-steps': 0 };
    const peak = { 'generate-gif': 0, 'render-steps': 0, both: 0 };
    const track = (type: keyof typeof running, ms: number) => async () => {
      running[type]++;
      peak[type] = Math.max(peak[type], running[type]);
      peak.both = Math.max(peak.both, running['generate-gif'] + running['render-steps']);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running[type]--;
    };
    queue.register('generate-gif', { run: track('generate-gif', 200), maxRunning: 1 });
    queue.register('render-steps', { run: track('render-steps', 10) });
    // The long jobs first (claims go by time queued): without the limit they would take every slot.
    await enqueueInTurn(queue, 'generate-gif', 3);
    await enqueueInTurn(queue, 'render-steps', 4);

    expect(await queue.runUntilIdle()).toBe(7);
    expect(peak['generate-gif']).toBe(1);
    // While a GIF ran, the renders had the two other slots.
    expect(peak['render-steps']).toBe(2);
    expect(peak.both).toBe(3);
  });

  it('runs background jobs in slots of their own: a batch of them never holds up the others', async () => {
    const { queue } = testQueue(database, clock, { concurrency: 2 });
    const finished: string[] = [];
    let background = 0;
    let peakBackground = 0;
    queue.register('translate-article', {
      background: true,
      run: async (job) => {
        background++;
        peakBackground = Math.max(peakBackground, background);
        await new Promise((resolve) => setTimeout(resolve, 200));
        background--;
        finished.push(`translation ${job.payload.i}`);
      },
    });
    queue.register('render-steps', {
      run: async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        finished.push(`render ${job.payload.i}`);
      },
    });
    // A team translates its articles, then a person saves two steps.
    await enqueueInTurn(queue, 'translate-article', 4);
    await enqueueInTurn(queue, 'render-steps', 2);

    expect(await queue.runUntilIdle()).toBe(6);
    expect(peakBackground).toBe(2);
    expect(finished.slice(0, 2).sort()).toEqual(['render 0', 'render 1']);
  });
});
