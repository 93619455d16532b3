import { localeLanguage } from '@support/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeHtml } from '../public-pages/html';
import type { HelpCenterSite } from './loadSite';
import { snippetOf, termMatcher } from './searchSnippet';
import { MAX_QUERY_CHARS, type QueryTerm, queryCompounds, queryTerms, queryWords } from './searchTerms';

export { MAX_QUERY_CHARS, queryWords };

const MAX_RESULTS = 20;
/**
 * The most matches ranked for one search. Ranking reads every match's words: a word found in nearly
 * every article of a large help center (its product's name) cost 130 ms on 10,000 articles in the
 * embedded database. Past this many matches, the best of the first ones found are shown; another
 * word narrows the search to fewer matches, all ranked.
 */
const MAX_RANKED = 300;
/** What a match counts where it is: in the title, in a heading, in the text (times the word's weight). */
const IN_TITLE = 2;
const IN_HEADING = 1.5;
/** How much of a result's text its passage is chosen from (searchSnippet.ts). */
const HEADLINE_CHARS = 4000;
/**
 * What matching every required word adds, as a share of their weights: enough to put the articles
 * with all of them first among matches of the same kind, not enough to put a body that has all
 * the words (and a common one of the question's) above the article whose title has the rare ones.
 */
const ALL_WORDS = 0.3;
/** Which words the last tier (any word) looks for: those at least this share of the rarest's weight. */
const RARE_SHARE = 0.5;
/**
 * What a title that begins with the query as typed adds ("the ker" → "The kernel message"), as a
 * share of the required words' weights: a reader typing a title is looking for that article.
 */
const TITLE_START = 1;
/** A path or file name matched as written (`resolv.conf`) on top of its parts. */
const COMPOUND_WEIGHT = 1;

/** A title as support_search_title_key keeps it: lower case, no accents, marks as one space. */
const titleKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export type SearchResult = {
  articleId: string;
  title: string;
  /** HTML: the passage with the matched words in <mark>, everything else escaped. */
  snippet: string;
};

export type SearchAnswer = { query: string; results: SearchResult[]; corrected: boolean };

// Private-use characters mark the matches inside the passage's plain text; the rest is escaped.
const START = '\uE000';
const STOP = '\uE001';

const snippetHtml = (text: string | null) =>
  escapeHtml((text ?? '').replace(/\s+/g, ' ').trim())
    .replaceAll(START, '<mark>')
    .replaceAll(STOP, '</mark>');

/**
 * The search documents a page in `language` searches (db/schema/search.ts): the help center's
 * published articles in that language; on the site's own language also, for an article that has
 * none there, the language it is written in (the site lists it in that language too).
 */
const documentsOf = (site: HelpCenterSite, language: string) => sql`
      from search_documents d cross join q
      join articles a on a.id = d.article_id and a.organization_id = ${site.center.organizationId}
        and a.is_publicly_shared and a.sharing_id is not null
      join public_groups g on g.id = a.public_group_id and g.help_center_id = ${site.center.id}
      where d.organization_id = ${site.center.organizationId}
        and (d.language = ${language} or (${site.center.language === site.ownLocale}
          and not exists (select 1 from search_documents x where x.article_id = d.article_id and x.language = ${language})))`;

const either = (parts: string[]) => parts.map((part) => `(${part})`).join(' | ');

/**
 * The statement of a ranked search: the articles with every required word first (found through the
 * GIN index), then, while fewer than a page, those that lack one of them, then those with any; each
 * tier bounded. Ranked by the words' weights (rarer counts more; title above heading above text),
 * with a bonus for every required word (ALL_WORDS), then the shorter title, then ts_rank; the
 * best-matching passage of each is highlighted. Exported for the bench's plan.
 */
export function matchingArticles(
  site: HelpCenterSite,
  language: string,
  terms: QueryTerm[],
  compounds: string[],
  /** The query's words as typed (queryWords): a title that begins with them ranks first. */
  words: string[],
  bounds: { ranked?: number } = {},
) {
  const typed = titleKey(words.join(' '));
  const ranked = bounds.ranked ?? MAX_RANKED;
  const required = terms.filter((term) => term.required);
  const all = required.map((term) => term.any).join(' & ');
  const mostly =
    required.length > 2
      ? either(
          required.map((_, skip) =>
            required
              .filter((__, i) => i !== skip)
              .map((t) => t.any)
              .join(' & '),
          ),
        )
      : all;
  // The last tier looks for the rarer words only: a common one ("follow", "news") would bring a
  // few hundred articles to rank that hold nothing else of the query, which cost most of a search.
  const rarest = Math.max(...required.map((term) => term.weight));
  const anyOf = either(required.filter((term) => term.weight >= RARE_SHARE * rarest).map((term) => term.any));
  const whole = compounds.length > 0 ? either(compounds.map((c) => `'${c.replaceAll("'", "''")}'`)) : '';
  const highlight = either([...terms.map((term) => term.any), ...(whole ? [whole] : [])]);
  const score = terms.map(
    (
      term,
    ) => sql`${term.weight}::float8 * (case when d.words @@ ${term.title}::tsquery then ${IN_TITLE}::float8
      when d.words @@ ${term.heading}::tsquery then ${IN_HEADING}::float8
      when d.words @@ ${term.any}::tsquery then 1.0 else 0 end)`,
  );
  if (whole) score.push(sql`(case when d.words @@ q.whole then ${COMPOUND_WEIGHT}::float8 else 0 end)`);
  const requiredWeight = required.reduce((sum, term) => sum + term.weight, 0);
  const hits = required.map((term) => sql`(case when d.words @@ ${term.any}::tsquery then 1 else 0 end)`);
  const tier = (name: string, query: SQL | null, before: string[]) => sql`
    ${sql.raw(name)} as (
      ${
        query === null
          ? sql`select null::uuid as id, null::text as language, null::text as title, null::text as title_key, null::tsvector as words where false`
          : sql`select d.article_id as id, d.language, d.title, d.title_key, d.words || ''::tsvector as words ${documentsOf(site, language)} and d.words @@ ${query}
        ${before.length ? sql.raw(`and (${before.map((b) => `(select count(*) from ${b})`).join(' + ')}) < ${MAX_RESULTS}`) : sql``}
      limit ${ranked}`
      }
    )`;
  return sql`
    with q as (select ${all}::tsquery as q_all, ${mostly}::tsquery as q_most, ${anyOf}::tsquery as q_any,
      ${highlight}::tsquery as q_mark, ${whole}::tsquery as whole),
    -- The titles that begin with what was typed (its index: the organization, the key's beginning).
    tier_title as (
      select d.article_id as id, d.language, d.title, d.title_key, d.words || ''::tsvector as words
      ${documentsOf(site, language)} and d.title_key like ${`${typed}%`}
      limit ${MAX_RESULTS}
    ),
    -- A tier that would find what the one before it found is left out (two words: most are all).
    ${tier('tier_all', sql`q.q_all`, [])},
    ${tier('tier_most', required.length > 2 ? sql`q.q_most` : null, ['tier_all'])},
    ${tier('tier_any', required.length > 1 || whole ? sql`(q.q_any || q.whole)` : null, ['tier_all', 'tier_most'])},
    -- Each candidate's words as its tier read them (once: every match below reads the same value,
    -- which would otherwise be read from storage, and decompressed, again for each word).
    read as materialized (
      select * from (
        select distinct on (id) * from (
          select *, 0 as tier from tier_title union all select *, 1 from tier_all union all select *, 2 from tier_most union all select *, 3 from tier_any
        ) c order by id, tier
      ) u order by tier limit ${ranked}
    ),
    scored as (
      select d.id, d.language, d.title, d.title_key, ${sql.join(hits, sql` + `)} as hits,
        ${sql.join(score, sql` + `)} as score, ts_rank(d.words, q.q_mark, 1) as rank
      from read d cross join q
    ),
    found as (
      select scored.*, scored.score
        + case when scored.hits = ${required.length} then ${ALL_WORDS * requiredWeight}::float8 else 0 end
        + case when scored.title_key like ${`${typed}%`} then ${TITLE_START * requiredWeight}::float8 else 0 end as total
      from scored
      order by total desc, length(scored.title), scored.rank desc, scored.title
      limit ${MAX_RESULTS}
    )
    select found.id, found.title, left(d.body, ${HEADLINE_CHARS}) as body
    from found
    join search_documents d on d.article_id = found.id and d.language = found.language
    order by found.total desc, length(found.title), found.rank desc, found.title`;
}

/**
 * Searches the help center's published articles and ranks them (matchingArticles): every word of
 * the query counts by how rare it is in the help center, question words and fillers little; a word
 * the help center lacks as typed is stood in for by its closest words (typos), the last one also by
 * the words it begins; paths and file names match as written and by their parts. The SQL is the
 * same on PGlite and PostgreSQL.
 */
export async function searchSite(
  db: Db,
  site: HelpCenterSite,
  query: string,
  /** The bounds below; tests pass small ones. */
  bounds: { ranked?: number } = {},
): Promise<SearchAnswer> {
  const trimmed = query.trim().slice(0, MAX_QUERY_CHARS);
  const words = queryWords(trimmed);
  if (words.length === 0 || site.articles.length === 0)
    return { query: trimmed, results: [], corrected: false };
  const language = localeLanguage(site.center.language);
  const scope = {
    organizationId: site.center.organizationId,
    language,
    everyLanguage: site.center.language === site.ownLocale,
    documents: site.articles.length,
  };
  const terms = await queryTerms(db, scope, words);
  if (terms.length === 0) return { query: trimmed, results: [], corrected: false };
  const compounds = await wholeNames(db, queryCompounds(trimmed));
  const result = await db.execute(matchingArticles(site, language, terms, compounds, words, bounds));
  const rows = (result as unknown as { rows: { id: string; title: string; body: string | null }[] }).rows;
  const marked = termMatcher(terms.map((term) => term.snippet));
  return {
    query: trimmed,
    corrected: rows.length > 0 && terms.some((term) => term.corrected),
    results: rows.map((row) => ({
      articleId: row.id,
      title: row.title,
      snippet: snippetHtml(snippetOf(row.body ?? '', marked, START, STOP)),
    })),
  };
}

/** The names as the index stores them (support_search_compounds): lower case, accents dropped. */
async function wholeNames(db: Db, compounds: string[]): Promise<string[]> {
  if (compounds.length === 0) return [];
  const result = await db.execute(
    sql`select lower(unaccent(c)) as name from json_array_elements_text(${JSON.stringify(compounds)}::json) c`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}
