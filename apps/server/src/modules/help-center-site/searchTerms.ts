import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { FILLER_WORDS } from './searchFillers';

/** What a search may ask: longer queries are cut, more words ignored (each word costs a term). */
export const MAX_QUERY_CHARS = 200;
const MAX_WORDS = 10;
const MAX_COMPOUNDS = 5;
/** Whole words a typed beginning stands for (the most frequent ones), and corrections per word. */
const PREFIX_WORDS = 8;
const CORRECTIONS = 3;
/** How close a help center's word must come to a word it lacks to stand in for it (pg_trgm). */
const TYPO_SIMILARITY = 0.4;
/** How much a question word or filler counts next to a word of the same rarity. */
const FILLER_WEIGHT = 0.15;

/** The words of a query as the search uses them: letters and digits only, at most ten. */
export function queryWords(query: string): string[] {
  return (query.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** Paths, file, host and dotted names as typed (`/etc/fstab` → `etc/fstab`, `LC_ALL`, `GNU/Linux`). */
export function queryCompounds(query: string): string[] {
  return (query.normalize('NFC').match(/[\p{L}\p{N}]+(?:[._/:-][\p{L}\p{N}]+)+/gu) ?? []).slice(
    0,
    MAX_COMPOUNDS,
  );
}

/** One word of the query as the search matches it: tsquery texts for anywhere, the title, a heading. */
export type QueryTerm = {
  any: string;
  title: string;
  heading: string;
  weight: number;
  /** Not a filler: an article with every required word ranks above one that lacks some. */
  required: boolean;
  /** The word as typed is not in the help center: words close to it stand in. */
  corrected: boolean;
};

type Analysed = {
  i: number;
  key: string;
  stems: string[];
  documents: number | null;
  prefixes: { stems: string[]; documents: number }[];
  corrections: { stems: string[]; documents: number }[];
  total: number;
};

// Lexemes come from the database's own parser; quoted, nothing in them is tsquery syntax.
const lexeme = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * Looks the query's words up in the help center's vocabulary (search_words) in one statement: their
 * stems, how many documents hold them, the whole words a beginning stands for (the last word, and
 * any word the help center lacks as typed) and, for a word it lacks, the words that come closest.
 */
export async function queryTerms(
  db: Db,
  /** `everyLanguage`: the page also lists articles in the language they are written in (search.ts). */
  scope: { organizationId: string; language: string; everyLanguage: boolean },
  words: string[],
): Promise<QueryTerm[]> {
  if (words.length === 0) return [];
  const { organizationId, language, everyLanguage } = scope;
  const config = sql`support_search_config(${language})`;
  const inScope = sql`s.organization_id = ${organizationId} and (s.language = ${language} or ${everyLanguage})`;
  const vocabulary = sql`search_words s where ${inScope}`;
  const found = (from: SQL) =>
    sql`coalesce((select json_agg(json_build_object('stems',
      tsvector_to_array(to_tsvector(support_search_config(x.language), x.word)),
      'documents', x.documents)) from (${from}) x), '[]'::json)`;
  const result = await db.execute(sql`
    with k as (
      select w.i::int as i, lower(unaccent(w.word)) as key
      from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality as w(word, i)
    )
    select k.i, k.key, own.documents,
      array(select distinct x from unnest(tsvector_to_array(to_tsvector(${config}, k.key)) || own.stems) x) as stems,
      ${found(sql`select s.word, s.language, s.documents from ${vocabulary}
        and (k.i = ${words.length} or own.documents is null) and length(k.key) >= 2
        and s.word like replace(replace(replace(k.key, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
        and s.word <> k.key
        order by s.documents desc, s.word limit ${PREFIX_WORDS}`)} as prefixes,
      ${found(sql`select c.word, c.language, c.documents from (select s.word, s.language, s.documents,
        similarity(s.word, k.key) as close
        from ${vocabulary} and own.documents is null and length(k.key) >= 3 and s.word % k.key) c
        where c.close >= ${TYPO_SIMILARITY} order by c.close desc, c.documents desc, c.word limit ${CORRECTIONS}`)}
        as corrections,
      (select count(*)::int from search_documents d where d.organization_id = ${organizationId}
        and (d.language = ${language} or ${everyLanguage})) as total
    -- The word's stems in the languages of the documents that hold it, as they were indexed.
    from k left join lateral (select max(s.documents) as documents, coalesce(array_agg(l) filter (where l is not null), '{}') as stems
      from search_words s
      left join lateral unnest(tsvector_to_array(to_tsvector(support_search_config(s.language), k.key))) l on true
      where ${inScope} and s.word = k.key
    ) own on true
    order by k.i`);
  const rows = (result as unknown as { rows: Analysed[] }).rows;
  const terms: QueryTerm[] = [];
  for (const row of rows) {
    const last = row.i === words.length;
    // A word's own stems (the last one also as a beginning), then the whole words that stand in.
    const alternatives = [
      ...row.stems.filter(Boolean).map((stem) => ({ stem, prefix: last })),
      ...[...row.prefixes, ...row.corrections].flatMap((word) =>
        word.stems.map((stem) => ({ stem, prefix: false })),
      ),
    ];
    const unique = [...new Map(alternatives.map((a) => [`${a.stem}${a.prefix}`, a])).values()];
    if (unique.length === 0) continue;
    const text = (weight: string) =>
      `(${unique.map((a) => `${lexeme(a.stem)}${a.prefix || weight ? ':' : ''}${a.prefix ? '*' : ''}${weight}`).join(' | ')})`;
    const documents = Math.max(
      row.documents ?? 0,
      ...[...row.prefixes, ...row.corrections].map((w) => w.documents),
    );
    const filler = FILLER_WORDS.has(row.key);
    // Rarer words count more (inverse document frequency).
    const rarity = Math.log(1 + row.total / (documents + 1));
    terms.push({
      any: text(''),
      title: text('A'),
      heading: text('B'),
      weight: Math.max(0.05, rarity) * (filler ? FILLER_WEIGHT : 1),
      required: !filler,
      corrected: row.documents === null && row.corrections.length > 0,
    });
  }
  // A query of fillers only ("how does it work"): all of them count.
  if (terms.length > 0 && !terms.some((term) => term.required))
    for (const term of terms) term.required = true;
  return terms;
}
