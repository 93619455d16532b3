import { and, eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { articles, articleVersions, externalImages, steps } from '../../db/schema/articles';
import { forbidden } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { revisionImageKeys } from '../article-revisions/images';
import { articleDeleted } from './changes';
import { articleNotFound, articleOf, canDeleteArticle, DELETE_FORBIDDEN, deletableBy } from './policy';
import { findArticle } from './queries';
import { emitArticleEvent } from './webhookEvents';

/**
 * `DELETE /help-articles/{id}`: gone for good with its versions, steps, images and statistics
 * (the rows cascade), which frees a unit of ARTICLES_TOTAL; ARTICLES_MONTHLY stays used.
 * Stored files are removed after the rows; a file that cannot be removed is only logged.
 */
export async function deleteArticle(input: {
  db: Db;
  changes: ChangeBus;
  storage: Storage;
  actor: Actor;
  id: string;
  now: Date;
  log: { warn(obj: unknown, msg: string): void };
}): Promise<void> {
  const { db, actor } = input;
  const article = await findArticle(db, actor, input.id);
  if (!canDeleteArticle(actor, article)) throw forbidden(DELETE_FORBIDDEN, 'FORBIDDEN');
  const keys = await storedKeys(db, article.organizationId, article.id);
  await input.changes.transaction(db, async (tx, record) => {
    const [deleted] = await tx
      .delete(articles)
      .where(and(articleOf(article.organizationId, article.id), deletableBy(actor)))
      .returning({ id: articles.id });
    if (!deleted) throw articleNotFound();
    await record(articleDeleted(article));
    await emitArticleEvent(tx, 'article.deleted', article, input.now);
  });
  const results = await Promise.allSettled(keys.map((key) => input.storage.delete(key)));
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length)
    input.log.warn({ articleId: article.id, failed: failed.length }, 'stored files left behind');
}

async function storedKeys(db: Db, organizationId: string, articleId: string): Promise<string[]> {
  const [images, stepImages, versions, kept] = await Promise.all([
    db
      .select({ key: externalImages.storageKey })
      .from(externalImages)
      .where(and(eq(externalImages.organizationId, organizationId), eq(externalImages.articleId, articleId))),
    db
      .select({ raw: steps.imageRawKey, processed: steps.imageProcessedKey })
      .from(steps)
      .innerJoin(articleVersions, eq(articleVersions.id, steps.articleVersionId))
      .where(and(eq(steps.organizationId, organizationId), eq(articleVersions.articleId, articleId))),
    db
      .select({ media: articleVersions.mediaOutput })
      .from(articleVersions)
      .where(
        and(eq(articleVersions.organizationId, organizationId), eq(articleVersions.articleId, articleId)),
      ),
    // Files of deleted steps that the history kept.
    revisionImageKeys(db, organizationId, articleId),
  ]);
  // mediaOutput names its stored files with fields ending in `Key` (e.g. gifKey).
  const mediaKeys = versions.flatMap((version) =>
    Object.entries(version.media ?? {})
      .filter(([name, value]) => name.endsWith('Key') && typeof value === 'string')
      .map(([, value]) => value as string),
  );
  const stepKeys = stepImages.flatMap((step) => [step.raw, step.processed]);
  return [
    ...new Set([
      ...images.map((image) => image.key),
      ...stepKeys.filter((key): key is string => Boolean(key)),
      ...kept,
      ...mediaKeys,
    ]),
  ];
}
