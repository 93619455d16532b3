import { and, eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Tx } from '../../db/client';
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
    // An edit that read the version under its lock says so: the GIF job records under the same lock,
    // so the answer cannot have changed before the edit commits. Only otherwise is it read here.
    const hasGif = change.versionHasGif ?? (await versionHasGif(tx, { ...change, versionId }));
    if (!hasGif) return;
    await enqueueGifRefresh(jobs, tx, {
      organizationId: change.organizationId,
      articleId: change.articleId,
      versionId,
    });
  });
}

async function versionHasGif(
  tx: Tx,
  target: { organizationId: string; articleId: string; versionId: string },
): Promise<boolean> {
  const [version] = await tx
    .select({ mediaOutput: articleVersions.mediaOutput })
    .from(articleVersions)
    .where(
      and(
        eq(articleVersions.id, target.versionId),
        eq(articleVersions.articleId, target.articleId),
        eq(articleVersions.organizationId, target.organizationId),
      ),
    );
  return typeof version?.mediaOutput?.gifKey === 'string';
}
