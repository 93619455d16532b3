import type { GlossaryEntry } from '@support/shared';

/** Lower case without accents, so "fuhrung" finds "Führung". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The entries whose term, definition, words to avoid or example contain every word of `query`. */
export function filterEntries(entries: readonly GlossaryEntry[], query: string): GlossaryEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = fold([entry.term, entry.definition, entry.negative ?? '', entry.example ?? ''].join('\n'));
    return words.every((word) => text.includes(word));
  });
}
