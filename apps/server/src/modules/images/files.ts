import { forbidden, notFound } from '../../lib/errors';
import { isValidKey, type Storage, type StoredObject } from '../../lib/storage';

/**
 * `GET /files/{key}?expires=&signature=`: a file of the local storage through its signed URL.
 * No session is needed (images load in <img> tags and on public pages); the signature is the
 * permission, and it runs out.
 */
export async function readSignedFile(input: {
  storage: Storage;
  key: string;
  expires: number;
  signature: string;
}): Promise<StoredObject> {
  const { storage, key } = input;
  if (!storage.verify || !isValidKey(key)) throw notFound('File not found', 'FILE_NOT_FOUND');
  const verdict = storage.verify(key, input.expires, input.signature);
  if (verdict === 'expired') throw forbidden('This link has expired', 'LINK_EXPIRED');
  if (verdict === 'invalid') throw forbidden('This link is not valid', 'INVALID_SIGNATURE');
  const object = await storage.get(key);
  if (!object) throw notFound('File not found', 'FILE_NOT_FOUND');
  return object;
}

/**
 * The one byte range a `Range: bytes=…` header asks for (`a-b`, `a-`, `-n`), clamped to the file;
 * null when there is none or it is not one this server serves whole-file-or-one-range (several
 * ranges): the file is then sent whole. 'unsatisfiable' when it starts past the end (416). Players
 * ask for ranges to seek in audio (a step's part of a narration).
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
