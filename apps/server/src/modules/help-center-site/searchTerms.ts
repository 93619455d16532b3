import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { FILLER_WORDS } from './searchFillers';

/** What a search may ask: longer queries are cut, more words ignored (each word costs a term). */
export const MAX_QUERY_CHARS = 200;
const MAX_WORDS = 10;
const MAX_COMPOUNDS = 5;
/** Whole words a typed beginning stands for (the most frequent ones), and corrections per word. */
const PREFIX_WORDS = 16;
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

type Found = {
  i: number;
  kind: 'page' | 'own' | 'prefix' | 'edit' | 'close';
  word: string;
  language: string;
  stems: string[];
  documents: number;
};

/** A word as the vocabulary keeps it (support_search_vocabulary): lower case, accents dropped. */
export const vocabularyKey = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replaceAll('æ', 'ae')
    .replaceAll('œ', 'oe')
    .replaceAll('ø', 'o')
    .normalize('NFC');

const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The words one edit away (a letter left out, doubled or added, two swapped, one replaced): a typo
 * that shares few trigrams with the word meant ("dveice" for "device") is still found, by looking
 * these up in the vocabulary's index.
 */
export function oneEditAway(word: string): string[] {
  if (word.length > 24) return [];
  const edits = new Set<string>();
  for (let at = 0; at <= word.length; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return [...edits];
}

// Lexemes come from the database's own parser; quoted, nothing in them is tsquery syntax.
const lexeme = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * Looks the query's words up in the help center's vocabulary (search_words), in one statement and
 * a second for the words it lacks: their stems, how many documents hold them, the whole words a beginning stands for (the last word, and
 * any word the help center lacks as typed) and, for a word it lacks, the words that come closest.
 */
export async function queryTerms(
  db: Db,
  /** `everyLanguage`: the page also lists articles in the language they are written in (search.ts). */
  scope: { organizationId: string; language: string; everyLanguage: boolean; documents: number },
  words: string[],
): Promise<QueryTerm[]> {
  if (words.length === 0) return [];
  const { organizationId, language, everyLanguage } = scope;
  const keys = words.map(vocabularyKey);
  const inScope = sql`s.organization_id = ${organizationId} and (s.language = ${language} or ${everyLanguage})`;
  const stems = sql`tsvector_to_array(to_tsvector(support_search_config(s.language), s.word))`;
  // One select per word, each with its word as a constant, so that every lookup goes through an
  // index (the primary key, the trigrams); with the words' stems under the page's dictionary.
  const lookups = keys.map((key, index) => {
    const i = index + 1;
    const pattern = `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`
      (select ${i}::int as i, 'page' as kind, ${key} as word, ${language} as language,
        tsvector_to_array(to_tsvector(support_search_config(${language}), ${key})) as stems, 0 as documents)
      union all
      (select ${i}::int, 'own', s.word, s.language, ${stems}, s.documents from search_words s
        where ${inScope} and s.word = ${key})
      union all
      (select ${i}::int, 'prefix', s.word, s.language, ${stems}, s.documents from search_words s
        where ${inScope} and ${key.length >= 2} and s.word like ${pattern} and s.word <> ${key}
        order by s.language = ${language} desc, s.documents desc, s.word limit ${PREFIX_WORDS})`;
  });
  const found = await db.execute(sql.join(lookups, sql` union all `));
  const rows = (found as unknown as { rows: Found[] }).rows;
  // The words the help center lacks as typed (but not a last word that begins some: the reader is
  // still typing it): the help center's words one edit away, then the closest by trigrams (through their index: the planner prefers the
  // primary key on the organization and then compares every word of it, 50-150 ms on 17,000
  // words; written as `is true`, the organization's condition cannot use it).
  const unknown = keys
    .map((key, index) => ({ key, i: index + 1 }))
    .filter(
      ({ key, i }) =>
        key.length >= 3 &&
        !rows.some(
          (row) => row.i === i && (row.kind === 'own' || (row.kind === 'prefix' && i === keys.length)),
        ),
    );
  if (unknown.length > 0) {
    const close = await db.execute(
      sql.join(
        unknown.flatMap(({ key, i }) => [
          sql`(select ${i}::int as i, 'edit' as kind, s.word, s.language, ${stems} as stems, s.documents
            from search_words s
            where ${inScope} and s.word in (select json_array_elements_text(${JSON.stringify(oneEditAway(key))}::json))
            order by s.language = ${language} desc, s.documents desc, s.word limit ${CORRECTIONS})`,
          sql`(select ${i}::int, 'close', c.word, c.language, c.stems, c.documents from (
            select s.word, s.language, ${stems} as stems, s.documents, similarity(s.word, ${key}) as close
            from search_words s where s.word % ${key} and (${inScope}) is true) c
            where c.close >= ${TYPO_SIMILARITY}
            order by c.close desc, c.language = ${language} desc, c.documents desc, c.word limit ${CORRECTIONS})`,
        ]),
        sql` union all `,
      ),
    );
    rows.push(...(close as unknown as { rows: Found[] }).rows);
  }
  const terms: QueryTerm[] = [];
  for (const [index, key] of keys.entries()) {
    const i = index + 1;
    const last = i === words.length;
    const mine = rows.filter((row) => row.i === i);
    // The page's language first: another language's rows stand in only for the words it lacks
    // (an article listed in the language it is written in).
    const written = mine.filter((row) => row.kind === 'own');
    const exact = written.some((row) => row.language === language)
      ? written.filter((row) => row.language === language)
      : written;
    const known = exact.length > 0;
    // A beginning stands for whole words on the last word, and on a word the help center lacks.
    const prefixes = last || !known ? mine.filter((row) => row.kind === 'prefix') : [];
    // One edit away first, then by trigrams; the first few.
    const corrections = known
      ? []
      : [
          ...new Map(
            [...mine.filter((row) => row.kind === 'edit'), ...mine.filter((row) => row.kind === 'close')].map(
              (row) => [row.word, row],
            ),
          ).values(),
        ].slice(0, CORRECTIONS);
    // The word's own stems (the page's dictionary, and those of the documents that hold it, as they
    // were indexed; the last word also as a beginning), then the whole words that stand in.
    const alternatives = [
      ...[...mine.filter((row) => row.kind === 'page'), ...exact]
        .flatMap((row) => row.stems)
        .map((stem) => ({ stem, prefix: last })),
      ...[...prefixes, ...corrections].flatMap((row) => row.stems.map((stem) => ({ stem, prefix: false }))),
    ].filter((alternative) => alternative.stem);
    const unique = [...new Map(alternatives.map((a) => [`${a.stem}${a.prefix}`, a])).values()];
    if (unique.length === 0) continue;
    const text = (weight: string) =>
      `(${unique.map((a) => `${lexeme(a.stem)}${a.prefix || weight ? ':' : ''}${a.prefix ? '*' : ''}${weight}`).join(' | ')})`;
    const documents = Math.max(0, ...[...exact, ...prefixes, ...corrections].map((row) => row.documents));
    const filler = FILLER_WORDS.has(key);
    // Rarer words count more (inverse document frequency).
    const rarity = Math.log(1 + scope.documents / (documents + 1));
    terms.push({
      any: text(''),
      title: text('A'),
      heading: text('B'),
      weight: Math.max(0.05, rarity) * (filler ? FILLER_WEIGHT : 1),
      required: !filler,
      corrected: !known && corrections.length > 0,
    });
  }
  // A query of fillers only ("how does it work"): all of them count.
  if (terms.length > 0 && !terms.some((term) => term.required))
    for (const term of terms) term.required = true;
  return terms;
}
