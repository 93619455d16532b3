import { articleStatus, type RestoreRevisionResponse } from '@support/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db, Tx } from '../../db/client';
import { organizationTags } from '../../db/schema';
import type { RevisionStepState } from '../../db/schema/articleRevisions';
import { articles, articleTags, articleVersions, steps } from '../../db/schema/articles';
import { conflict } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { articleUpdated } from '../articles/changes';
import { emitArticleEvent } from '../articles/webhookEvents';
import { editableArticle, findRevision } from './queries';
import { recordRevision } from './record';

type StepRow = typeof steps.$inferInsert;

/**
 * `POST /help-articles/{id}/revisions/{revisionId}/restore`: the revision's title, text, tags and
 * steps become the article's current state, recorded as a `restore` revision. Publication is left
 * as it is: a published article stays published (same link, same group). Steps deleted since are
 * made again from the revision; one whose image file is gone comes back without it, and the answer
 * names it. Tags deleted from the organization since are left out.
 */
export async function restoreRevision(input: {
  db: Db;
  changes: ChangeBus;
  storage: Storage;
  actor: Actor;
  articleId: string;
  revisionId: string;
  now: Date;
}): Promise<RestoreRevisionResponse> {
  const article = await editableArticle(input.db, input.actor, input.articleId);
  const organizationId = article.organizationId;
  const revision = await findRevision(input.db, organizationId, article.id, input.revisionId);
  const versionId = await targetVersion(input.db, organizationId, article, revision.articleVersionId);

  // Which deleted steps' images are still stored is asked before the transaction (storage is slow).
  const current = await input.db
    .select({ id: steps.id })
    .from(steps)
    .where(and(eq(steps.organizationId, organizationId), eq(steps.articleVersionId, versionId)));
  const existing = new Set(current.map((step) => step.id));
  const missing: RestoreRevisionResponse['missingImages'] = [];
  const gone = new Set<string>();
  for (const [i, step] of revision.steps.entries()) {
    if (existing.has(step.id)) continue;
    const keys = [step.imageRawKey, step.imageProcessedKey].filter((key): key is string => Boolean(key));
    const stored = await Promise.all(keys.map((key) => input.storage.open(key)));
    for (const [k, key] of keys.entries()) if (!stored[k]) gone.add(key);
    // A processed image is a render of the raw one: the step shows an image while either is stored.
    if (keys.length && keys.every((key) => gone.has(key)))
      missing.push({ stepNumber: i + 1, stepId: step.id });
  }

  const revisionId = await input.changes.transaction(input.db, async (tx, record) => {
    await tx
      .update(articles)
      .set({ title: revision.title, activeVersionId: versionId, updatedAt: input.now })
      .where(and(eq(articles.id, article.id), eq(articles.organizationId, organizationId)));
    await tx
      .update(articleVersions)
      .set({ content: revision.markdown })
      .where(and(eq(articleVersions.id, versionId), eq(articleVersions.organizationId, organizationId)));
    await restoreTags(tx, organizationId, article.id, revision.tags);
    await restoreSteps(tx, organizationId, versionId, revision.steps, existing, gone);
    await record(articleUpdated(article, { textOfVersion: versionId, stepsOfVersion: versionId }));
    await emitArticleEvent(
      tx,
      'article.updated',
      { ...article, organizationId, title: revision.title },
      input.now,
    );
    return recordRevision(tx, {
      organizationId,
      articleId: article.id,
      authorId: input.actor.userId,
      kind: 'restore',
      now: input.now,
    });
  });
  return { revisionId: revisionId!, missingImages: missing };
}

/**
 * The version to restore into: the revision's own when it still exists (a regeneration since made
 * another one active), else the active one. Not while the article is generated or failed: the
 * generator would overwrite it, as for any edit.
 */
async function targetVersion(
  db: Db,
  organizationId: string,
  article: { articleType: 'STEP_RECORDING' | 'FREEFORM_TEXT'; activeVersionId: string | null },
  revisionVersionId: string | null,
): Promise<string> {
  const ids = [revisionVersionId, article.activeVersionId].filter((id): id is string => Boolean(id));
  const versions = ids.length
    ? await db
        .select({
          id: articleVersions.id,
          failureReason: articleVersions.failureReason,
          finishedAt: articleVersions.finishedAt,
        })
        .from(articleVersions)
        .where(and(eq(articleVersions.organizationId, organizationId), inArray(articleVersions.id, ids)))
    : [];
  const active = versions.find((version) => version.id === article.activeVersionId);
  const finished = (version: (typeof versions)[number] | undefined) =>
    version &&
    articleStatus({ articleType: article.articleType, activeArticleVersion: version }) === 'finished';
  if (!finished(active)) {
    throw conflict(
      'This article cannot be edited while it is being generated or after it failed',
      'ARTICLE_NOT_EDITABLE',
    );
  }
  const own = versions.find((version) => version.id === revisionVersionId);
  return finished(own) ? own!.id : active!.id;
}

async function restoreTags(
  tx: Tx,
  organizationId: string,
  articleId: string,
  tags: { id: string; name: string }[],
): Promise<void> {
  await tx
    .delete(articleTags)
    .where(and(eq(articleTags.organizationId, organizationId), eq(articleTags.articleId, articleId)));
  if (!tags.length) return;
  const still = await tx
    .select({ id: organizationTags.id })
    .from(organizationTags)
    .where(
      and(
        eq(organizationTags.organizationId, organizationId),
        inArray(
          organizationTags.id,
          tags.map((tag) => tag.id),
        ),
      ),
    );
  if (still.length) {
    await tx.insert(articleTags).values(still.map((tag) => ({ organizationId, articleId, tagId: tag.id })));
  }
}

/** The revision's steps in its order: kept ones renumbered, deleted ones made again, others removed. */
async function restoreSteps(
  tx: Tx,
  organizationId: string,
  versionId: string,
  wanted: RevisionStepState[],
  existing: Set<string>,
  gone: Set<string>,
): Promise<void> {
  const ofVersion = and(eq(steps.organizationId, organizationId), eq(steps.articleVersionId, versionId));
  const keep = new Set(wanted.map((step) => step.id));
  const extra = [...existing].filter((id) => !keep.has(id));
  if (extra.length) await tx.delete(steps).where(and(ofVersion, inArray(steps.id, extra)));
  for (const [index, step] of wanted.entries()) {
    if (existing.has(step.id)) {
      await tx
        .update(steps)
        .set({ index })
        .where(and(ofVersion, eq(steps.id, step.id)));
      continue;
    }
    const row = { ...(step.row as StepRow) };
    const key = (value: string | null | undefined) => (value && !gone.has(value) ? value : null);
    await tx.insert(steps).values({
      ...row,
      id: step.id,
      organizationId,
      articleVersionId: versionId,
      index,
      imageRawKey: key(row.imageRawKey),
      imageProcessedKey: key(row.imageProcessedKey),
    });
  }
}
