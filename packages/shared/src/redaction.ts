/**
 * The redaction rules of the recorders (the extension and the desktop upload format) and the
 * server: text that must not be readable in a screenshot or an article: e-mail addresses, card numbers (13–19 digits that
 * pass the Luhn check), IBANs (that pass the ISO 13616 mod-97 check) and the organization's
 * do-not-show terms (case-insensitive). Pure functions, so they are tested without a browser.
 */

export type SensitiveKind = 'email' | 'card' | 'iban' | 'term';
export type TextMatch = { start: number; end: number; kind: SensitiveKind };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// Digits with single spaces or dashes between them (as cards are printed), not inside a longer number.
const CARD = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;
// Two letters, two check digits, then 11–30 letters or digits, optionally grouped by spaces.
const IBAN = /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){11,30}(?![A-Za-z0-9])/g;

export function luhnValid(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function ibanValid(candidate: string): boolean {
  const iban = candidate.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  // Letters become 10..35; the remainder is taken piecewise so no big integers are needed.
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function collect(text: string, pattern: RegExp, kind: SensitiveKind, accept: (value: string) => boolean) {
  const found: TextMatch[] = [];
  for (const match of text.matchAll(pattern)) {
    if (accept(match[0])) found.push({ start: match.index, end: match.index + match[0].length, kind });
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Terms compiled once per recording: one case-insensitive alternation, longest term first. */
export function compileTerms(terms: readonly string[]): RegExp | null {
  const cleaned = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length > 0))];
  if (cleaned.length === 0) return null;
  cleaned.sort((a, b) => b.length - a.length);
  return new RegExp(cleaned.map(escapeRegExp).join('|'), 'giu');
}

/** Every sensitive span of `text`, sorted, overlapping spans merged. */
export function findSensitiveText(text: string, terms: RegExp | null = null): TextMatch[] {
  if (text.length < 2) return [];
  const matches = [
    ...(text.includes('@') ? collect(text, EMAIL, 'email', () => true) : []),
    ...collect(text, CARD, 'card', (value) => luhnValid(value.replace(/[ -]/g, ''))),
    ...collect(text, IBAN, 'iban', ibanValid),
    ...(terms ? collect(text, terms, 'term', () => true) : []),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: TextMatch[] = [];
  for (const match of matches) {
    const last = merged.at(-1);
    if (last && match.start <= last.end) last.end = Math.max(last.end, match.end);
    else merged.push({ ...match });
  }
  return merged;
}

/**
 * Whether a typed value must be withheld from the manifest and the article's text: card numbers,
 * IBANs and do-not-show terms always, e-mail addresses unless the organization shows them
 * (`hideTypedEmails` off). The recorders and the server's writer all decide with this.
 */
export function valueNeedsWithholding(
  value: string,
  terms: RegExp | null,
  options: { hideEmails?: boolean } = {},
): boolean {
  const hideEmails = options.hideEmails ?? true;
  if (hideEmails) return findSensitiveText(value, terms).length > 0;
  // Not from findSensitiveText: it merges overlapping spans under the first one's kind, so a term
  // inside a shown e-mail address ("alice" in alice@example.com) would pass as the address.
  if (value.length < 2) return false;
  return (
    collect(value, CARD, 'card', (found) => luhnValid(found.replace(/[ -]/g, ''))).length > 0 ||
    collect(value, IBAN, 'iban', ibanValid).length > 0 ||
    (terms !== null && collect(value, terms, 'term', () => true).length > 0)
  );
}
