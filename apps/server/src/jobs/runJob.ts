import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { type Claim, type ClaimedRow, finishClaim, renewLease } from './store';
import { type Job, type JobHandler, type JobType, PermanentJobError } from './types';
import type { JobLogger } from './wake';

const BACKOFF_BASE_MS = 2000;
const BACKOFF_MAX_MS = 5 * 60_000;

/** Wait before attempt n+1 after attempt n failed: 2 s, 4 s, 8 s … capped at 5 min, plus up to 10% jitter. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), BACKOFF_MAX_MS);
  return Math.round(base * (1 + 0.1 * random()));
}

export type RunContext = {
  db: Db;
  clock: Clock;
  logger: JobLogger;
  workerId: string;
  leaseMs: number;
  /** Heartbeat timers of jobs in flight, so stop() can let their leases run out. */
  heartbeats: Set<NodeJS.Timeout>;
};

/** Runs one claimed job to its outcome. Never throws: every failure ends up in the row and the log. */
export async function runJob(rc: RunContext, row: ClaimedRow, handler: JobHandler): Promise<void> {
  const job: Job = {
    id: row.id,
    type: row.type as JobType,
    organizationId: row.organization_id,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: handler.maxAttempts ?? row.max_attempts,
  };
  const claim: Claim = { id: job.id, workerId: rc.workerId, attempt: job.attempt };
  const log = { jobId: job.id, type: job.type, attempt: job.attempt, maxAttempts: job.maxAttempts };
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);

  const heartbeat = setInterval(() => {
    const now = rc.clock.now();
    renewLease(rc.db, claim, new Date(now.getTime() + rc.leaseMs), now).then(
      (held) => {
        if (!held) rc.logger.warn(log, 'job lease lost; another worker may run it');
      },
      (error) => rc.logger.warn({ ...log, err: error }, 'job lease renewal failed'),
    );
  }, rc.leaseMs / 3);
  heartbeat.unref();
  rc.heartbeats.add(heartbeat);

  let error: unknown;
  try {
    // The worker died during the last attempt (the claim counted it): do not try a job that may kill it again.
    if (job.attempt > job.maxAttempts) {
      throw new PermanentJobError(`gave up after ${job.maxAttempts} attempts; the last one was cut off`);
    }
    rc.logger.info(log, 'job started');
    await handler.run(job);
  } catch (caught) {
    error = caught ?? new Error('job failed');
  } finally {
    clearInterval(heartbeat);
    rc.heartbeats.delete(heartbeat);
  }

  try {
    const now = rc.clock.now();
    if (error === undefined) {
      const held = await finishClaim(rc.db, claim, { status: 'done' }, now);
      if (held) rc.logger.info({ ...log, durationMs: ms() }, 'job done');
      else rc.logger.warn(log, 'job finished after another worker took it over; result not recorded');
      return;
    }
    const lastError = describe(error);
    if (!(error instanceof PermanentJobError) && job.attempt < job.maxAttempts) {
      const runAt = new Date(now.getTime() + retryDelayMs(job.attempt));
      await finishClaim(rc.db, claim, { status: 'queued', runAt, lastError }, now);
      rc.logger.warn({ ...log, durationMs: ms(), err: error, retryAt: runAt }, 'job failed; will retry');
      return;
    }
    // Only the worker that records the failure calls onFailed: exactly once per job.
    if (!(await finishClaim(rc.db, claim, { status: 'failed', lastError }, now))) return;
    rc.logger.warn({ ...log, durationMs: ms(), err: error }, 'job failed for good');
    try {
      await handler.onFailed?.(job, error);
    } catch (hookError) {
      rc.logger.error({ ...log, err: hookError }, 'job failure handler threw');
    }
  } catch (recordError) {
    rc.logger.error({ ...log, err: recordError }, 'could not record the outcome of a job');
  }
}

/** What last_error keeps: the message, not the stack (the log has that). */
function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
