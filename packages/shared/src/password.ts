import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * The cheap rules for a new password that both sides check; the server also refuses the most
 * common passwords (a 49k-word list, too big for the sign-in bundle).
 */
export type PasswordProblem = 'TOO_SHORT' | 'BLANK';

export function newPasswordProblem(
  password: string,
  minLength = PASSWORD_MIN_LENGTH,
): PasswordProblem | null {
  if (password.length < minLength) return 'TOO_SHORT';
  // Spaces alone are one keystroke repeated: as easy to guess as "aaaaaaaa".
  if (password.trim() === '') return 'BLANK';
  return null;
}
