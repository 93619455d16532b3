import type { Db } from '../../db/client';
import { FILLER_WORDS } from './searchFillers';
import { CORRECTIONS, lookUpInDatabase } from './searchLookups';
import type { SnippetTerm } from './searchSnippet';
import { lookUpInMemory } from './searchVocabulary';

/** What a search may ask: longer queries are cut, more words ignored (each word costs a term). */
export const MAX_QUERY_CHARS = 200;
const MAX_WORDS = 10;
const MAX_COMPOUNDS = 5;
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
  /** What the result's passage marks (searchSnippet.ts). */
  snippet: SnippetTerm;
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

// Lexemes come from the database's own parser; quoted, nothing in them is tsquery syntax.
const lexeme = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * Looks the query's words up in the help center's vocabulary (search_words; kept in memory,
 * searchVocabulary.ts, or in the database for a very large one): their stems, how many documents
 * hold them, the whole words a beginning stands for (the last word, and any word the help center
 * lacks as typed) and, for a word it lacks, the words that come closest.
 */
export async function queryTerms(
  db: Db,
  /** `everyLanguage`: the page also lists articles in the language they are written in (search.ts). */
  scope: { organizationId: string; language: string; everyLanguage: boolean; documents: number },
  words: string[],
): Promise<QueryTerm[]> {
  if (words.length === 0) return [];
  const { language } = scope;
  const keys = words.map(vocabularyKey);
  const rows = (await lookUpInMemory(db, scope, keys)) ?? (await lookUpInDatabase(db, scope, keys));
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
    // One edit away first, then by trigrams; the first few, each word once (its first row: the
    // page's language before another's, whose stems would not match the page's documents).
    const seen = new Set<string>();
    const corrections = known
      ? []
      : [...mine.filter((row) => row.kind === 'edit'), ...mine.filter((row) => row.kind === 'close')]
          .filter((row) => !seen.has(row.word) && Boolean(seen.add(row.word)))
          .slice(0, CORRECTIONS);
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
      snippet: {
        stems: unique.filter((a) => !a.prefix).map((a) => a.stem),
        prefixes: unique.filter((a) => a.prefix).map((a) => a.stem),
      },
    });
  }
  // A query of fillers only ("how does it work"): all of them count.
  if (terms.length > 0 && !terms.some((term) => term.required))
    for (const term of terms) term.required = true;
  return terms;
}
