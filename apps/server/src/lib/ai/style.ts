/** How an organization wants its articles written (organization settings, spec 02 §3). */
export type WritingStyle = {
  /** A language code such as `en`, `de` or `pt-BR`. */
  sourceLanguage: string;
  addressingStyle: 'PERSONAL' | 'IMPERSONAL';
  formality: 'FORMAL' | 'INFORMAL';
};

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** The English name of a language code, for prompts ("German" rather than "de"). */
export function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Instructions that make a model write the way the organization writes, for any AI prompt. */
export function describeWritingStyle(style: WritingStyle): string {
  const language = languageName(style.sourceLanguage);
  const lines = [`Write in ${language}.`];
  if (style.addressingStyle === 'PERSONAL') {
    lines.push('Address the reader directly as "you" (second person), with imperative instructions.');
    lines.push(
      style.formality === 'FORMAL'
        ? `Use the formal form of address where ${language} has one (for example "Sie" in German, "vous" in French).`
        : `Use the informal form of address where ${language} has one (for example "du" in German, "tu" in French).`,
    );
  } else {
    lines.push('Write impersonally: do not address the reader; use neutral or passive constructions.');
    lines.push(style.formality === 'FORMAL' ? 'Keep the tone formal.' : 'Keep the tone friendly and plain.');
  }
  return lines.join(' ');
}
