import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { RecordChange } from '../../changes/bus';
import type { Tx } from '../../db/client';
import { articleVersions, type jobs, translationJobs } from '../../db/schema';
import { articleUpdated } from '../articles/changes';

type JobRow = typeof jobs.$inferSelect;

const stringIn = (payload: Record<string, unknown>, field: string): string | null =>
  typeof payload[field] === 'string' ? (payload[field] as string) : null;

/** The failures a generation job writes when it gives up (generation/job.ts onFailed). */
const JOB_FAILURES = ['GENERATION_FAILED', 'TEMPORARY_GENERATION_SERVICE_DOWNTIME'] as const;

/**
 * What a job's failure left on its work that would make the next run do nothing, undone with the
 * retry: a generation skips a version marked failed, so it goes back to processing (as "restart
 * generation" does); a translation shows FAILED until it runs again, so it waits again.
 */
export async function reopenForRetry(tx: Tx, record: RecordChange, job: JobRow, now: Date): Promise<void> {
  const organizationId = job.organizationId;
  if (!organizationId) return;
  if (job.type === 'generate-article') {
    const articleId = stringIn(job.payload, 'articleId');
    const versionId = stringIn(job.payload, 'versionId');
    if (!articleId || !versionId) return;
    const reopened = await tx
      .update(articleVersions)
      .set({ failureReason: null, finishedAt: null, generationStage: 'PROCESSING' })
      .where(
        and(
          eq(articleVersions.id, versionId),
          eq(articleVersions.organizationId, organizationId),
          inArray(articleVersions.failureReason, [...JOB_FAILURES]),
        ),
      )
      .returning({ id: articleVersions.id });
    if (reopened.length > 0) await record(articleUpdated({ id: articleId, organizationId }));
  }
  if (job.type === 'translate-article') {
    const translationJobId = stringIn(job.payload, 'translationJobId');
    if (!translationJobId) return;
    await tx
      .update(translationJobs)
      .set({ failureReason: null, startedAt: null, finishedAt: null, updatedAt: now })
      .where(
        and(
          eq(translationJobs.id, translationJobId),
          eq(translationJobs.organizationId, organizationId),
          isNotNull(translationJobs.failureReason),
        ),
      );
  }
}

/**
 * A cancelled job never runs its failure handler, so its work would wait forever: a generation's
 * version is marked failed (the article offers "restart generation"), a translation is marked
 * failed (the product offers its retry), as their handlers would have done.
 */
export async function settleCancelled(tx: Tx, record: RecordChange, job: JobRow, now: Date): Promise<void> {
  const organizationId = job.organizationId;
  if (!organizationId) return;
  if (job.type === 'generate-article') {
    const articleId = stringIn(job.payload, 'articleId');
    const versionId = stringIn(job.payload, 'versionId');
    if (!articleId || !versionId) return;
    const failed = await tx
      .update(articleVersions)
      .set({ failureReason: 'GENERATION_FAILED', generationStage: null })
      .where(
        and(
          eq(articleVersions.id, versionId),
          eq(articleVersions.organizationId, organizationId),
          isNull(articleVersions.failureReason),
          isNull(articleVersions.finishedAt),
        ),
      )
      .returning({ id: articleVersions.id });
    if (failed.length > 0) await record(articleUpdated({ id: articleId, organizationId }));
  }
  if (job.type === 'translate-article') {
    const translationJobId = stringIn(job.payload, 'translationJobId');
    if (!translationJobId) return;
    // The product's reasons have no "cancelled"; CRITICAL_ERROR is the one that offers a retry.
    await tx
      .update(translationJobs)
      .set({ failureReason: 'CRITICAL_ERROR', finishedAt: now, updatedAt: now })
      .where(
        and(
          eq(translationJobs.id, translationJobId),
          eq(translationJobs.organizationId, organizationId),
          isNull(translationJobs.failureReason),
        ),
      );
  }
}
