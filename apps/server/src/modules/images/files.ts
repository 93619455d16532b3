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
