import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles, articleVersions, steps } from '../../db/schema';
import { articleNotFound, articleOf } from '../articles/policy';

/** What anchors are checked against: the article's current markdown and the steps it shows now. */
export type ArticleText = { content: string; stepIndexes: Map<string, number> };

/**
 * The article `id` of the organization with its active version's markdown and step ids; 404 for
 * another organization's. `forUpdate` locks the article row, so two requests counting its threads
 * cannot both take the last place.
 */
export async function articleTextOf(
  db: Queryable,
  organizationId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ArticleText> {
  const query = db
    .select({ versionId: articleVersions.id, content: articleVersions.content })
    .from(articles)
    .leftJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .where(articleOf(organizationId, id));
  const [article] = await (options.forUpdate ? query.for('update', { of: articles }) : query);
  if (!article) throw articleNotFound();
  const stepRows = article.versionId
    ? await db
        .select({ id: steps.id, index: steps.index })
        .from(steps)
        .where(and(eq(steps.organizationId, organizationId), eq(steps.articleVersionId, article.versionId)))
        .orderBy(asc(steps.index))
    : [];
  return {
    content: article.content ?? '',
    stepIndexes: new Map(stepRows.map((row, position) => [row.id, position])),
  };
}
