import type { AdminJob, AdminJobStatus, AdminJobsPage, AdminJobsSummary } from '@support/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { jobs, organizations, translationJobs } from '../../db/schema';
import { decodeJobCursor, encodeJobCursor } from './jobCursor';

type JobRow = typeof jobs.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidIn = (payload: Record<string, unknown>, field: string): string | null => {
  const value = payload[field];
  return typeof value === 'string' && UUID.test(value) ? value : null;
};

/**
 * The article each job works on: named in the payload (generation, renders, GIFs, transcription),
 * or through its translation job's row (translations name only that row).
 */
export async function articleIdsOf(db: Queryable, rows: JobRow[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const viaTranslation = new Map<string, string[]>();
  for (const row of rows) {
    const direct = uuidIn(row.payload, 'articleId');
    if (direct) found.set(row.id, direct);
    const translationJobId = uuidIn(row.payload, 'translationJobId');
    if (!direct && translationJobId)
      viaTranslation.set(translationJobId, [...(viaTranslation.get(translationJobId) ?? []), row.id]);
  }
  if (viaTranslation.size > 0) {
    const translations = await db
      .select({ id: translationJobs.id, articleId: translationJobs.articleId })
      .from(translationJobs)
      .where(inArray(translationJobs.id, [...viaTranslation.keys()]));
    for (const translation of translations)
      for (const jobId of viaTranslation.get(translation.id) ?? []) found.set(jobId, translation.articleId);
  }
  return found;
}

export function presentJob(
  row: JobRow,
  organization: { id: string; name: string } | null,
  articleId: string | null,
): AdminJob {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    organization,
    articleId,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    interruptions: row.interruptions,
    lastError: row.lastError,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Counts per type of what needs attention (waiting, running, failed), and how long the oldest due
 * job has waited: the sign of workers that are missing or too few. Done jobs are not counted.
 */
export async function jobsSummary(db: Queryable, now: Date): Promise<AdminJobsSummary> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      type: jobs.type,
      queued: sql<number>`count(*) filter (where ${jobs.status} = 'queued')::int`,
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::int`,
      // A retry's backoff is not waiting: only jobs already due count, from the moment they were.
      oldestDue: sql<
        string | null
      >`min(${jobs.runAt}) filter (where ${jobs.status} = 'queued' and ${jobs.runAt} <= ${at})`,
    })
    .from(jobs)
    .where(sql`${jobs.status} in ('queued', 'running', 'failed')`)
    .groupBy(jobs.type)
    .orderBy(jobs.type);
  const oldest = rows
    .map((row) => (row.oldestDue ? Date.parse(row.oldestDue) : Number.POSITIVE_INFINITY))
    .reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  return {
    byType: rows.map(({ type, queued, running, failed }) => ({ type, queued, running, failed })),
    oldestQueuedSeconds: Number.isFinite(oldest)
      ? Math.max(0, Math.floor((now.getTime() - oldest) / 1000))
      : null,
  };
}

/**
 * A page of jobs across every organization, optionally of one status and type. Without a status,
 * failed jobs come first (what an operator looks for), then the rest; newest first within each.
 */
export async function listJobs(input: {
  db: Db;
  now: Date;
  status?: AdminJobStatus;
  type?: string;
  cursor?: string;
  limit: number;
}): Promise<AdminJobsPage> {
  const { db } = input;
  const after = decodeJobCursor(input.cursor);
  const rank = sql<number>`(case when ${jobs.status} = 'failed' then 0 else 1 end)`;
  // The exact stored time as text (microseconds), so the next page starts exactly after this one.
  const createdText = sql<string>`to_char(${jobs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const conditions: (SQL | undefined)[] = [
    input.status ? eq(jobs.status, input.status) : undefined,
    input.type ? eq(jobs.type, input.type) : undefined,
  ];
  if (after) {
    const at = sql`${after.createdAt}::timestamptz`;
    conditions.push(
      sql`(${rank} > ${after.rank} or (${rank} = ${after.rank} and (${jobs.createdAt} < ${at} or (${jobs.createdAt} = ${at} and ${jobs.id} < ${after.id}))))`,
    );
  }
  const rows = await db
    .select({
      job: jobs,
      rank,
      createdText,
      organization: { id: organizations.id, name: organizations.name },
    })
    .from(jobs)
    .leftJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(and(...conditions))
    .orderBy(rank, desc(jobs.createdAt), desc(jobs.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const articleIds = await articleIdsOf(
    db,
    page.map((row) => row.job),
  );
  return {
    summary: await jobsSummary(db, input.now),
    items: page.map((row) =>
      presentJob(row.job, row.organization?.id ? row.organization : null, articleIds.get(row.job.id) ?? null),
    ),
    nextCursor:
      rows.length > input.limit && last
        ? encodeJobCursor({ rank: Number(last.rank), createdAt: last.createdText, id: last.job.id })
        : null,
  };
}
