import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  CORRECTIONS,
  type Found,
  type LookupScope,
  oneEditAway,
  PREFIX_WORDS,
  TYPO_SIMILARITY,
  wordsToCorrect,
} from './searchLookups';

/**
 * An organization with more words than this is looked up in the database (searchLookups.ts); the
 * rest are kept in memory, at most MAX_KEPT_WORDS of all organizations together (the least recently
 * searched go first). About 100 bytes a word: 20 MB for the most kept.
 */
const MAX_ORGANIZATION_WORDS = 100_000;
const MAX_KEPT_WORDS = 200_000;

type Word = { word: string; language: string; documents: number; stems: string[] };

/** pg_trgm's trigrams of one word: two spaces before it, one after. */
function trigrams(word: string): string[] {
  const padded = [...`  ${word} `];
  const found = new Set<string>();
  for (let at = 0; at + 3 <= padded.length; at++) found.add(padded.slice(at, at + 3).join(''));
  return [...found];
}

/**
 * An organization's vocabulary (search_words) as of one version of it: the words sorted (a
 * beginning finds its range by bisection), by word, and, made when a correction first needs it,
 * by trigram. Lookups answer what the database's would (searchLookups.ts), in the same order.
 */
class Vocabulary {
  readonly sorted: Word[];
  private readonly byWord = new Map<string, Word[]>();
  private byTrigram: Map<string, number[]> | null = null;
  private trigramCounts: number[] = [];

  constructor(
    readonly version: string,
    words: Word[],
  ) {
    this.sorted = words.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    for (const word of this.sorted) {
      const same = this.byWord.get(word.word);
      if (same) same.push(word);
      else this.byWord.set(word.word, [word]);
    }
  }

  lookUp(scope: LookupScope, keys: string[]): Found[] {
    const keep = (word: Word) => scope.everyLanguage || word.language === scope.language;
    // The database's order: the page's language first, the most documents, then the word.
    const order = (a: Word, b: Word) =>
      Number(b.language === scope.language) - Number(a.language === scope.language) ||
      b.documents - a.documents ||
      (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
    const found = (i: number, kind: Found['kind'], words: Word[]) =>
      words.map((word): Found => ({ i, kind, ...word }));
    const rows = keys.flatMap((key, index) => {
      const i = index + 1;
      const own = (this.byWord.get(key) ?? []).filter(keep);
      return [
        ...found(i, 'own', own),
        ...(key.length >= 2
          ? found(i, 'prefix', this.beginningWith(key).filter(keep).sort(order).slice(0, PREFIX_WORDS))
          : []),
      ];
    });
    for (const { key, i } of wordsToCorrect(keys, rows)) {
      const edits = oneEditAway(key).flatMap((edit) => this.byWord.get(edit) ?? []);
      rows.push(...found(i, 'edit', edits.filter(keep).sort(order).slice(0, CORRECTIONS)));
      const close = this.close(key)
        .filter((entry) => keep(entry.word))
        .sort((a, b) => b.similarity - a.similarity || order(a.word, b.word))
        .slice(0, CORRECTIONS);
      rows.push(
        ...found(
          i,
          'close',
          close.map((entry) => entry.word),
        ),
      );
    }
    return rows;
  }

  /** The words that begin with `key`, itself left out. */
  private beginningWith(key: string): Word[] {
    let [low, high] = [0, this.sorted.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sorted[middle]!.word < key) low = middle + 1;
      else high = middle;
    }
    const words: Word[] = [];
    for (let at = low; at < this.sorted.length && this.sorted[at]!.word.startsWith(key); at++)
      if (this.sorted[at]!.word !== key) words.push(this.sorted[at]!);
    return words;
  }

  /** pg_trgm's similarity (shared trigrams over all of both), of the words at TYPO_SIMILARITY or more. */
  private close(key: string): { word: Word; similarity: number }[] {
    if (!this.byTrigram) {
      this.byTrigram = new Map();
      for (const [at, word] of this.sorted.entries()) {
        const all = trigrams(word.word);
        this.trigramCounts[at] = all.length;
        for (const trigram of all) {
          const list = this.byTrigram.get(trigram);
          if (list) list.push(at);
          else this.byTrigram.set(trigram, [at]);
        }
      }
    }
    const mine = trigrams(key);
    const shared = new Map<number, number>();
    for (const trigram of mine)
      for (const at of this.byTrigram.get(trigram) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1);
    const close: { word: Word; similarity: number }[] = [];
    for (const [at, count] of shared) {
      const word = this.sorted[at]!;
      const similarity = count / (mine.length + this.trigramCounts[at]! - count);
      if (similarity >= TYPO_SIMILARITY) close.push({ word, similarity });
    }
    return close;
  }
}

/** Per database (tests open many), per organization; a Map keeps the least recently used first. */
const kept = new WeakMap<Db, Map<string, Vocabulary | 'too large'>>();

/**
 * The query's words looked up in the organization's vocabulary kept in memory, read again from
 * search_words when its version moved (the triggers of migration 0044 move it in the transaction
 * of every change, so a server sees another's changes too), with the words' stems under the page's
 * dictionary from the same small statement. Answers null for an organization whose vocabulary is
 * too large to keep: the database looks the words up (searchLookups.ts).
 */
export async function lookUpInMemory(db: Db, scope: LookupScope, keys: string[]): Promise<Found[] | null> {
  const result = await db.execute(sql`
    select k.i::int as i, tsvector_to_array(to_tsvector(support_search_config(${scope.language}), k.key)) as stems,
      (select v.version::text from search_vocabulary_versions v where v.organization_id = ${scope.organizationId}) as version
    from json_array_elements_text(${JSON.stringify(keys)}::json) with ordinality k(key, i)`);
  const rows = (result as unknown as { rows: { i: number; stems: string[]; version: string | null }[] }).rows;
  const version = rows[0]?.version ?? 'none';
  const page = rows.map(
    (row): Found => ({
      i: row.i,
      kind: 'page',
      word: keys[row.i - 1]!,
      language: scope.language,
      stems: row.stems,
      documents: 0,
    }),
  );
  const vocabulary = await vocabularyOf(db, scope.organizationId, version);
  if (vocabulary === 'too large') return null;
  return [...page, ...vocabulary.lookUp(scope, keys)];
}

async function vocabularyOf(db: Db, organizationId: string, version: string) {
  const organizations = kept.get(db) ?? new Map<string, Vocabulary | 'too large'>();
  kept.set(db, organizations);
  const known = organizations.get(organizationId);
  organizations.delete(organizationId);
  if (known === 'too large' || (known && known.version === version)) {
    organizations.set(organizationId, known);
    return known;
  }
  const result = await db.execute(sql`
    select s.word, s.language, s.documents, s.stems from search_words s
    where s.organization_id = ${organizationId} limit ${MAX_ORGANIZATION_WORDS + 1}`);
  const words = (result as unknown as { rows: Word[] }).rows;
  // Read after the version: a change in between is read now and again next time, never missed.
  const vocabulary = words.length > MAX_ORGANIZATION_WORDS ? 'too large' : new Vocabulary(version, words);
  organizations.set(organizationId, vocabulary);
  let total = 0;
  for (const entry of organizations.values()) total += entry === 'too large' ? 0 : entry.sorted.length;
  for (const [id, entry] of organizations) {
    if (total <= MAX_KEPT_WORDS || id === organizationId) break;
    organizations.delete(id);
    total -= entry === 'too large' ? 0 : entry.sorted.length;
  }
  return vocabulary;
}
