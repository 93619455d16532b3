import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from './headers';

/** A page kept as bytes, once raw and once per encoding, each with its strong ETag. */
export type EncodedPage = {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etags: { raw: string; br: string; gzip: string };
  /** Bytes held, for the cache's budget. */
  size: number;
};

const brotli = promisify(brotliCompress);
/** Quality 11 costs about a second per megabyte; bigger pages take quality 6 (a few % larger). */
const BEST_RATIO_BYTES = 256 * 1024;
const gzipped = promisify(gzip);

/**
 * Compressed once per change, so the best ratio costs nothing per request. Brotli at quality 11
 * takes about a second per megabyte: it runs on libuv's thread pool, never on the event loop.
 */
export async function encodePage(text: string): Promise<EncodedPage> {
  const raw = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: raw.length > BEST_RATIO_BYTES ? 6 : 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipped(raw, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 27);
  return {
    raw,
    br,
    gzip: gz,
    // Each encoding is its own representation; any of them proves the client has this version.
    etags: { raw: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
    size: raw.length + br.length + gz.length,
  };
}

type Encoding = 'br' | 'gzip' | 'raw';

/** The best encoding the client accepts: brotli, then gzip, then none. */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'raw';
  let br = false;
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br' || name === '*') br = true;
    if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'raw';
}

/** Whether If-None-Match names a version the client already has. */
export function isFresh(ifNoneMatch: string | undefined, etags: EncodedPage['etags']): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etags.raw || value === etags.br || value === etags.gzip;
  });
}

export type PageAnswer = {
  status: number;
  headers: Record<string, string>;
  /** Null for a 304: the client has this version. */
  body: Buffer | null;
};

/**
 * The answer for a page from memory: 304 when the client has it, else the bytes it can take. One
 * rule for the routes (sendEncodedPage) and the fast path, which writes it to Node's response.
 */
export function pageAnswer(
  request: IncomingHttpHeaders,
  page: EncodedPage,
  answer: { status: number; cacheControl: string; csp?: string; contentType?: string },
): PageAnswer {
  const encoding = pickEncoding(request['accept-encoding']);
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'cache-control': answer.cacheControl,
    vary: 'Accept-Encoding',
    etag: page.etags[encoding],
  };
  if (answer.csp) headers['content-security-policy'] = answer.csp;
  if (answer.status === 200 && isFresh(request['if-none-match'], page.etags)) {
    return { status: 304, headers, body: null };
  }
  if (encoding !== 'raw') headers['content-encoding'] = encoding;
  headers['content-type'] = answer.contentType ?? 'text/html; charset=utf-8';
  return { status: answer.status, headers, body: page[encoding] };
}

/** Answers with the page from memory through Fastify. */
export function sendEncodedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: EncodedPage,
  headers: { status: number; cacheControl: string; csp?: string; contentType?: string },
): FastifyReply {
  const answer = pageAnswer(request.headers, page, headers);
  reply.headers(answer.headers);
  return reply.code(answer.status).send(answer.body ?? undefined);
}
