import { localeLanguage } from '@support/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeHtml } from '../public-site/html';
import type { HelpCenterSite } from './loadSite';

/** What a search may ask: longer queries are cut, more words ignored (each word costs a term). */
export const MAX_QUERY_CHARS = 200;
const MAX_WORDS = 10;
const MAX_RESULTS = 20;
/** How close a title must come to the words for the typo fallback (pg_trgm word similarity). */
const TYPO_SIMILARITY = 0.4;

/** PostgreSQL's text search dictionary for a help center's language; `simple` for any other. */
const DICTIONARIES: Record<string, string> = {
  'en-US': 'english',
  'de-DE': 'german',
  'nl-NL': 'dutch',
  'it-IT': 'italian',
  'fr-FR': 'french',
  'tr-TR': 'turkish',
};

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
 * The page language's translation of each article, where the article is written in another
 * language and has one with text (the site in that language lists only such articles).
 */
const translated = (language: string) => sql`
      left join article_translations t on t.article_id = a.id and t.organization_id = a.organization_id
        and t.language = ${language} and v.language <> ${language} and btrim(t.content) <> ''`;

export async function searchSite(db: Db, site: HelpCenterSite, query: string): Promise<SearchAnswer> {
  const trimmed = query.trim().slice(0, MAX_QUERY_CHARS);
  const words = queryWords(trimmed);
  const ids = site.articles.map((article) => article.id);
  if (words.length === 0 || ids.length === 0) return { query: trimmed, results: [], corrected: false };
  const dictionary = DICTIONARIES[site.center.language] ?? 'simple';
  const language = localeLanguage(site.center.language);
  // Every word must match; the last one may be the start of a word. The words are letters and
  // digits only, so nothing in them is tsquery syntax.
  const terms = words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const config = sql.raw(`'${dictionary}'::regconfig`);
  const result = await db.execute(sql`
    with docs as (
      select a.id, coalesce(nullif(t.title, ''), a.title) as title,
        regexp_replace(coalesce(t.content, v.content, ''), '!?\\[([^\\]]*)\\]\\([^)]*\\)|[*_#|\`~]+', '\\1', 'g') as body
      from articles a
      left join article_versions v on v.id = a.active_version_id
      ${translated(language)}
      where a.id in (${idList}) and a.organization_id = ${site.center.organizationId}
    ), q as (select to_tsquery(${config}, unaccent(${terms})) as query)
    select docs.id, docs.title,
      ts_headline(${config}, docs.body, q.query,
        ${`StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=15`}) as snippet
    from docs, q, lateral (
      select setweight(to_tsvector(${config}, unaccent(docs.title)), 'A')
        || setweight(to_tsvector(${config}, unaccent(docs.body)), 'B') as doc
    ) d
    where d.doc @@ q.query
    order by ts_rank_cd(d.doc, q.query) desc, docs.title
    limit ${MAX_RESULTS}`);
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
  const similar = await db.execute(sql`
    select id, title, word_similarity(unaccent(lower(${phrase})), unaccent(lower(title))) as score
    from (
      select a.id, coalesce(nullif(t.title, ''), a.title) as title
      from articles a
      left join article_versions v on v.id = a.active_version_id
      ${translated(language)}
      where a.id in (${idList}) and a.organization_id = ${site.center.organizationId}
    ) titles
    where word_similarity(unaccent(lower(${phrase})), unaccent(lower(title))) >= ${TYPO_SIMILARITY}
    order by score desc, title
    limit ${MAX_RESULTS}`);
  const close = (similar as unknown as { rows: { id: string; title: string }[] }).rows;
  return {
    query: trimmed,
    corrected: close.length > 0,
    results: close.map((row) => ({ articleId: row.id, title: row.title, snippet: '' })),
  };
}
