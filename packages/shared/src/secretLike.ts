/**
 * Whether a typed value looks like a password, for when the system cannot say that the field was
 * a password field (no accessibility answer, an application that does not mark its fields). The
 * desktop recorder withholds such a value whatever "Keep typed text" says, and words its step as a
 * password; the extension and the server's writer may ask the same.
 *
 * A secret here is one word (no white space) of 8 to 128 characters that mixes letters with digits
 * or symbols: `S3cr3t!Pass`, `hunter2hunter2x`, `P@ssw0rd`. Not secrets:
 * - anything with a space (a name, a sentence, a command line: `echo hallo welt`);
 * - fewer than 8 characters, or letters only (`invoice`, `Mustermann`);
 * - digits only (`12345678`): customer numbers, amounts and dates are what people type most, and
 *   card numbers and IBANs are already withheld by `valueNeedsWithholding`; a PIN is short anyway;
 * - letter words joined by `-`, `.` or `_` only (`Meyer-Lüdenscheid`, `example.com`, `file_name`);
 * - e-mail addresses and web addresses: the existing e-mail rule (and the organization's choice
 *   to show typed addresses) decides those.
 * Erring towards withholding is intended: a withheld step still says that something was typed.
 */

const EMAIL_ONLY = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const WEB_ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)/i;
const JOINED_WORDS = /^\p{L}+(?:[-._]\p{L}+)*$/u;

export const SECRET_MIN_LENGTH = 8;

export function looksLikeSecret(value: string): boolean {
  const text = value.trim();
  if (text.length < SECRET_MIN_LENGTH || text.length > 128 || /\s/u.test(text)) return false;
  if (!/\p{L}/u.test(text)) return false;
  if (EMAIL_ONLY.test(text) || WEB_ADDRESS.test(text) || JOINED_WORDS.test(text)) return false;
  return /[^\p{L}]/u.test(text);
}
