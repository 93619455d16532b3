import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { FILLER_WORDS } from './searchFillers';

/** Whole words a typed beginning stands for (the most frequent ones), and corrections per word. */
export const PREFIX_WORDS = 16;
export const CORRECTIONS = 3;
/** How close a help center's word must come to a word it lacks to stand in for it (pg_trgm). */
export const TYPO_SIMILARITY = 0.4;

/** Where a query's words are looked up: the organization's words in the page's language (or all). */
export type LookupScope = { organizationId: string; language: string; everyLanguage: boolean };

/**
 * One word of the help center's vocabulary found for the query's word number `i`: its stems under
 * the page's dictionary (`page`), the word itself (`own`), a word it begins (`prefix`), one edit
 * away (`edit`) or close by trigrams (`close`).
 */
export type Found = {
  i: number;
  kind: 'page' | 'own' | 'prefix' | 'edit' | 'close';
  word: string;
  language: string;
  stems: string[];
  documents: number;
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The words one edit away (a letter left out, doubled or added, two swapped, one replaced): a typo
 * that shares few trigrams with the word meant ("dveice" for "device") is still found, by looking
 * these up in the vocabulary.
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

/**
 * The query's words the help center lacks as typed, which corrections stand in for: not a last
 * word that begins some (the reader is still typing it), not a question word or filler (it counts
 * little and is never required: correcting "nutzen" to a word it resembles finds nothing meant, and
 * the trigram search for it was the slowest part of a question), none under three letters.
 */
export function wordsToCorrect(keys: string[], rows: Found[]): { key: string; i: number }[] {
  return keys
    .map((key, index) => ({ key, i: index + 1 }))
    .filter(
      ({ key, i }) =>
        key.length >= 3 &&
        !FILLER_WORDS.has(key) &&
        !rows.some(
          (row) => row.i === i && (row.kind === 'own' || (row.kind === 'prefix' && i === keys.length)),
        ),
    );
}

/**
 * The lookups in the database (search_words), for an organization whose vocabulary is too large to
 * keep in memory (searchVocabulary.ts): one statement for the words as typed and their beginnings,
 * a second for the corrections of the words the help center lacks.
 */
export async function lookUpInDatabase(db: Db, scope: LookupScope, keys: string[]): Promise<Found[]> {
  const { organizationId, language, everyLanguage } = scope;
  const inScope = sql`s.organization_id = ${organizationId} and (s.language = ${language} or ${everyLanguage})`;
  // One select per word, each with its word as a constant, so that every lookup goes through an
  // index (the primary key, the trigrams).
  const lookups = keys.map((key, index) => {
    const i = index + 1;
    const pattern = `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`
      (select ${i}::int as i, 'page' as kind, ${key} as word, ${language} as language,
        tsvector_to_array(to_tsvector(support_search_config(${language}), ${key})) as stems, 0 as documents)
      union all
      (select ${i}::int, 'own', s.word, s.language, s.stems, s.documents from search_words s
        where ${inScope} and s.word = ${key})
      union all
      (select ${i}::int, 'prefix', s.word, s.language, s.stems, s.documents from search_words s
        where ${inScope} and ${key.length >= 2} and s.word like ${pattern} and s.word <> ${key}
        order by s.language = ${language} desc, s.documents desc, s.word limit ${PREFIX_WORDS})`;
  });
  const found = await db.execute(sql.join(lookups, sql` union all `));
  const rows = (found as unknown as { rows: Found[] }).rows;
  const unknown = wordsToCorrect(keys, rows);
  if (unknown.length === 0) return rows;
  // The closest by trigrams through their index: written as `is true`, the organization's condition
  // cannot use the primary key (the planner would compare every word of it, 50-150 ms on 17,000).
  const close = await db.execute(
    sql.join(
      unknown.flatMap(({ key, i }) => [
        sql`(select ${i}::int as i, 'edit' as kind, s.word, s.language, s.stems, s.documents
            from search_words s
            where ${inScope} and s.word in (select json_array_elements_text(${JSON.stringify(oneEditAway(key))}::json))
            order by s.language = ${language} desc, s.documents desc, s.word limit ${CORRECTIONS})`,
        sql`(select ${i}::int, 'close', c.word, c.language, c.stems, c.documents from (
            select s.word, s.language, s.stems, s.documents, similarity(s.word, ${key}) as close
            from search_words s where s.word % ${key} and (${inScope}) is true) c
            where c.close >= ${TYPO_SIMILARITY}
            order by c.close desc, c.language = ${language} desc, c.documents desc, c.word limit ${CORRECTIONS})`,
      ]),
      sql` union all `,
    ),
  );
  return [...rows, ...(close as unknown as { rows: Found[] }).rows];
}
