import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { jobs } from '../db/schema';
import type { EnqueueInput } from './types';

/**
 * The queue's statements. Times come from the caller's clock as parameters (never SQL now()), so
 * tests can move time; the SQL is the same on PGlite and PostgreSQL.
 */

/** The NOTIFY channel a PostgreSQL worker listens on. */
export const JOBS_CHANNEL = 'support_jobs';

export type ClaimedRow = {
  id: string;
  type: string;
  organization_id: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  interruptions: number;
  max_attempts: number;
  /** The job was running under a worker whose lease ran out: that worker died or lost the database. */
  resumed: boolean;
};

/** Identifies one claim of one job: a worker that lost its lease must not overwrite the next claim. */
export type Claim = { id: string; workerId: string; attempt: number };

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const LIVE = sql`status in ('queued', 'running')`;

export async function insertJob(on: Queryable, input: EnqueueInput, now: Date): Promise<string> {
  if (input.batch) {
    const joined = await joinQueued(on, input.batch, input.payload, now);
    if (joined) return joined;
  }
  const values = {
    type: input.type,
    organizationId: input.organizationId,
    payload: input.payload,
    singletonKey: input.singletonKey ?? null,
    batchKey: input.batch?.key ?? null,
    maxAttempts: input.maxAttempts,
    runAt: input.runAt ?? now,
    createdAt: now,
    updatedAt: now,
  };
  // A finished job frees its key between our insert and our look-up: then insert again.
  for (let round = 0; round < 3; round++) {
    const [row] = await on
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: jobs.singletonKey, where: LIVE })
      .returning({ id: jobs.id });
    if (row) return row.id;
    const [existing] = await on
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.singletonKey, input.singletonKey ?? ''), LIVE));
    if (existing) return existing.id;
  }
  throw new Error(`could not enqueue job with singleton key ${input.singletonKey}`);
}

/**
 * Joins a new job to the waiting one with the same batch key, in one statement (a save that queues
 * a render makes it inside its transaction: each statement there is a round trip); the waiting
 * job's id, or null when none waits that can take it. A job being claimed right now is locked and
 * skipped, and one waiting for a retry after a failed attempt is not joined (its backoff would delay
 * the new work): the new job is then queued on its own. So is one whose payload differs from the
 * new one beyond the appended list (written by an older version, say): joined, the new work would
 * run, or fail, as that payload says.
 */
async function joinQueued(
  on: Queryable,
  batch: NonNullable<EnqueueInput['batch']>,
  next: Record<string, unknown>,
  now: Date,
): Promise<string | null> {
  const { append } = batch;
  const field = append && sql`payload -> ${append.field}::text`;
  const { [append?.field ?? '']: _list, ...rest } = next;
  const same = append
    ? sql`payload - ${append.field}::text = ${JSON.stringify(rest)}::jsonb
      and jsonb_typeof(${field}) = 'array'
      and jsonb_array_length(${field}) + ${append.values.length}::int <= ${append.max}::int`
    : sql`payload = ${JSON.stringify(next)}::jsonb`;
  const waiting = sql`select id from jobs
    where batch_key = ${batch.key} and status = 'queued' and attempts = 0 and ${same}
    limit 1 for update skip locked`;
  // The new values the waiting array lacks, in their order, at its end.
  const payload = append
    ? sql`jsonb_set(payload, array[${append.field}::text], ${field} || (
        select coalesce(jsonb_agg(added.value order by added.n), '[]'::jsonb)
        from jsonb_array_elements(${JSON.stringify(append.values)}::jsonb) with ordinality as added(value, n)
        where not ${field} @> jsonb_build_array(added.value)))`
    : sql`payload`;
  const result = await on.execute(
    sql`update jobs set payload = ${payload}, updated_at = ${ts(now)} where id = (${waiting}) returning id`,
  );
  const [joined] = (result as unknown as { rows: { id: string }[] }).rows;
  return joined?.id ?? null;
}

/** Sent inside the caller's transaction: PostgreSQL delivers it only on commit. */
export async function notifyWorkers(on: Queryable): Promise<void> {
  await on.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/** Up to `limit` due jobs of these types: one part of a claim. */
export type ClaimPart = { types: string[]; limit: number };

/**
 * Claims due jobs in one statement, up to each part's `limit` among its types (the queue's lanes):
 * queued ones whose run_at has come, and running ones whose worker let the lease run out (it died).
 * SKIP LOCKED lets workers claim side by side without waiting for each other or taking the same row.
 */
export async function claimJobs(
  db: Db,
  input: { parts: ClaimPart[]; workerId: string; now: Date; leaseMs: number },
): Promise<ClaimedRow[]> {
  const { workerId, now } = input;
  const parts = input.parts.filter((part) => part.types.length > 0 && part.limit > 0);
  if (parts.length === 0) return [];
  const due = sql`((status = 'queued' and run_at <= ${ts(now)})
    or (status = 'running' and locked_until < ${ts(now)}))`;
  const arms = parts.map(
    (part, i) => sql`${sql.raw(`part${i}`)} as (
      select id, status = 'running' as resumed from jobs
      where type in (${sql.join(
        part.types.map((type) => sql`${type}`),
        sql`, `,
      )}) and ${due}
      order by run_at, created_at
      limit ${part.limit}
      for update skip locked
    )`,
  );
  const next = sql.join(
    parts.map((_, i) => sql.raw(`select id, resumed from part${i}`)),
    sql` union all `,
  );
  const result = await db.execute(sql`
    with ${sql.join(arms, sql`, `)}, next as (${next})
    update jobs set status = 'running', attempts = jobs.attempts + 1,
      interruptions = jobs.interruptions + case when next.resumed then 1 else 0 end, locked_by = ${workerId},
      locked_until = ${ts(new Date(now.getTime() + input.leaseMs))}, updated_at = ${ts(now)}
    from next where jobs.id = next.id
    returning jobs.id, jobs.type, jobs.organization_id, jobs.payload, jobs.attempts, jobs.interruptions,
      jobs.max_attempts, next.resumed`);
  return (result as unknown as { rows: ClaimedRow[] }).rows;
}

const ours = (claim: Claim): SQL =>
  and(
    eq(jobs.id, claim.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, claim.workerId),
    eq(jobs.attempts, claim.attempt),
  ) as SQL;

/** Extends the lease; false when another worker has taken the job over. */
export async function renewLease(db: Db, claim: Claim, lockedUntil: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil, updatedAt: now })
    .where(ours(claim))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export type Outcome =
  | { status: 'done' }
  /** interrupted: cut off by the worker's side (a lost database), not failed by the handler. */
  | { status: 'queued'; runAt: Date; lastError: string; interrupted?: boolean }
  | { status: 'failed'; lastError: string };

/** Records how the claim ended; false when the job is no longer ours (its lease ran out meanwhile). */
export async function finishClaim(
  db: Db,
  claim: Claim,
  outcome: Outcome,
  now: Date,
  options: { forgetPayload?: boolean } = {},
): Promise<boolean> {
  const set =
    outcome.status === 'queued'
      ? {
          status: outcome.status,
          runAt: outcome.runAt,
          lastError: outcome.lastError,
          ...(outcome.interrupted ? { interruptions: sql`${jobs.interruptions} + 1` } : {}),
        }
      : outcome.status === 'failed'
        ? { status: outcome.status, lastError: outcome.lastError, finishedAt: now }
        : { status: outcome.status, finishedAt: now };
  const rows = await db
    .update(jobs)
    .set({
      ...set,
      ...(options.forgetPayload ? { payload: {} } : {}),
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(ours(claim))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A stopping worker hands back the jobs it will not finish, so another takes them up now, not after the lease. */
export async function releaseClaims(db: Db, claims: Claim[], now: Date): Promise<number> {
  let released = 0;
  for (const claim of claims) {
    const rows = await db
      .update(jobs)
      .set({ ...requeued(now), lastError: 'interrupted: its worker shut down' })
      .where(ours(claim))
      .returning({ id: jobs.id });
    released += rows.length;
  }
  return released;
}

const requeued = (now: Date) => ({
  status: 'queued' as const,
  runAt: now,
  lockedBy: null,
  lockedUntil: null,
  interruptions: sql`${jobs.interruptions} + 1`,
  updatedAt: now,
});

/** PGlite only (one process owns it): whatever is still marked running was cut off by a restart. */
export async function requeueRunning(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set(requeued(now))
    .where(eq(jobs.status, 'running'))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Types of queued jobs that no registered handler runs (left for another version of the worker). */
export async function unhandledTypes(db: Db, types: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: jobs.type })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), types.length > 0 ? notInArray(jobs.type, types) : undefined));
  return rows.map((row) => row.type);
}

/** How long a finished job stays listed in the operator's job list. */
export const DONE_JOBS_KEPT_MS = 14 * 24 * 60 * 60_000;
const PRUNED_PER_PASS = 5000;

/**
 * Deletes jobs done more than DONE_JOBS_KEPT_MS ago, a bounded batch per pass (a backlog is worked
 * off over the next passes without one long statement). Failed jobs stay until an operator retries
 * or cancels them. Safe on several workers at once: a row is deleted once.
 */
export async function pruneDoneJobs(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DONE_JOBS_KEPT_MS);
  const rows = await db
    .delete(jobs)
    .where(
      sql`${jobs.id} in (select ${jobs.id} from ${jobs} where ${jobs.status} = 'done' and ${jobs.finishedAt} < ${before} limit ${PRUNED_PER_PASS})`,
    )
    .returning({ id: jobs.id });
  return rows.length;
}
