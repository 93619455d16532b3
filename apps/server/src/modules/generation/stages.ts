import { DEMO_GIF_MARKDOWN, type FailureReason, type GenerationStage } from '@support/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Db, Tx } from '../../db/client';
import { articles, articleVersions } from '../../db/schema/articles';
import { emitWebhookEvent } from '../../webhooks/outbox';
import { recordRevision } from '../article-revisions/record';
import { articleUpdated } from '../articles/changes';
import { withDemoGif } from '../gif/content';
import type { GenerationPayload } from './payload';
import { ALL_PLACEHOLDER_TITLES } from './placeholder';

type Ids = GenerationPayload & { organizationId: string };

/** SQL: the version, while it is still being generated (not finished, not failed). */
const processing = (ids: Ids): SQL =>
  and(
    eq(articleVersions.id, ids.versionId),
    eq(articleVersions.organizationId, ids.organizationId),
    isNull(articleVersions.finishedAt),
    isNull(articleVersions.failureReason),
  ) as SQL;

/** Moves the processing screen to the next stage; false when the version is gone or no longer processing. */
export async function enterStage(db: Db, ids: Ids, stage: GenerationStage): Promise<boolean> {
  const rows = await db
    .update(articleVersions)
    .set({ generationStage: stage })
    .where(processing(ids))
    .returning({ id: articleVersions.id });
  return rows.length > 0;
}

/**
 * The written article: content, finished, no stage; the title too while the article still has its
 * placeholder (a title the user typed meanwhile stays). false when there was nothing to finish.
 */
export async function finishGeneration(
  on: { db: Db; changes: ChangeBus },
  ids: Ids,
  result: { title: string; content: string; now: Date },
): Promise<boolean> {
  return on.changes.transaction(on.db, async (tx, record) => {
    const [before] = await tx
      .select({ content: articleVersions.content, mediaOutput: articleVersions.mediaOutput })
      .from(articleVersions)
      .where(processing(ids))
      .for('update');
    if (!before) return false;
    // A rewrite (another content type, a restart) keeps the demo GIF the text showed.
    const showedGif =
      before.content.includes(DEMO_GIF_MARKDOWN) && typeof before.mediaOutput?.gifKey === 'string';
    const content = showedGif ? withDemoGif(result.content) : result.content;
    const done = await tx
      .update(articleVersions)
      .set({ content, finishedAt: result.now, generationStage: null })
      .where(processing(ids))
      .returning({ id: articleVersions.id });
    if (done.length === 0) return false;
    const titled = await tx
      .update(articles)
      .set({
        title: sql`case when ${inArray(articles.title, [...ALL_PLACEHOLDER_TITLES])} then ${result.title} else ${articles.title} end`,
        updatedAt: result.now,
      })
      .where(and(eq(articles.id, ids.articleId), eq(articles.organizationId, ids.organizationId)))
      .returning({ title: articles.title });
    await emitRecordingEvent(
      tx,
      ids,
      'recording.finished',
      { title: titled[0]?.title ?? result.title },
      result.now,
    );
    await record(
      articleUpdated(
        { id: ids.articleId, organizationId: ids.organizationId },
        { textOfVersion: ids.versionId },
      ),
    );
    // Written by the generator, not by a person: a revision without an author.
    await recordRevision(tx, {
      organizationId: ids.organizationId,
      articleId: ids.articleId,
      authorId: null,
      kind: 'regeneration',
      now: result.now,
      changed: { title: true, content: true },
    });
    return true;
  });
}

/** Marks a generation that gave up; false when the version is gone or was not processing. */
export async function failGeneration(
  on: { db: Db; changes: ChangeBus },
  ids: Ids,
  reason: FailureReason,
  now: Date,
): Promise<boolean> {
  return on.changes.transaction(on.db, async (tx, record) => {
    const rows = await tx
      .update(articleVersions)
      .set({ failureReason: reason, generationStage: null })
      .where(processing(ids))
      .returning({ id: articleVersions.id });
    if (rows.length === 0) return false;
    const [article] = await tx
      .select({ title: articles.title })
      .from(articles)
      .where(and(eq(articles.id, ids.articleId), eq(articles.organizationId, ids.organizationId)));
    await emitRecordingEvent(tx, ids, 'recording.failed', { title: article?.title ?? '', reason }, now);
    await record(articleUpdated({ id: ids.articleId, organizationId: ids.organizationId }));
    return true;
  });
}

/** A recording's webhook event: its article, now written or given up on. */
function emitRecordingEvent(
  tx: Tx,
  ids: Ids,
  type: 'recording.finished' | 'recording.failed',
  data: { title: string; reason?: FailureReason },
  now: Date,
): Promise<void> {
  return emitWebhookEvent(tx, {
    organizationId: ids.organizationId,
    type,
    data: { articleId: ids.articleId, versionId: ids.versionId, ...data },
    now,
  });
}
