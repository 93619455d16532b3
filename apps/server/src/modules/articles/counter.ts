import { and, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles, articleVersions } from '../../db/schema/articles';

/**
 * ARTICLES_TOTAL: the organization's articles that exist now (deleting one frees a unit). A recording
 * that failed with NO_CREDITS_LEFT took no credit and does not count: it must not keep the
 * organization at its limit after another article is deleted. It counts again once it is restarted.
 */
export async function countOrganizationArticles(db: Queryable, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .leftJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .where(
      and(
        eq(articles.organizationId, organizationId),
        or(isNull(articleVersions.failureReason), ne(articleVersions.failureReason, 'NO_CREDITS_LEFT')),
      ),
    );
  return row?.n ?? 0;
}
