import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import type { ManualClock } from '../lib/clock';
import { createJobQueue, type JobQueueOptions } from './queue';
import type { JobLogger } from './wake';

/** Test helpers for the queue's own tests (not imported by the app). */

export function testLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

export function testQueue(database: Database, clock: ManualClock, options: Partial<JobQueueOptions> = {}) {
  const logger = testLogger();
  const queue = createJobQueue({
    db: database.db,
    kind: database.kind,
    clock,
    logger: logger as unknown as JobLogger,
    pollMs: 20,
    ...options,
  });
  return { queue, logger };
}

export async function jobRow(database: Database, id: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} not found`);
  return row;
}

/** Resolves once `check` holds; fails the test after `ms`. */
export async function until(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A promise the test settles by hand: a handler that hangs like a worker that died mid-job. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
