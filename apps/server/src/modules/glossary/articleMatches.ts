import { GLOSSARY_SEARCH_RESULTS_MAX, type GlossarySearchResult, wholeWordPattern } from '@support/shared';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles, articleVersions } from '../../db/schema';

/** Articles read before the whole-word check: the newest ones that contain the text at all. */
const CANDIDATES_MAX = 50;
/** Characters of the snippet on each side of the term. */
const SNIPPET_CONTEXT = 80;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The organization's articles that use `term` as a whole word, in the title or the text of their
 * current version, newest first, each with the passage around its first use (plain text).
 */
export async function articlesUsingTerm(input: {
  db: Queryable;
  organizationId: string;
  term: string;
  limit?: number;
}): Promise<GlossarySearchResult[]> {
  const pattern = likePattern(input.term);
  const rows = await input.db
    .select({ id: articles.id, title: articles.title, content: articleVersions.content })
    .from(articles)
    .leftJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .where(
      and(
        eq(articles.organizationId, input.organizationId),
        or(ilike(articles.title, pattern), ilike(articleVersions.content, pattern)),
      ),
    )
    .orderBy(desc(articles.updatedAt), articles.id)
    .limit(CANDIDATES_MAX);
  const word = wholeWordPattern([input.term]);
  const results: GlossarySearchResult[] = [];
  for (const row of rows) {
    const text = plainText(row.content ?? '');
    const at = text.search(word);
    if (at < 0 && !word.test(row.title)) continue;
    results.push({
      id: row.id,
      title: row.title,
      snippet: at < 0 ? cut(text, 0, 0) : cut(text, at, input.term.length),
    });
    if (results.length >= (input.limit ?? GLOSSARY_SEARCH_RESULTS_MAX)) break;
  }
  return results;
}

/** Markdown read as text: images dropped, links and emphasis reduced to their words. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The passage around `at`, cut at spaces, with an ellipsis where text was left out. */
function cut(text: string, at: number, length: number): string {
  let start = Math.max(0, at - SNIPPET_CONTEXT);
  let end = Math.min(text.length, at + length + SNIPPET_CONTEXT);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at + length ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
