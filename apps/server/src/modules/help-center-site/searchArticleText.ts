import { localeLanguage } from '@support/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { MAX_QUERY_CHARS, queryTerms, queryWords } from './searchTerms';

/**
 * The team's own article list searching text (GET /help-articles?q=): the organization's articles
 * whose words hold every word of the query that counts (not its fillers), through the same terms
 * as the help center's search (searchTerms.ts: stems, the beginning of the last word, typos
 * corrected against the organization's vocabulary, every language of it). Drafts included: the
 * search documents are kept for every article, published or not. Answers the ids as SQL for the
 * list's conditions, or null when the query has no word the search can use.
 */
export async function articlesWithText(input: {
  db: Queryable;
  organizationId: string;
  /** The reader's language (the dictionary for the words the organization's vocabulary lacks). */
  language: string | null;
  q: string;
}): Promise<SQL | null> {
  const words = queryWords(input.q.slice(0, MAX_QUERY_CHARS));
  if (words.length === 0) return null;
  const scope = {
    organizationId: input.organizationId,
    language: localeLanguage(input.language ?? 'en'),
    everyLanguage: true,
    documents: 1000,
  };
  const terms = (await queryTerms(input.db as Db, scope, words)).filter((term) => term.required);
  if (terms.length === 0) return null;
  const all = terms.map((term) => term.any).join(' & ');
  return sql`(select d.article_id from search_documents d
    where d.organization_id = ${input.organizationId} and d.words @@ ${all}::tsquery)`;
}
