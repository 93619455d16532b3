import type { SharingStats } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { articleViewTotals } from '../../db/schema';
import { findArticle } from '../articles/queries';

/**
 * `GET /analytics/shared/article/{id}`: views of the article's shared link since it was first
 * viewed, and its visitors (a visitor counts once per day they came: the hash is salted per day).
 */
export async function sharingStats(input: { db: Db; actor: Actor; id: string }): Promise<SharingStats> {
  const article = await findArticle(input.db, input.actor, input.id);
  const [row] = await input.db
    .select({ totalViews: articleViewTotals.views, uniqueVisitors: articleViewTotals.visitors })
    .from(articleViewTotals)
    .where(
      and(
        eq(articleViewTotals.organizationId, article.organizationId),
        eq(articleViewTotals.articleId, article.id),
        eq(articleViewTotals.source, 'SHARED'),
      ),
    );
  return { totalViews: row?.totalViews ?? 0, uniqueVisitors: row?.uniqueVisitors ?? 0 };
}
