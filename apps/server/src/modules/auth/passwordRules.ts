import { newPasswordProblem, PASSWORD_MIN_LENGTH, type UiLanguage } from '@support/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../lib/errors';

const texts = {
  en: {
    TOO_SHORT: (min: number) => `Password must be at least ${min} characters long`,
    BLANK: () => 'Password must not consist of spaces only',
    COMMON: () => 'This password is among the most common ones and easy to guess; please choose another',
  },
  de: {
    TOO_SHORT: (min: number) => `Das Passwort muss mindestens ${min} Zeichen lang sein`,
    BLANK: () => 'Das Passwort darf nicht nur aus Leerzeichen bestehen',
    COMMON: () =>
      'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten; bitte wählen Sie ein anderes',
  },
} satisfies Record<UiLanguage, unknown>;

const codes = {
  TOO_SHORT: 'PASSWORD_TOO_SHORT',
  BLANK: 'PASSWORD_BLANK',
  COMMON: 'PASSWORD_TOO_COMMON',
} as const;

/** The list of zxcvbn-ts (leaked-password frequency lists), lowercased, built on first use. */
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}

/**
 * Refuses a new password (registration, reset, change, the combined screen) with a message in the
 * caller's language: too short, spaces only, or one of the most common passwords.
 */
export function assertNewPassword(password: string, language: UiLanguage, minLength = PASSWORD_MIN_LENGTH) {
  const problem = newPasswordProblem(password, minLength) ?? (isCommonPassword(password) ? 'COMMON' : null);
  if (!problem) return;
  throw badRequest(texts[language][problem](minLength), codes[problem], { field: 'password', minLength });
}
