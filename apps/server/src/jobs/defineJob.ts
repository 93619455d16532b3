import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { type Job, type JobHandler, type JobQueue, type JobType, PermanentJobError } from './types';
import type { JobLogger } from './wake';

/** What a job handler may ask for: the context's services (never the request-only parts). */
export type JobDeps = Pick<
  AppContext,
  'db' | 'storage' | 'clock' | 'ai' | 'transcriber' | 'translator' | 'mailer' | 'jobs' | 'config' | 'changes'
> & {
  logger?: JobLogger;
};

type Scope = 'organization' | 'none';

/** A job's payload once checked, with the job's own fields; an organization's job always has one. */
export type TypedJob<P, O extends Scope = 'none'> = Omit<Job, 'payload' | 'organizationId'> & {
  payload: P;
  organizationId: O extends 'organization' ? string : string | null;
};

/** The payload's fields that hold a list of ids or numbers (what a batch can append to). */
type ArrayField<P> = { [K in keyof P]: P[K] extends readonly (string | number)[] ? K : never }[keyof P] &
  string;

type Definition<S extends z.ZodType, K extends keyof JobDeps, O extends Scope> = {
  type: JobType;
  /** Checked when the job runs: a payload that does not match fails at once (PermanentJobError). */
  payload: S;
  /** Jobs of an organization say so; a job without one is refused before it runs. */
  scope: O;
  /** The services the handler uses, and only those are given to it. */
  needs: readonly K[];
  maxAttempts?: number;
  /** The payload holds personal data: emptied once the job has ended. */
  forgetPayloadWhenEnded?: boolean;
  /** At most one queued or running job per key. */
  singletonKey?: (payload: z.infer<S>) => string;
  /** Jobs of this type one process runs at once (types.ts, JobHandler.maxRunning). */
  maxRunning?: number;
  /** Work no one is watching as it happens: it runs in slots of its own (types.ts, JobHandler.background). */
  background?: boolean;
  /**
   * Jobs of one key enqueued while one of them waits to be claimed run as that one job. Without
   * `append`, a waiting job with the same payload does the work of the new one; with it, the new
   * payload's array `field` is added to the waiting one's, up to `max` values, when the rest of the
   * two payloads is the same (store.ts, `joinQueued`).
   */
  batch?: {
    key: (payload: z.infer<S>) => string;
    append?: { field: ArrayField<z.infer<S>>; max: number };
  };
  handler: (deps: Pick<JobDeps, K>) => {
    run(job: TypedJob<z.infer<S>, O>): Promise<void>;
    onFailed?(job: TypedJob<z.infer<S>, O>, error: unknown): Promise<void>;
  };
};

export type JobDefinition<P, O extends Scope> = {
  type: JobType;
  /** Inserts the job, inside the caller's transaction when `on` is one, and wakes a worker. */
  enqueue(
    jobs: JobQueue,
    on: Queryable,
    input: { organizationId: TypedJob<P, O>['organizationId']; payload: P; runAt?: Date },
  ): Promise<string>;
  /** Gives the queue this job's handler, built from the services it names. */
  register(deps: JobDeps): void;
  /** The handler as the queue runs it (tests run it with a failing service). */
  build(deps: JobDeps): JobHandler;
};

/**
 * A job type in the module that owns it: its payload schema, the services its handler needs, its
 * attempts and singleton rule. Enqueueing is typed by the schema; the worker checks the stored
 * payload against it before the handler sees it (a row written by an older version, or by hand).
 */
export function defineJob<S extends z.ZodType, K extends keyof JobDeps, O extends Scope>(
  definition: Definition<S, K, O>,
): JobDefinition<z.infer<S>, O> {
  const { type, payload: schema, maxAttempts } = definition;
  /** The job as its handler sees it, or null when its payload or organization does not fit. */
  const typed = (job: Job): TypedJob<z.infer<S>, O> | null => {
    const parsed = schema.safeParse(job.payload);
    if (!parsed.success) return null;
    if (definition.scope === 'organization' && !job.organizationId) return null;
    return { ...job, payload: parsed.data } as TypedJob<z.infer<S>, O>;
  };
  const build = (deps: JobDeps): JobHandler => {
    const given = Object.fromEntries(definition.needs.map((name) => [name, deps[name]])) as Pick<JobDeps, K>;
    const handler = definition.handler(given);
    const built: JobHandler = {
      maxAttempts,
      forgetPayloadWhenEnded: definition.forgetPayloadWhenEnded,
      maxRunning: definition.maxRunning,
      background: definition.background,
      run(job) {
        const checked = typed(job);
        if (!checked) {
          throw new PermanentJobError(`${type}: the payload or organization does not match its definition`);
        }
        return handler.run(checked);
      },
    };
    const onFailed = handler.onFailed;
    if (onFailed) {
      built.onFailed = async (job, error) => {
        // A job that never matched its definition has nothing to mark as failed.
        const checked = typed(job);
        if (checked) await onFailed(checked, error);
      };
    }
    return built;
  };
  return {
    type,
    enqueue(jobs, on, input) {
      const payload = schema.parse(input.payload);
      const { batch } = definition;
      return jobs.enqueue(
        {
          type,
          organizationId: input.organizationId,
          payload: payload as Record<string, unknown>,
          singletonKey: definition.singletonKey?.(input.payload),
          maxAttempts,
          runAt: input.runAt,
          batch: batch && {
            // The organization is part of the key: another tenant's waiting job is never touched.
            key: `${type}:${input.organizationId ?? '-'}:${batch.key(payload)}`,
            append: batch.append && {
              field: batch.append.field,
              values: payload[batch.append.field] as (string | number)[],
              max: batch.append.max,
            },
          },
        },
        on,
      );
    },
    register(deps) {
      deps.jobs.register(type, build(deps));
    },
    build,
  };
}
