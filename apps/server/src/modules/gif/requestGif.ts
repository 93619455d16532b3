import { articleStatus } from '@support/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleVersions } from '../../db/schema/articles';
import type { JobQueue } from '../../jobs/types';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/authenticate';
import { findArticle } from '../articles/queries';
import { ARTICLE_PROCESSING } from '../steps/policy';
import { enqueueGifRequest } from './enqueue';

export const NOT_A_RECORDING = 'A demo GIF can only be made from a step recording';
export const GIF_AFTER_FAILURE = 'A demo GIF can be made once the article has been generated';
export const GIF_QUEUED = 'The demo GIF is being generated';

/** `POST /help-articles/{id}/generate-gif`: checks the article and queues the GIF (generateGif.ts). */
export async function requestGif(input: {
  db: Db;
  jobs: JobQueue;
  actor: Actor;
  articleId: string;
}): Promise<void> {
  const article = await findArticle(input.db, input.actor, input.articleId);
  if (article.articleType !== 'STEP_RECORDING') throw badRequest(NOT_A_RECORDING, 'NOT_A_STEP_RECORDING');
  const [version] = article.activeVersionId
    ? await input.db
        .select({ failureReason: articleVersions.failureReason, finishedAt: articleVersions.finishedAt })
        .from(articleVersions)
        .where(eq(articleVersions.id, article.activeVersionId))
    : [];
  const status = articleStatus({ articleType: article.articleType, activeArticleVersion: version ?? null });
  if (status === 'processing' || !article.activeVersionId)
    throw conflict(ARTICLE_PROCESSING, 'ARTICLE_PROCESSING');
  if (status === 'failed') throw conflict(GIF_AFTER_FAILURE, 'ARTICLE_FAILED');
  await enqueueGifRequest(input.jobs, input.db, {
    organizationId: article.organizationId,
    articleId: article.id,
    versionId: article.activeVersionId,
  });
}
