import { count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles } from '../../db/schema/articles';

/** ARTICLES_TOTAL: the organization's articles that exist now (deleting one frees a unit). */
export async function countOrganizationArticles(db: Queryable, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .where(eq(articles.organizationId, organizationId));
  return row?.n ?? 0;
}
