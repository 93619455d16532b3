import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The job queue (docs/architecture.md, "jobs/"): long work such as generating an article from a recording.
 * A worker claims due rows with FOR UPDATE SKIP LOCKED and holds a lease (`lockedUntil`); a job whose
 * worker died is claimed again once its lease runs out, so jobs survive restarts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null for jobs that belong to no tenant (none yet); deleting the organization drops its jobs. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    /** Claims so far, interrupted ones included; the handler's attempt number is attempts - interruptions. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Claims cut off by the worker (a crash, a lost database, a shutdown) rather than failed by the
     * handler: counted apart, with a higher cap, so a bad deploy does not use up a user's attempts.
     */
    interruptions: integer('interruptions').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not claimed before this time: the backoff after a failed attempt. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** At most one queued or running job per key (e.g. one generation per article version). */
    singletonKey: text('singleton_key'),
    /**
     * Jobs enqueued with the same key while one of them still waits to be claimed become that one job
     * (its payload merged): a person saving thirty steps in a row queues a few renders, not thirty.
     */
    batchKey: text('batch_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_org_idx').on(t.organizationId),
    index('jobs_batch_key_idx').on(t.batchKey).where(sql`${t.status} = 'queued'`),
    uniqueIndex('jobs_singleton_key').on(t.singletonKey).where(sql`${t.status} in ('queued', 'running')`),
  ],
);
