import { and, eq, sql } from 'drizzle-orm';
import { articleRevisions, articles, articleVersions } from '../../db/schema';

/*
 * What readers see of an article (issue 48): its publish revision's title, text and steps
 * (articles.published_revision_id), not the draft the app edits. Every public read (shared page,
 * help-center pages, search documents, llms-full.txt, stored renders, step images) joins the
 * revision with `publishedRevisionOf` and reads these; an article without one (published before
 * history was kept) shows its current text, as it always did.
 */

/** Join condition of the article's publish revision (left join: it may have none). */
export const publishedRevisionOf = and(
  eq(articleRevisions.id, articles.publishedRevisionId),
  eq(articleRevisions.organizationId, articles.organizationId),
);

export const publishedTitle = sql<string>`coalesce(${articleRevisions.title}, ${articles.title})`;

/** Needs article_versions joined on the active version too (the fallback). */
export const publishedContent = sql<string>`coalesce(${articleRevisions.markdown}, ${articleVersions.content})`;
