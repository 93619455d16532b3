import type { AdminJob } from '@support/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Db, Tx } from '../../db/client';
import { jobs, organizations } from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { conflict, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { reopenForRetry, settleCancelled } from './jobEffects';
import { articleIdsOf, presentJob } from './jobs';

type Input = { db: Db; changes: ChangeBus; jobs: JobQueue; actor: AuditActor; id: string; now: Date };

const jobNotFound = () => notFound('Job not found', 'NOT_FOUND');

/** The job locked for this transaction, so a worker's claim or another admin waits for our change. */
async function lockJob(tx: Tx, id: string) {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  if (!row) throw jobNotFound();
  return row;
}

/** The job as the list shows it: with its organization and the article it works on. */
async function present(tx: Tx, row: typeof jobs.$inferSelect): Promise<AdminJob> {
  const [organization] = row.organizationId
    ? await tx
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, row.organizationId))
    : [];
  const articleIds = await articleIdsOf(tx, [row]);
  return presentJob(row, organization ?? null, articleIds.get(row.id) ?? null);
}

const snapshot = (row: typeof jobs.$inferSelect) => ({
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
});

/**
 * A failed job queued again, due now, with its attempts counted afresh (the handler sees attempt 1
 * again, so it gets its whole set of retries). Only failed jobs: a queued one will run anyway, a
 * running or done one must not run twice.
 */
export async function retryJob(input: Input): Promise<AdminJob> {
  const { now } = input;
  const job = await input.changes.transaction(input.db, async (tx, record) => {
    const row = await lockJob(tx, input.id);
    if (row.status !== 'failed') {
      throw conflict(`Only a failed job can be retried; this one is ${row.status}`, 'JOB_NOT_FAILED');
    }
    if (Object.keys(row.payload).length === 0) {
      // Jobs holding personal data (a reset mail's address) forget their payload once ended.
      throw conflict(
        'This job cannot be retried: its data was removed when it ended, because it held personal data',
        'JOB_NOT_FAILED',
      );
    }
    if (row.singletonKey) {
      const [live] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.singletonKey, row.singletonKey),
            ne(jobs.id, row.id),
            sql`${jobs.status} in ('queued', 'running')`,
          ),
        );
      if (live) {
        throw conflict(
          'The same work is already queued or running as another job; wait for that one instead',
          'JOB_NOT_FAILED',
        );
      }
    }
    const [updated] = await tx
      .update(jobs)
      .set({
        status: 'queued',
        attempts: 0,
        interruptions: 0,
        runAt: now,
        lockedBy: null,
        lockedUntil: null,
        finishedAt: null,
        updatedAt: now,
      })
      .where(eq(jobs.id, row.id))
      .returning();
    await reopenForRetry(tx, record, row, now);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'job.retry',
      target: { type: 'job', id: row.id, label: row.type },
      before: snapshot(row),
      after: snapshot(updated!),
      at: now,
    });
    // Inside the transaction: PostgreSQL delivers the wake-up on commit, when the job is visible.
    await input.jobs.wake(tx);
    return present(tx, updated!);
  });
  return job;
}

/**
 * A queued job taken out of the queue: marked failed with who cancelled it, so it stays visible and
 * can be retried. A running job is refused: its handler may be half way through writing, and the
 * queue has no way to stop it safely.
 */
export async function cancelJob(input: Input & { email: string }): Promise<AdminJob> {
  const { now } = input;
  return input.changes.transaction(input.db, async (tx, record) => {
    const row = await lockJob(tx, input.id);
    if (row.status === 'running') {
      throw conflict(
        'This job is running and cannot be stopped safely; wait for it to end, or retry it later if it fails',
        'JOB_RUNNING',
      );
    }
    if (row.status !== 'queued') {
      throw conflict(
        `This job has already ended (${row.status}); there is nothing to cancel`,
        'JOB_FINISHED',
      );
    }
    const [updated] = await tx
      .update(jobs)
      .set({
        status: 'failed',
        lastError: `Cancelled by ${input.email}`,
        finishedAt: now,
        updatedAt: now,
      })
      .where(eq(jobs.id, row.id))
      .returning();
    await settleCancelled(tx, record, row, now);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'job.cancel',
      target: { type: 'job', id: row.id, label: row.type },
      before: snapshot(row),
      after: snapshot(updated!),
      at: now,
    });
    return present(tx, updated!);
  });
}
