import type { ReviewPerson, ReviewRequest } from '@support/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Queryable } from '../../db/client';
import { articleReviewRequests } from '../../db/schema/articleReviews';
import { articles } from '../../db/schema/articles';
import { memberships } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { canReviewArticle } from '../articles/policy';

export type RequestRow = typeof articleReviewRequests.$inferSelect & { articleTitle: string };

export const reviewRequestNotFound = () => notFound('Review request not found', 'REVIEW_REQUEST_NOT_FOUND');

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** Whether the caller is marked as a reviewer in the organization (read with each request). */
export async function isReviewer(db: Queryable, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isReviewer: memberships.isReviewer })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row?.isReviewer ?? false;
}

/** Admins and reviewers of the organization, by name: whom a review can be asked of. */
export async function reviewersOf(db: Queryable, organizationId: string): Promise<ReviewPerson[]> {
  return db
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        or(eq(memberships.role, 'ADMIN'), eq(memberships.isReviewer, true)),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}

/** Requests with their article's title, of the organization only. */
export async function requestRows(
  db: Queryable,
  organizationId: string,
  where: ReturnType<typeof and>,
): Promise<RequestRow[]> {
  const rows = await db
    .select({ request: articleReviewRequests, articleTitle: articles.title })
    .from(articleReviewRequests)
    .innerJoin(
      articles,
      and(
        eq(articles.id, articleReviewRequests.articleId),
        eq(articles.organizationId, articleReviewRequests.organizationId),
      ),
    )
    .where(and(eq(articleReviewRequests.organizationId, organizationId), where))
    .orderBy(asc(articleReviewRequests.createdAt));
  return rows.map((row) => ({ ...row.request, articleTitle: row.articleTitle }));
}

/** The requests as the API shows them, with the people they name (one query for all). */
export async function presentRequests(
  db: Queryable,
  actor: Actor,
  actorIsReviewer: boolean,
  rows: RequestRow[],
): Promise<ReviewRequest[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.requesterId, row.reviewerId, row.decidedById]))].filter(
    (id): id is string => Boolean(id),
  );
  const people = ids.length
    ? new Map(
        (await db.select(personColumns).from(users).where(inArray(users.id, ids))).map((p) => [p.id, p]),
      )
    : new Map<string, ReviewPerson>();
  const person = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.map((row) => ({
    id: row.id,
    articleId: row.articleId,
    articleTitle: row.articleTitle,
    status: row.status,
    requester: person(row.requesterId),
    reviewer: person(row.reviewerId),
    remark: row.remark,
    decidedBy: person(row.decidedById),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    canReview:
      row.status === 'OPEN' &&
      canReviewArticle(actor, { requesterId: row.requesterId, reviewerId: row.reviewerId, actorIsReviewer }),
  }));
}
