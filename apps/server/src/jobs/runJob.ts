import type { Db } from '../db/client';
import { databaseUnavailability } from '../db/unavailable';
import type { Clock } from '../lib/clock';
import { persist } from './outcome';
import { type Claim, type ClaimedRow, finishClaim, type Outcome, renewLease } from './store';
import { type Job, type JobHandler, type JobType, PermanentJobError } from './types';
import type { JobLogger } from './wake';

const BACKOFF_BASE_MS = 2000;
const BACKOFF_MAX_MS = 5 * 60_000;
/**
 * Interruptions (the worker crashed, lost the database or shut down mid-job) a job survives. Higher
 * than any handler's attempts: a bad deploy or a database restart must not fail users' recordings,
 * but a job that kills its worker every time must stop somewhere.
 */
export const MAX_INTERRUPTIONS = 10;

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
  /** Set by stop() when it hands back the jobs still in flight: their outcomes are no longer ours to write. */
  abandoned: boolean;
};

/** Runs one claimed job to its outcome. Never throws: every failure ends up in the row and the log. */
export async function runJob(rc: RunContext, row: ClaimedRow, handler: JobHandler): Promise<void> {
  const job: Job = {
    id: row.id,
    type: row.type as JobType,
    organizationId: row.organization_id,
    payload: row.payload,
    attempt: row.attempts - row.interruptions,
    maxAttempts: handler.maxAttempts ?? row.max_attempts,
  };
  const claim: Claim = { id: job.id, workerId: rc.workerId, attempt: row.attempts };
  const log = { jobId: job.id, type: job.type, attempt: job.attempt, maxAttempts: job.maxAttempts };
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const save = (what: string, write: () => Promise<boolean>, triesForOtherErrors = 3) =>
    persist(write, { logger: rc.logger, log, what, abandoned: () => rc.abandoned, triesForOtherErrors });
  const finish = (outcome: Outcome) =>
    save(`the outcome of a job (${outcome.status})`, () =>
      finishClaim(rc.db, claim, outcome, rc.clock.now(), {
        forgetPayload: handler.forgetPayloadWhenEnded === true && outcome.status !== 'queued',
      }),
    );

  if (row.resumed) {
    const interruptions = { ...log, interruptions: row.interruptions, maxInterruptions: MAX_INTERRUPTIONS };
    rc.logger.warn(
      interruptions,
      'job resumed after its worker stopped during it; not counted as an attempt',
    );
  }

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
    if (row.interruptions > MAX_INTERRUPTIONS) {
      throw new PermanentJobError(`gave up after ${row.interruptions} interruptions of its worker`);
    }
    // Rows claimed before interruptions were counted apart: every claim there counted as an attempt.
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

  if (error === undefined) {
    const held = await finish({ status: 'done' });
    if (!held.ok) return;
    if (held.value) rc.logger.info({ ...log, durationMs: ms() }, 'job done');
    else rc.logger.warn(log, 'job finished after another worker took it over; result not recorded');
    return;
  }
  const lastError = describe(error);
  if (databaseUnavailability(error) === 'unreachable') {
    // The database went away under the job: run it again as soon as it is back, without using an attempt.
    const queued = await finish({ status: 'queued', runAt: rc.clock.now(), lastError, interrupted: true });
    if (queued.ok && queued.value)
      rc.logger.warn({ ...log, err: error }, 'job interrupted by the database; runs again');
    return;
  }
  if (!(error instanceof PermanentJobError) && job.attempt < job.maxAttempts) {
    const runAt = new Date(rc.clock.now().getTime() + retryDelayMs(job.attempt));
    const queued = await finish({ status: 'queued', runAt, lastError });
    if (queued.ok)
      rc.logger.warn({ ...log, durationMs: ms(), err: error, retryAt: runAt }, 'job failed; will retry');
    return;
  }
  // Only the worker that records the failure calls onFailed: exactly once per job.
  const failed = await finish({ status: 'failed', lastError });
  if (!failed.ok || !failed.value) return;
  rc.logger.warn({ ...log, durationMs: ms(), err: error }, 'job failed for good');
  if (!handler.onFailed) return;
  const hook = await save(
    'a failed job on its subject',
    async () => {
      await handler.onFailed?.(job, error);
      return true;
    },
    1,
  );
  if (!hook.ok) rc.logger.error(log, 'job failure handler threw');
}

/** What last_error keeps: the message, not the stack (the log has that). */
function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
