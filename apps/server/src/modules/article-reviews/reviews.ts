import type { ArticleReview, ReviewQueue, ReviewRequest } from '@support/shared';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { canAdministerOrganization } from '../../core/policy';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db, Queryable } from '../../db/client';
import { articleReviewRequests, articles } from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { latestRevision } from '../article-revisions/record';
import { articleUpdated } from '../articles/changes';
import {
  articleNotFound,
  articleOf,
  canPublishDirectly,
  canReviewArticle,
  REVIEW_FORBIDDEN,
} from '../articles/policy';
import { publishingNeedsReview, publishWithin } from '../articles/publishArticle';
import { isReviewer, presentRequests, requestRows, reviewersOf, reviewRequestNotFound } from './queries';
import { reviewMailJob } from './reviewMailJob';

type Deps = { db: Db; actor: Actor };

async function articleRow(db: Queryable, organizationId: string, articleId: string) {
  const [row] = await db
    .select({ id: articles.id, publishedRevisionId: articles.publishedRevisionId })
    .from(articles)
    .where(articleOf(organizationId, articleId));
  if (!row) throw articleNotFound();
  return row;
}

/** `GET /help-articles/{id}/review`: the setting, the caller's publishing, the open or last request. */
export async function articleReview(input: Deps & { articleId: string }): Promise<ArticleReview> {
  const organizationId = activeOrganizationOf(input.actor);
  const article = await articleRow(input.db, organizationId, input.articleId);
  const [needsReview, reviewer, rows, people, latest] = await Promise.all([
    publishingNeedsReview(input.db, organizationId),
    isReviewer(input.db, organizationId, input.actor.userId),
    requestRows(input.db, organizationId, eq(articleReviewRequests.articleId, article.id)),
    reviewersOf(input.db, organizationId),
    latestRevision(input.db, organizationId, article.id),
  ]);
  const presented = await presentRequests(input.db, input.actor, reviewer, rows);
  const open = presented.find((request) => request.status === 'OPEN') ?? null;
  return {
    needsReview,
    canPublishDirectly: canPublishDirectly(input.actor, needsReview),
    open,
    latest: open ?? presented.at(-1) ?? null,
    reviewers: people.filter((person) => person.id !== input.actor.userId),
    publishedRevisionId: article.publishedRevisionId,
    latestRevisionId: latest?.id ?? null,
  };
}

/**
 * `POST /help-articles/{id}/review-requests`: asks for a review of the draft as it is now, of one
 * admin or reviewer or of anyone allowed. One open request per article (a unique index backs the
 * check against two at once).
 */
export async function requestReview(
  input: Deps & { changes: ChangeBus; articleId: string; reviewerId: string | null; now: Date },
): Promise<ReviewRequest> {
  const organizationId = activeOrganizationOf(input.actor);
  if (!(await publishingNeedsReview(input.db, organizationId)))
    throw conflict('Publishing needs no review in this organization', 'REVIEW_NOT_NEEDED');
  if (input.reviewerId) {
    const allowed = await reviewersOf(input.db, organizationId);
    if (input.reviewerId === input.actor.userId || !allowed.some((one) => one.id === input.reviewerId))
      throw badRequest('The chosen person cannot review articles', 'REVIEWER_NOT_ALLOWED');
  }
  const id = await input.changes.transaction(input.db, async (tx, record) => {
    const [article] = await tx
      .update(articles)
      .set({ reviewState: 'IN_REVIEW' })
      .where(
        and(
          articleOf(organizationId, input.articleId),
          or(isNull(articles.reviewState), ne(articles.reviewState, 'IN_REVIEW')),
        ),
      )
      .returning({ id: articles.id });
    if (!article) {
      await articleRow(tx, organizationId, input.articleId);
      throw conflict('A review of this article is already requested', 'REVIEW_REQUEST_OPEN');
    }
    const revision = await latestRevision(tx, organizationId, article.id);
    const [inserted] = await tx
      .insert(articleReviewRequests)
      .values({
        organizationId,
        articleId: article.id,
        requesterId: input.actor.userId,
        reviewerId: input.reviewerId,
        revisionId: revision?.id ?? null,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: articleReviewRequests.id });
    if (!inserted) throw conflict('A review of this article is already requested', 'REVIEW_REQUEST_OPEN');
    await record(articleUpdated({ id: article.id, organizationId }));
    return inserted.id;
  });
  return oneRequest(input, organizationId, id);
}

async function oneRequest(input: Deps, organizationId: string, id: string): Promise<ReviewRequest> {
  const rows = await requestRows(input.db, organizationId, eq(articleReviewRequests.id, id));
  const reviewer = await isReviewer(input.db, organizationId, input.actor.userId);
  const [request] = await presentRequests(input.db, input.actor, reviewer, rows);
  if (!request) throw reviewRequestNotFound();
  return request;
}

/** `GET /review-requests`: the open requests the caller may answer, oldest first. */
export async function reviewQueue(input: Deps): Promise<ReviewQueue> {
  const organizationId = activeOrganizationOf(input.actor);
  const reviewer = await isReviewer(input.db, organizationId, input.actor.userId);
  if (!reviewer && !canAdministerOrganization(input.actor)) return { requests: [], total: 0 };
  const rows = await requestRows(input.db, organizationId, eq(articleReviewRequests.status, 'OPEN'));
  const requests = (await presentRequests(input.db, input.actor, reviewer, rows)).filter(
    (request) => request.canReview,
  );
  return { requests, total: requests.length };
}

/**
 * `POST /review-requests/{id}/approve` and `/request-changes`: the answer, in one transaction with
 * what it does (approving publishes the article as it is now, a publish revision recorded; asking
 * for changes keeps it as it is with the remark). The author hears of it by mail.
 */
export async function decideReview(
  input: Deps & {
    changes: ChangeBus;
    jobs: JobQueue;
    requestId: string;
    outcome: 'APPROVED' | 'CHANGES_REQUESTED';
    remark?: string;
    now: Date;
    baseUrl: string;
  },
): Promise<ReviewRequest> {
  const organizationId = activeOrganizationOf(input.actor);
  const [row] = await requestRows(input.db, organizationId, eq(articleReviewRequests.id, input.requestId));
  if (!row) throw reviewRequestNotFound();
  const actorIsReviewer = await isReviewer(input.db, organizationId, input.actor.userId);
  if (!canReviewArticle(input.actor, { ...row, actorIsReviewer }))
    throw forbidden(REVIEW_FORBIDDEN, 'REVIEW_FORBIDDEN');
  await input.changes.transaction(input.db, async (tx, record) => {
    const [decided] = await tx
      .update(articleReviewRequests)
      .set({
        status: input.outcome,
        remark: input.remark ?? null,
        decidedById: input.actor.userId,
        decidedAt: input.now,
      })
      .where(
        and(
          eq(articleReviewRequests.organizationId, organizationId),
          eq(articleReviewRequests.id, row.id),
          eq(articleReviewRequests.status, 'OPEN'),
        ),
      )
      .returning({ id: articleReviewRequests.id });
    // Answered meanwhile (or never open): nothing left to answer.
    if (!decided) throw reviewRequestNotFound();
    if (input.outcome === 'APPROVED') {
      await publishWithin(tx, record, {
        organizationId,
        articleId: row.articleId,
        authorId: input.actor.userId,
        now: input.now,
      });
    } else {
      await tx
        .update(articles)
        .set({ reviewState: 'CHANGES_REQUESTED' })
        .where(articleOf(organizationId, row.articleId));
      await record(articleUpdated({ id: row.articleId, organizationId }));
    }
    await reviewMailJob.enqueue(input.jobs, tx, {
      organizationId,
      payload: { requestId: row.id, baseUrl: input.baseUrl },
    });
  });
  return oneRequest(input, organizationId, row.id);
}
