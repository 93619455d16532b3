/**
 * Glossary rules both sides need, without zod (the web app's editor loads them): the bounds of an
 * entry's fields and how its words to avoid are read.
 */

export const GLOSSARY_TERM_MAX_LENGTH = 200;
export const GLOSSARY_DEFINITION_MAX_LENGTH = 2_000;
export const GLOSSARY_NEGATIVE_MAX_LENGTH = 500;
export const GLOSSARY_EXAMPLE_MAX_LENGTH = 1_000;
/** At most this many articles come back with a generated definition. */
export const GLOSSARY_SEARCH_RESULTS_MAX = 5;

/** The message of 409 GLOSSARY_TERM_TAKEN, shown on the term field. */
export const glossaryTermTakenMessage = (term: string) => `The glossary already has an entry for "${term}"`;

/**
 * The terms not to use of an entry's `negative`: several may be given, separated by commas or
 * semicolons ("e-mail, E-Mail"). Used by the server's prompts and the editor's marks alike.
 */
export function glossaryNegativeTerms(negative: string | null | undefined): string[] {
  if (!negative) return [];
  return negative
    .split(/[,;]/)
    .map((term) => term.trim())
    .filter(Boolean);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words as whole words, case ignored, in any script: a letter, digit or underscore next to one
 * makes it part of a longer word ("Space" is not found in "Workspace", nor "Führung" in
 * "Unternehmensführung"). The longest word wins where several start at the same place.
 */
export function wholeWordPattern(words: readonly string[], flags = 'iu'): RegExp {
  const alternatives = [...words]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  // No word: a pattern that matches nothing.
  if (!alternatives) return new RegExp('(?!)', flags);
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives})(?![\\p{L}\\p{N}_])`, flags);
}
