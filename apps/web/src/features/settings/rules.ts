import {
  CHANGE_PASSWORD_MIN_LENGTH,
  newPasswordProblem,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@support/shared';

/** Spec 02 "Translation languages modal": the picker offers what is neither the source nor already chosen. */
export function availableTranslationLanguages(
  sourceLanguage: SupportedLanguage,
  translationLanguages: readonly SupportedLanguage[],
): SupportedLanguage[] {
  return SUPPORTED_LANGUAGES.filter(
    (language) => language !== sourceLanguage && !translationLanguages.includes(language),
  );
}

/** Adds a do-not-show term unless it is blank or already listed (compared without case, so the list holds no near-duplicates). */
export function addRedactionTerm(terms: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [...terms];
  const exists = terms.some((existing) => existing.toLowerCase() === trimmed.toLowerCase());
  return exists ? [...terms] : [...terms, trimmed];
}

export type PasswordChangeState = 'incomplete' | 'tooShort' | 'blank' | 'ok';

/**
 * Spec 01 §5: Update Password stays disabled while a field is empty; short new passwords and ones of
 * spaces only are refused (the server also refuses the most common ones, with its own message).
 */
export function passwordChangeState(currentPassword: string, newPassword: string): PasswordChangeState {
  if (!currentPassword || !newPassword) return 'incomplete';
  const problem = newPasswordProblem(newPassword, CHANGE_PASSWORD_MIN_LENGTH);
  if (problem === 'TOO_SHORT') return 'tooShort';
  if (problem === 'BLANK') return 'blank';
  return 'ok';
}
