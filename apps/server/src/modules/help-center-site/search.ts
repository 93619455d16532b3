import { localeLanguage } from '@support/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeHtml } from '../public-pages/html';
import type { HelpCenterSite } from './loadSite';

/** What a search may ask: longer queries are cut, more words ignored (each word costs a term). */
export const MAX_QUERY_CHARS = 200;
const MAX_WORDS = 10;
const MAX_RESULTS = 20;
/**
 * The most matches ranked for one search. Ranking reads every match's words: a word found in nearly
 * every article of a large help center (its product's name) cost 130 ms on 10,000 articles in the
 * embedded database. Past this many matches, the best of the first ones found are shown; another
 * word narrows the search to fewer matches, all ranked.
 */
const MAX_RANKED = 300;
/** The same bound for the typo fallback: the closest of the first titles that come close enough. */
const MAX_CLOSE_TITLES = 200;
/** How close a title must come to the words for the typo fallback (pg_trgm word similarity). */
const TYPO_SIMILARITY = 0.4;

export type SearchResult = {
  articleId: string;
  title: string;
  /** HTML: the passage with the matched words in <mark>, everything else escaped. */
  snippet: string;
};

export type SearchAnswer = { query: string; results: SearchResult[]; corrected: boolean };

/** The words of a query as the search uses them: letters and digits only, at most ten. */
export function queryWords(query: string): string[] {
  return (query.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

// Private-use characters mark the matches inside ts_headline's plain output; the rest is escaped.
const START = '\uE000';
const STOP = '\uE001';

const snippetHtml = (text: string | null) =>
  escapeHtml((text ?? '').replace(/\s+/g, ' ').trim())
    .replaceAll(START, '<mark>')
    .replaceAll(STOP, '</mark>');

/**
 * Searches the help center's published articles: full-text search on title (weighted higher) and
 * content with the language's dictionary, accents ignored, the last word as a prefix so results
 * come while typing; ranked, with a highlighted passage. When nothing matches, titles close to the
 * words (typos) are offered instead. The SQL is the same on PGlite and PostgreSQL.
 */
/**
 * The search documents a page in `language` searches (db/schema/search.ts): the help center's
 * published articles in that language; on the site's own language also, for an article that has
 * none there, the language it is written in (the site lists it in that language too).
 */
const documentsOf = (site: HelpCenterSite, language: string, withQuery = false) => sql`
      from search_documents d${withQuery ? sql` cross join q` : sql``}
      join articles a on a.id = d.article_id and a.organization_id = ${site.center.organizationId}
        and a.is_publicly_shared and a.sharing_id is not null
      join public_groups g on g.id = a.public_group_id and g.help_center_id = ${site.center.id}
      where d.organization_id = ${site.center.organizationId}
        and (d.language = ${language} or (${site.center.language === site.ownLocale}
          and not exists (select 1 from search_documents x where x.article_id = d.article_id and x.language = ${language})))`;

/**
 * The statement of a search with results: the stored words are looked up through their GIN index,
 * at most `bounds.ranked` matches ranked, only the best highlighted. Exported for the bench's plan.
 */
export function matchingArticles(
  site: HelpCenterSite,
  language: string,
  terms: string,
  bounds: { ranked?: number } = {},
) {
  return sql`
    with q as (select to_tsquery(support_search_config(${language}), unaccent(${terms})) as query),
    matched as (
      select d.article_id as id, d.title, d.body, d.words
      ${documentsOf(site, language, true)} and d.words @@ q.query
      limit ${bounds.ranked ?? MAX_RANKED}
    ),
    found as (
      select matched.id, matched.title, matched.body, ts_rank_cd(matched.words, q.query) as rank
      from matched, q
      order by rank desc, matched.title
      limit ${MAX_RESULTS}
    )
    select found.id, found.title,
      ts_headline(support_search_config(${language}), found.body, q.query,
        ${`StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=15`}) as snippet
    from found, q
    order by found.rank desc, found.title`;
}

export async function searchSite(
  db: Db,
  site: HelpCenterSite,
  query: string,
  /** The bounds below; tests pass small ones. */
  bounds: { ranked?: number; closeTitles?: number } = {},
): Promise<SearchAnswer> {
  const trimmed = query.trim().slice(0, MAX_QUERY_CHARS);
  const words = queryWords(trimmed);
  if (words.length === 0 || site.articles.length === 0)
    return { query: trimmed, results: [], corrected: false };
  const language = localeLanguage(site.center.language);
  // Every word must match; the last one may be the start of a word. The words are letters and
  // digits only, so nothing in them is tsquery syntax.
  const terms = words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
  const result = await db.execute(matchingArticles(site, language, terms, bounds));
  const rows = (result as unknown as { rows: { id: string; title: string; snippet: string | null }[] }).rows;
  if (rows.length > 0) {
    return {
      query: trimmed,
      corrected: false,
      results: rows.map((row) => ({
        articleId: row.id,
        title: row.title,
        snippet: snippetHtml(row.snippet),
      })),
    };
  }
  // Nothing matched: titles that come close to what was typed ("pasword" finds "password").
  const phrase = words.join(' ');
  const key = sql`unaccent(lower(${phrase}))`;
  // `<%` finds titles through their trigram index; the threshold holds for this transaction only.
  const similar = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`));
    return tx.execute(sql`
      select close.id, close.title, word_similarity(${key}, close.title_key) as score
      from (
        select d.article_id as id, d.title, d.title_key
        ${documentsOf(site, language)} and ${key} <% d.title_key
        limit ${bounds.closeTitles ?? MAX_CLOSE_TITLES}
      ) close
      order by score desc, close.title
      limit ${MAX_RESULTS}`);
  });
  const close = (similar as unknown as { rows: { id: string; title: string }[] }).rows;
  return {
    query: trimmed,
    corrected: close.length > 0,
    results: close.map((row) => ({ articleId: row.id, title: row.title, snippet: '' })),
  };
}
