import { compileTerms, findSensitiveText } from '@support/shared';

/**
 * Which words of a screenshot the organization's rules withhold, from the text OCR read. The same
 * rules as the recorders' step text (packages/shared/redaction.ts): e-mail addresses unless the
 * organization shows them, card numbers, IBANs and the do-not-show terms; and besides those, what
 * only a picture shows: the values withheld from typed steps (a password typed into a field that
 * displays it) and password dots.
 *
 * OCR misreads some characters, so the text is compared in a folded form (lower case, accents
 * dropped, look-alikes such as 0/o and 1/l/I made one), character for character so that every
 * match still points at the words it came from. A word partly inside a match is withheld whole.
 */

export type Box = { x: number; y: number; width: number; height: number };
export type OcrWord = { text: string; box: Box };
export type OcrLine = { words: OcrWord[] };
export type RedactionKind = 'email' | 'card' | 'iban' | 'term' | 'typed' | 'dots';
export type Redaction = { box: Box; kind: RedactionKind };

export type RedactionRules = {
  /** The organization's do-not-show terms. */
  terms: readonly string[];
  /** E-mail addresses are withheld unless the organization shows them (`hideTypedEmails`). */
  hideEmails: boolean;
  /** Typed text withheld from the steps (passwords, secret-looking or rule-matched values). */
  withheldValues?: readonly string[];
};

const LOOK_ALIKES: Record<string, string> = { '0': 'o', '1': 'l', i: 'l', '|': 'l', '!': 'l', '5': 's' };

/** One character for one: offsets in the folded text are offsets in the original. */
function fold(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const base = lower.normalize('NFD')[0] ?? lower;
    const folded = LOOK_ALIKES[base] ?? base;
    // Characters outside the BMP count two code units: keep the length in code units.
    out += char.length === 2 ? `${folded}_` : folded;
  }
  return out;
}

/**
 * A run of password dots: as drawn (•••, ●●●, ***), and as OCR tends to read them (00000ee,
 * 90000000: five or more of 0, o, e with at most one stray character at each end). A round number
 * such as 10000000 is blurred too; too much blurred costs less than a password shown.
 */
const DOTS = [/^[•●∙⋅·*◦°]{3,}$/u, /^.?[0oOeé°•●]{5,}.?$/u];
/** A field label whose next word is a password, however OCR read it. */
const PASSWORD_LABEL = /^(pass(wort|word|code)?|kennwort|pin)[:：]$/i;
/** An address OCR read with a look-alike for @ or with the dot spaced off. */
const EMAIL_LIKE = /^[^\s@]+[@©®][^\s@]+\.[a-z]{2,}$/i;

export type CompiledRules = {
  find: (lines: readonly OcrLine[]) => Redaction[];
};

const union = (boxes: Box[]): Box => {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
};

export function compileRules(rules: RedactionRules): CompiledRules {
  const terms = compileTerms(rules.terms.map(fold));
  // Values shown in a field: whole, and each word of them on its own (a field cut by its edge).
  const values = [
    ...new Set(
      (rules.withheldValues ?? [])
        .flatMap((value) => [value, ...(/\s/.test(value.trim()) ? value.trim().split(/\s+/) : [])])
        .map((value) => value.trim())
        .filter((value) => value.length >= 4),
    ),
  ];
  const typed = compileTerms(values.map(fold));

  const findInLine = (line: OcrLine): Redaction[] => {
    const words = line.words.filter((word) => word.text.trim().length > 0);
    if (words.length === 0) return [];
    const starts: number[] = [];
    let text = '';
    for (const word of words) {
      starts.push(text.length);
      text += `${word.text} `;
    }
    const folded = fold(text);
    const spans: { start: number; end: number; kind: RedactionKind }[] = [];
    // Terms are matched on the folded text below; e-mails, cards and IBANs as written.
    for (const match of findSensitiveText(text)) {
      if (match.kind === 'email' && !rules.hideEmails) continue;
      spans.push(match);
    }
    if (terms)
      for (const m of folded.matchAll(terms))
        spans.push({ start: m.index, end: m.index + m[0].length, kind: 'term' });
    if (typed)
      for (const m of folded.matchAll(typed))
        spans.push({ start: m.index, end: m.index + m[0].length, kind: 'typed' });
    const found: Redaction[] = [];
    for (const span of spans) {
      const hit = words.filter((word, i) => {
        const start = starts[i] ?? 0;
        return start < span.end && start + word.text.length > span.start;
      });
      if (hit.length > 0) found.push({ box: union(hit.map((word) => word.box)), kind: span.kind });
    }
    words.forEach((word, i) => {
      const text = word.text.trim();
      const afterLabel = i > 0 && PASSWORD_LABEL.test(words[i - 1]?.text.trim() ?? '');
      if (afterLabel || DOTS.some((pattern) => pattern.test(text)))
        found.push({ box: word.box, kind: 'dots' });
      else if (rules.hideEmails && EMAIL_LIKE.test(text)) found.push({ box: word.box, kind: 'email' });
    });
    return found;
  };

  return { find: (lines) => mergeOverlapping(lines.flatMap(findInLine)) };
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** One entry per place: boxes found by two rules (an e-mail that is also a term) become one. */
export function mergeOverlapping(found: readonly Redaction[]): Redaction[] {
  const merged: Redaction[] = [];
  for (const item of found) {
    let current = { ...item };
    for (let i = merged.length - 1; i >= 0; i--) {
      const other = merged[i]!;
      if (!overlaps(other.box, current.box)) continue;
      current = { box: union([other.box, current.box]), kind: other.kind };
      merged.splice(i, 1);
    }
    merged.push(current);
  }
  return merged;
}
