/**
 * A result's passage, chosen and marked here rather than by ts_headline: ts_headline parses and
 * stems every word of the text it is given, which was a third of a search's time for 20 results.
 * The passage is the window of PASSAGE_WORDS words that holds the most of the query's words (then
 * the most matches, then the earliest); a word is marked when it begins with one of a term's
 * stems and goes on for at most a few letters (an ending: "calibr" marks "calibration"), or with a
 * typed beginning ("sett" marks "setting").
 */
const PASSAGE_WORDS = 30;
/** Words before the first match in the passage, so that it reads as a sentence's part. */
const LEAD_WORDS = 3;
/** Letters a word may have past a stem and still count as that stem's (an ending). */
const ENDING = 5;

/** A query word's stems as the search matched them; `prefix`: typed beginnings (any ending). */
export type SnippetTerm = { stems: string[]; prefixes: string[] };

const WORD = /[\p{L}\p{N}]+(?:[_'’][\p{L}\p{N}]+)*/gu;

const keyOf = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss');

/**
 * Which term a word of the text is (its index), or -1; remembered per word, as a text repeats its
 * words and the 20 results of a search share most of them.
 */
export function termMatcher(terms: SnippetTerm[]): (word: string) => number {
  const known = new Map<string, number>();
  const firstLetters = new Set(terms.flatMap((term) => [...term.stems, ...term.prefixes]).map((s) => s[0]));
  return (word) => {
    const remembered = known.get(word);
    if (remembered !== undefined) return remembered;
    const key = keyOf(word);
    const parts = key.split(/[_'’]/).filter((part) => firstLetters.has(part[0]));
    const term =
      parts.length === 0
        ? -1
        : terms.findIndex(
            (term) =>
              term.prefixes.some((prefix) => parts.some((part) => part.startsWith(prefix))) ||
              term.stems.some((stem) =>
                parts.some((part) => part.startsWith(stem) && part.length - stem.length <= ENDING),
              ),
          );
    known.set(word, term);
    return term;
  };
}

/** The passage of `text` for `terms`, its matches between `start` and `stop`. */
export function snippetOf(
  text: string,
  termOf: (word: string) => number,
  start: string,
  stop: string,
): string {
  const words = [...text.matchAll(WORD)].map((match) => ({
    at: match.index,
    end: match.index + match[0].length,
    term: termOf(match[0]),
  }));
  if (words.length === 0) return '';
  const termCount = new Set(words.map((word) => word.term).filter((term) => term >= 0)).size;
  let best = { from: 0, distinct: 0, matches: 0 };
  let last = -1;
  for (const [k, word] of words.entries()) {
    if (word.term < 0) continue;
    const from = Math.max(0, k - LEAD_WORDS);
    if (from <= last) continue;
    last = from;
    const seen = new Set<number>();
    let matches = 0;
    for (let at = from; at < Math.min(words.length, from + PASSAGE_WORDS); at++) {
      const term = words[at]!.term;
      if (term < 0) continue;
      seen.add(term);
      matches++;
    }
    if (seen.size > best.distinct || (seen.size === best.distinct && matches > best.matches))
      best = { from, distinct: seen.size, matches };
    if (best.distinct === termCount && best.matches >= PASSAGE_WORDS / 3) break;
  }
  const shown = words.slice(best.from, best.from + PASSAGE_WORDS);
  let passage = '';
  let at = shown[0]!.at;
  for (const word of shown) {
    passage += text.slice(at, word.at);
    const written = text.slice(word.at, word.end);
    passage += word.term >= 0 ? `${start}${written}${stop}` : written;
    at = word.end;
  }
  // The marks right after the last word (a full stop, a closing quote), not the words after them.
  return passage + (text.slice(at).match(/^[^\s\p{L}\p{N}]*/u)?.[0] ?? '');
}
