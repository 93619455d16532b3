import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DESKTOP_CODE_ALPHABET } from '@support/shared';

/** 8 characters of a 32-letter alphabet without 0/O/1/I: 40 bits, read aloud or typed without doubt. */
export const CODE_LENGTH = 8;
/** How long a code waits for its confirmation, and the recorder for its token. */
export const CODE_TTL_MS = 10 * 60 * 1000;

/** A fresh code, normalised (no dash): what is hashed and stored. */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++)
    code += DESKTOP_CODE_ALPHABET[randomInt(DESKTOP_CODE_ALPHABET.length)];
  return code;
}

/** `ABCDEFGH` → `ABCD-EFGH`, as the recorder shows it and the link carries it. */
export const displayCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** 32 random bytes, url-safe: 43 characters only the recorder ever holds. */
export const newSecret = () => randomBytes(32).toString('base64url');

/**
 * Only hashes are stored: someone reading the table (a backup, a leaked dump) can neither confirm a
 * pending code nor claim a token. Both are random and long enough that a plain SHA-256 suffices;
 * a slow password hash would only slow down the recorder's polling.
 */
export const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

const PLATFORM_NAMES = { win32: 'Windows', darwin: 'macOS', linux: 'Linux' } as const;

/** The session's label in settings: "Desktop recorder on Windows". */
export const sessionLabel = (platform: keyof typeof PLATFORM_NAMES) =>
  `Desktop recorder on ${PLATFORM_NAMES[platform]}`;
