import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db, Tx } from '../../db/client';
import { articleReviewRequests } from '../../db/schema/articleReviews';
import { articles } from '../../db/schema/articles';
import { organizations } from '../../db/schema/organizations';
import { forbidden } from '../../lib/errors';
import { recordRevision } from '../article-revisions/record';
import { indexArticle } from '../help-center-site/searchIndex';
import { articleUpdated } from './changes';
import { articleNotFound, articleOf, canPublishDirectly, REVIEW_REQUIRED } from './policy';
import { emitArticleEvent } from './webhookEvents';

/** 16 random bytes, URL-safe: unguessable, and short enough for a link. */
export const newSharingId = () => randomBytes(16).toString('base64url');

type Record = (change: ReturnType<typeof articleUpdated>) => Promise<void>;

/**
 * Publishes the article inside the caller's transaction: shared, its current state recorded as a
 * `publish` revision and pointed at as what readers see (articles.published_revision_id), the
 * search documents rewritten from it, any review under way closed as approved by `authorId`.
 */
export async function publishWithin(
  tx: Tx,
  record: Record,
  input: { organizationId: string; articleId: string; authorId: string; now: Date },
): Promise<void> {
  const { organizationId, articleId } = input;
  const [updated] = await tx
    .update(articles)
    .set({
      isPubliclyShared: true,
      sharingId: sql`coalesce(${articles.sharingId}, ${newSharingId()})`,
      reviewState: null,
      updatedAt: input.now,
    })
    .where(articleOf(organizationId, articleId))
    .returning({ id: articles.id, title: articles.title });
  if (!updated) throw articleNotFound();
  // Every publish (directly, by approval, in bulk) tells the webhooks, in the same transaction.
  await emitArticleEvent(tx, 'article.published', { ...updated, organizationId }, input.now);
  const revisionId = await recordRevision(tx, {
    organizationId,
    articleId,
    authorId: input.authorId,
    kind: 'publish',
    now: input.now,
  });
  await tx
    .update(articles)
    .set({ publishedRevisionId: revisionId })
    .where(articleOf(organizationId, articleId));
  await tx
    .update(articleReviewRequests)
    .set({ status: 'APPROVED', decidedById: input.authorId, decidedAt: input.now })
    .where(
      and(
        eq(articleReviewRequests.organizationId, organizationId),
        eq(articleReviewRequests.articleId, articleId),
        eq(articleReviewRequests.status, 'OPEN'),
      ),
    );
  // Published text changed while the draft did not: the search documents follow here, not
  // through `textOfVersion` (translations would take that for an edit of the source).
  await indexArticle(tx, organizationId, articleId);
  await record(articleUpdated({ id: articleId, organizationId }));
}

/** Whether the organization wants a reviewer's approval before a member's publish. */
export async function publishingNeedsReview(db: Db | Tx, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ needs: organizations.publishingNeedsReview })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.needs ?? false;
}

/**
 * `POST /help-articles/{id}/publish` and `/unpublish`. The sharing id is made on the first publish
 * and kept when the article is unpublished and published again, so a link handed out stays valid.
 * With "Publishing needs review" on, a member's publish answers 403 REVIEW_REQUIRED (admins
 * publish directly); unpublishing needs no review.
 */
export async function setArticleShared(input: {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  id: string;
  shared: boolean;
  now: Date;
}) {
  const organizationId = activeOrganizationOf(input.actor);
  if (
    input.shared &&
    !canPublishDirectly(input.actor, await publishingNeedsReview(input.db, organizationId))
  ) {
    throw forbidden(REVIEW_REQUIRED, 'REVIEW_REQUIRED');
  }
  await input.changes.transaction(input.db, async (tx, record) => {
    if (input.shared) {
      await publishWithin(tx, record, {
        organizationId,
        articleId: input.id,
        authorId: input.actor.userId,
        now: input.now,
      });
      return;
    }
    const [updated] = await tx
      .update(articles)
      // Unpublished: nothing is read any more; the next publish points at its own revision.
      .set({ isPubliclyShared: false, publishedRevisionId: null, updatedAt: input.now })
      .where(articleOf(organizationId, input.id))
      .returning({ id: articles.id, title: articles.title });
    if (!updated) throw articleNotFound();
    await emitArticleEvent(tx, 'article.unpublished', { ...updated, organizationId }, input.now);
    await indexArticle(tx, organizationId, updated.id);
    await record(articleUpdated({ id: updated.id, organizationId }));
    await recordRevision(tx, {
      organizationId,
      articleId: updated.id,
      authorId: input.actor.userId,
      kind: 'unpublish',
      now: input.now,
    });
  });
}
