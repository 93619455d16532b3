import type { Queryable } from '../db/client';

/**
 * The job queue's contract (docs/architecture.md, "jobs/"). Modules enqueue work and register a handler per
 * type; the worker (in the server process, or `worker` alone) claims due jobs from the `jobs` table.
 */

export const JOB_TYPES = [
  'generate-article',
  'render-steps',
  'generate-gif',
  'password-reset-mail',
  'translate-article',
  'transcribe-article',
  'withhold-typed-values',
  'recheck-custom-domains',
  'comment-mention-mail',
  'import-archive',
  'deliver-webhook',
] as const;
export type JobType = (typeof JOB_TYPES)[number];

export type Job = {
  id: string;
  type: JobType;
  organizationId: string | null;
  payload: Record<string, unknown>;
  /** 1 on the first attempt. Interruptions (a crash, a lost database, a shutdown) do not count. */
  attempt: number;
  maxAttempts: number;
};

export type JobHandler = {
  /** Does the work. Throwing retries with backoff until maxAttempts; PermanentJobError fails at once. */
  run(job: Job): Promise<void>;
  /** Called once when the job has failed for good (attempts used up, or a PermanentJobError). */
  onFailed?(job: Job, error: unknown): Promise<void>;
  /** Attempts before giving up (default 5). */
  maxAttempts?: number;
  /** The payload holds personal data (an e-mail address): emptied once the job has ended. */
  forgetPayloadWhenEnded?: boolean;
  /**
   * Jobs of this type one process runs at once (default: as many as the queue's concurrency). A
   * long job with a limit leaves the other slots to the short ones a person waits for.
   */
  maxRunning?: number;
  /**
   * Work no one is watching as it happens (translations, demo GIFs, a pass over old steps). It runs
   * in slots of its own, so a batch of it never holds up a new article or a step's new image.
   */
  background?: boolean;
};

/** Thrown by a handler when retrying cannot help (the article is gone, the input is invalid). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type EnqueueInput = {
  type: JobType;
  organizationId: string | null;
  payload: Record<string, unknown>;
  /** At most one queued or running job per key; enqueueing a duplicate returns the existing id. */
  singletonKey?: string;
  maxAttempts?: number;
  runAt?: Date;
  /**
   * While a job with this key still waits to be claimed, the new one joins it instead of being queued
   * beside it. Without `append` the waiting job, with the same payload, already does the new one's
   * work. With `append`, the new payload's array `field` (its `values`) is added to the waiting
   * payload's, the values it lacks at the end, when the rest of the two payloads is the same; a
   * waiting job that could grow beyond `max` values is not joined (the new one is then queued on its
   * own).
   */
  batch?: { key: string; append?: BatchAppend };
};

export type BatchAppend = { field: string; values: readonly (string | number)[]; max: number };

export interface JobQueue {
  /** Inserts the job (inside the caller's transaction when `on` is one) and wakes the worker. */
  enqueue(input: EnqueueInput, on?: Queryable): Promise<string>;
  /**
   * Wakes the workers as an enqueue does, for a job made due by other means (a super admin's
   * retry): inside the caller's transaction, PostgreSQL delivers the notification on commit.
   */
  wake(on?: Queryable): Promise<void>;
  register(type: JobType, handler: JobHandler): void;
  /** Starts claiming jobs in this process (the server unless WORKER=off, and the `worker` process). */
  start(): void;
  /** Stops claiming and waits for the jobs in flight; hands back those that do not finish in time. */
  stop(): Promise<void>;
  /** For readiness: `off` until started, `failing` while the last look for jobs failed. */
  state(): 'running' | 'failing' | 'off';
  /** Tests and the CLI: runs every due job (and those they enqueue) until none is due; returns how many ran. */
  runUntilIdle(): Promise<number>;
}
