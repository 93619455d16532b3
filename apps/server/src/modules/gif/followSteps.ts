import { and, eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import { articleVersions } from '../../db/schema/articles';
import type { JobQueue } from '../../jobs/types';
import { enqueueGifRefresh } from './generateGif';

/**
 * The demo GIF follows its steps: a recorded change to the steps of a version that has a GIF queues
 * the GIF's refresh in the change's own transaction, so the step modules need not know about GIFs
 * and no refresh is lost between the commit and the queue. Returns the unsubscribe function.
 */
export function refreshGifsOnStepChanges(changes: ChangeBus, jobs: JobQueue): () => void {
  return changes.react('article', async (tx, change) => {
    const versionId = change.stepsOfVersion ?? change.imagesOfVersion;
    if (change.kind !== 'updated' || !versionId) return;
    const [version] = await tx
      .select({ mediaOutput: articleVersions.mediaOutput })
      .from(articleVersions)
      .where(
        and(
          eq(articleVersions.id, versionId),
          eq(articleVersions.articleId, change.articleId),
          eq(articleVersions.organizationId, change.organizationId),
        ),
      );
    if (typeof version?.mediaOutput?.gifKey !== 'string') return;
    await enqueueGifRefresh(jobs, tx, {
      organizationId: change.organizationId,
      articleId: change.articleId,
      versionId,
    });
  });
}
