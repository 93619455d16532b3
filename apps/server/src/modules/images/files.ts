import type { FastifyReply } from 'fastify';
import { forbidden, notFound } from '../../lib/errors';
import { isValidKey, type Storage } from '../../lib/storage';

/**
 * `GET /files/{key}?expires=&signature=`: a file of the local storage through its signed URL.
 * No session is needed (images load in <img> tags and on public pages); the signature is the
 * permission, and it runs out.
 */
export async function sendSignedFile(input: {
  storage: Storage;
  key: string;
  expires: number;
  signature: string;
  reply: FastifyReply;
  range: string | undefined;
}): Promise<void> {
  const { storage, key } = input;
  if (!storage.verify || !isValidKey(key)) throw notFound('File not found', 'FILE_NOT_FOUND');
  const verdict = storage.verify(key, input.expires, input.signature);
  if (verdict === 'expired') throw forbidden('This link has expired', 'LINK_EXPIRED');
  if (verdict === 'invalid') throw forbidden('This link is not valid', 'LINK_INVALID');
  if (!(await sendStoredFile(input.reply, { storage, key, range: input.range }))) {
    throw notFound('File not found', 'FILE_NOT_FOUND');
  }
}

/**
 * Answers a stored file, whole or the one byte range the `Range` header asks for (206, or 416 past
 * its end), with `Accept-Ranges`, streamed from the storage (a narration is never read whole,
 * on disk or on S3). `typeOf` may replace the stored type (what
 * a route is willing to serve inline). false when there is no such object, and nothing was sent.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  input: { storage: Storage; key: string; range: string | undefined; typeOf?: (stored: string) => string },
): Promise<boolean> {
  const opened = await input.storage.open(input.key);
  if (!opened) return false;
  const { contentType, size } = opened;
  reply.type(input.typeOf ? input.typeOf(contentType) : contentType).header('accept-ranges', 'bytes');
  const range = byteRange(input.range, size);
  if (range === 'unsatisfiable') {
    await reply.code(416).header('content-range', `bytes */${size}`).send();
    return true;
  }
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  reply.header('content-length', String(range ? range.end - range.start + 1 : size));
  await reply.send(opened.stream(range ?? undefined));
  return true;
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
