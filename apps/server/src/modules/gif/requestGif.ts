import { articleStatus } from '@support/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { authorize } from '../../core/policy';
import type { Db } from '../../db/client';
import { articleVersions } from '../../db/schema/articles';
import type { JobQueue } from '../../jobs/types';
import { badRequest, conflict } from '../../lib/errors';
import { EDIT_MEMBERS_ONLY } from '../articles/policy';
import { findArticle } from '../articles/queries';
import { ARTICLE_PROCESSING } from '../steps/policy';
import { withDemoGif } from './content';
import { gifFrames, gifKey } from './frames';
import { enqueueGifRequest } from './generateGif';
import { canRequestGif } from './policy';

export const NOT_A_RECORDING = 'A demo GIF can only be made from a step recording';
export const GIF_AFTER_FAILURE = 'A demo GIF can be made once the article has been generated';
export const GIF_QUEUED = 'The demo GIF is being generated';
export const GIF_UP_TO_DATE = 'The demo GIF is up to date';

/**
 * `POST /help-articles/{id}/generate-gif`: checks the article and queues the GIF (generateGif.ts),
 * unless the GIF of exactly the current frames exists and the text shows it: then nothing is queued
 * and the answer says so, so the page need not wait for a change that will not come.
 */
export async function requestGif(input: {
  db: Db;
  jobs: JobQueue;
  actor: Actor;
  articleId: string;
}): Promise<{ queued: boolean }> {
  const article = await findArticle(input.db, input.actor, input.articleId);
  authorize(canRequestGif(input.actor), EDIT_MEMBERS_ONLY);
  if (article.articleType !== 'STEP_RECORDING') throw badRequest(NOT_A_RECORDING, 'NOT_A_STEP_RECORDING');
  const [version] = article.activeVersionId
    ? await input.db
        .select({
          failureReason: articleVersions.failureReason,
          finishedAt: articleVersions.finishedAt,
          mediaOutput: articleVersions.mediaOutput,
          content: articleVersions.content,
        })
        .from(articleVersions)
        .where(eq(articleVersions.id, article.activeVersionId))
    : [];
  const status = articleStatus({ articleType: article.articleType, activeArticleVersion: version ?? null });
  if (status === 'processing' || !article.activeVersionId)
    throw conflict(ARTICLE_PROCESSING, 'ARTICLE_PROCESSING');
  if (status === 'failed') throw conflict(GIF_AFTER_FAILURE, 'ARTICLE_FAILED');
  const target = {
    organizationId: article.organizationId,
    articleId: article.id,
    versionId: article.activeVersionId,
  };
  if (version?.mediaOutput?.gifKey && withDemoGif(version.content) === version.content) {
    const { fingerprint } = await gifFrames(input.db, target);
    if (version.mediaOutput.gifKey === gifKey(target, fingerprint)) return { queued: false };
  }
  await enqueueGifRequest(input.jobs, input.db, target);
  return { queued: true };
}
