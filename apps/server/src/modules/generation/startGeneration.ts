import { articleStatus, type ContentType } from '@support/shared';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db, Tx } from '../../db/client';
import { articleVersions } from '../../db/schema/articles';
import type { JobQueue } from '../../jobs/types';
import { badRequest, conflict } from '../../lib/errors';
import { articleUpdated } from '../articles/changes';
import { findArticle } from '../articles/queries';
import type { PlanCatalogue } from '../billing';
import { NO_CREDITS_MESSAGE, takeArticleCredits } from './credits';
import { generateArticleJob } from './job';

export type GenerationRequest =
  /** `POST /{id}/generate`: the text written again from the steps. */
  | { kind: 'generate' }
  /** `POST /{id}/restart-generation`: a failed generation run again. */
  | { kind: 'restart' }
  /** `POST /{id}/change-content-type`: the text rewritten as the other guide style. */
  | { kind: 'change-content-type'; contentType: ContentType };

const CONTENT_TYPE_NAMES: Record<ContentType, string> = {
  STEP_BY_STEP_GUIDE: 'step-by-step guide',
  DESCRIPTIVE_GUIDE: 'descriptive guide',
};

/**
 * Puts a step recording's active version back into processing and queues its generation; the job
 * replaces the text when it is done. Only step recordings (400 otherwise), never while one is
 * running (409). A recording that failed for lack of credits takes its credits now, or is refused
 * with 409 NO_CREDITS_LEFT until the plan has room. Scoped to the caller's organization (404).
 */
export async function startGeneration(input: {
  db: Db;
  changes: ChangeBus;
  jobs: JobQueue;
  plans: PlanCatalogue;
  actor: Actor;
  id: string;
  request: GenerationRequest;
  now: Date;
  /** Runs in the start's own transaction (a super admin's audit entry lands with the start). */
  alongside?: (tx: Tx) => Promise<void>;
}): Promise<{ jobId: string; versionId: string }> {
  const { db, request, now } = input;
  const article = await findArticle(db, input.actor, input.id);
  if (article.articleType !== 'STEP_RECORDING') {
    throw badRequest('Only step recordings are written from their steps', 'NOT_A_STEP_RECORDING');
  }
  const [version] = article.activeVersionId
    ? await db.select().from(articleVersions).where(eq(articleVersions.id, article.activeVersionId))
    : [];
  if (!version) throw conflict('This article has no recording to generate from', 'NO_RECORDING');
  const status = articleStatus({ articleType: article.articleType, activeArticleVersion: version });
  if (status === 'processing')
    throw conflict('This article is already being generated', 'ALREADY_PROCESSING');
  if (request.kind === 'restart' && status !== 'failed') {
    throw conflict('Only a failed generation can be restarted', 'NOT_FAILED');
  }
  if (request.kind === 'change-content-type' && request.contentType === version.contentType) {
    throw badRequest(
      `This article already is a ${CONTENT_TYPE_NAMES[request.contentType]}`,
      'CONTENT_TYPE_UNCHANGED',
    );
  }

  const organizationId = article.organizationId;
  const ids = { organizationId, articleId: article.id, versionId: version.id };
  return input.changes.transaction(db, async (tx, record) => {
    if (version.failureReason === 'NO_CREDITS_LEFT') {
      const taken = await takeArticleCredits({ db: tx, plans: input.plans, organizationId, now });
      if (!taken) throw conflict(NO_CREDITS_MESSAGE, 'NO_CREDITS_LEFT');
    }
    // Only from finished or failed: two requests at once cannot both start a generation.
    const started = await tx
      .update(articleVersions)
      .set({
        finishedAt: null,
        failureReason: null,
        generationStage: 'PROCESSING',
        ...(request.kind === 'change-content-type' ? { contentType: request.contentType } : {}),
      })
      .where(
        and(
          eq(articleVersions.id, version.id),
          eq(articleVersions.organizationId, organizationId),
          or(isNotNull(articleVersions.finishedAt), isNotNull(articleVersions.failureReason)),
        ),
      )
      .returning({ id: articleVersions.id });
    if (started.length === 0) throw conflict('This article is already being generated', 'ALREADY_PROCESSING');
    const jobId = await generateArticleJob.enqueue(input.jobs, tx, {
      organizationId,
      payload: { articleId: ids.articleId, versionId: ids.versionId },
    });
    await record(articleUpdated(article));
    await input.alongside?.(tx);
    return { jobId, versionId: version.id };
  });
}
