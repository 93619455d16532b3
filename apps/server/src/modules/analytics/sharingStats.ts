import type { SharingStats } from '@support/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Db, Queryable } from '../../db/client';
import { shareViews } from '../../db/schema/articles';
import { findArticle } from '../articles/queries';

/** `GET /analytics/shared/article/{id}`: views of the article's shared link, and unique visitors. */
export async function sharingStats(input: { db: Db; actor: Actor; id: string }): Promise<SharingStats> {
  const article = await findArticle(input.db, input.actor, input.id);
  const [row] = await input.db
    .select({
      totalViews: sql<number>`coalesce(sum(${shareViews.views}), 0)`.mapWith(Number),
      // A row is one visitor on one day (the hash is salted per day): a visitor counts once per day they came.
      uniqueVisitors: sql<number>`count(*)`.mapWith(Number),
    })
    .from(shareViews)
    .where(
      and(
        eq(shareViews.organizationId, article.organizationId),
        eq(shareViews.articleId, article.id),
        eq(shareViews.source, 'SHARED'),
      ),
    );
  return { totalViews: row?.totalViews ?? 0, uniqueVisitors: row?.uniqueVisitors ?? 0 };
}

/**
 * One view of a shared article, added to the visitor's row of the day. `visitorHash` is a
 * daily-salted hash of the visitor's address and user agent, made by the caller; the address
 * itself is never stored.
 */
export async function recordShareView(input: {
  db: Queryable;
  article: { id: string; organizationId: string };
  visitorHash: string;
  now: Date;
  source?: 'SHARED' | 'HELP_CENTER';
}): Promise<void> {
  await input.db
    .insert(shareViews)
    .values({
      organizationId: input.article.organizationId,
      articleId: input.article.id,
      source: input.source ?? 'SHARED',
      viewedOn: input.now.toISOString().slice(0, 10),
      visitorHash: input.visitorHash,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: [
        shareViews.organizationId,
        shareViews.articleId,
        shareViews.source,
        shareViews.viewedOn,
        shareViews.visitorHash,
      ],
      set: { views: sql`${shareViews.views} + 1` },
    });
}
