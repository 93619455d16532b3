import type { ArticleCommentThread } from '@support/shared';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Queryable } from '../../db/client';
import { articleComments, users } from '../../db/schema';
import { type ArticleText, articleTextOf } from './context';
import { type CommentRow, type People, personName, presentThread } from './presenter';

/** Authors, resolvers and mentioned people of the rows, in one query. */
async function peopleOf(db: Queryable, rows: CommentRow[]): Promise<People> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.authorId) ids.add(row.authorId);
    if (row.resolvedBy) ids.add(row.resolvedBy);
    for (const id of row.mentionedUserIds) ids.add(id);
  }
  if (ids.size === 0) return new Map();
  const found = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(found.map((user) => [user.id, { id: user.id, name: personName(user) }]));
}

/**
 * The article's threads (oldest first) with their replies (oldest first), or only thread
 * `threadId`. At most 200 threads of 101 comments each: one bounded query.
 */
export async function readThreads(input: {
  db: Queryable;
  actor: Actor;
  organizationId: string;
  articleId: string;
  threadId?: string;
  text?: ArticleText;
}): Promise<ArticleCommentThread[]> {
  const { db, organizationId, articleId } = input;
  const text = input.text ?? (await articleTextOf(db, organizationId, articleId));
  const rows = await db
    .select()
    .from(articleComments)
    .where(
      and(
        eq(articleComments.organizationId, organizationId),
        eq(articleComments.articleId, articleId),
        input.threadId
          ? or(eq(articleComments.id, input.threadId), eq(articleComments.threadId, input.threadId))
          : undefined,
      ),
    )
    .orderBy(asc(articleComments.createdAt), asc(articleComments.id));
  const people = await peopleOf(db, rows);
  const replies = new Map<string, CommentRow[]>();
  for (const row of rows) {
    if (row.threadId) replies.set(row.threadId, [...(replies.get(row.threadId) ?? []), row]);
  }
  return rows
    .filter((row) => row.threadId === null)
    .map((row) => presentThread(row, replies.get(row.id) ?? [], { people, actor: input.actor, text }));
}

/**
 * How many open threads each of the articles has (the article list's badge): one grouped query on
 * the partial index of open threads, however many articles the page shows.
 */
export async function openThreadCounts(
  db: Queryable,
  organizationId: string,
  articleIds: string[],
): Promise<Map<string, number>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .select({ articleId: articleComments.articleId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(articleComments)
    .where(
      and(
        eq(articleComments.organizationId, organizationId),
        inArray(articleComments.articleId, articleIds),
        isNull(articleComments.threadId),
        isNull(articleComments.resolvedAt),
      ),
    )
    .groupBy(articleComments.articleId);
  return new Map(rows.map((row) => [row.articleId, row.n]));
}
