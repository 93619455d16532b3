import type { IncomingHttpHeaders } from 'node:http';
import type { FastPath } from '../../lib/http/fastPaths';
import { requestFacts } from '../../lib/http/requestFacts';
import type { OriginSource } from '../../lib/trustedOrigin';
import { pageAnswer } from '../public-pages/encodedPage';
import { PAGE_CACHE_CONTROL } from '../public-pages/headers';
import { normalizeLanguage, type SharedPageResult, type SharedPages } from './sharedPage';

/**
 * Only the plain address, with at most `?lang=`: any other query, a trailing slash or an odd
 * character goes to the route, whose query parser and router decide.
 */
const PAGE_URL = /^\/shared\/([A-Za-z0-9_-]{1,64})(?:\?lang=([A-Za-z0-9-]{1,20}))?$/;

export type FoundPage = Extract<SharedPageResult, { found: true }>;

/**
 * The shared page answered from memory before Fastify (lib/http/fastPaths.ts): the same page, the
 * same headers (pageAnswer) and the same view count as the route in routes.ts, which answers
 * everything this leaves (a page not in memory, a page that is not shared, any other URL).
 * sharedPageFastPath.test.ts sends the same requests both ways.
 */
export function sharedPageFastPath(options: {
  pages: SharedPages;
  trustProxy: boolean;
  /** Where links on the page point: the configured address, or the request's when allowed. */
  base: (request: () => OriginSource) => { baseUrl: string; baseFromRequest: boolean };
  viewed: (page: FoundPage, reader: { ip: string; headers: IncomingHttpHeaders }) => void;
}): FastPath {
  return (request, response) => {
    const match = PAGE_URL.exec(request.url ?? '');
    if (!match?.[1]) return false;
    const facts = requestFacts(request, options.trustProxy);
    const result = options.pages.fromMemory({
      sharingId: match[1],
      language: normalizeLanguage(match[2]),
      ...options.base(() => ({ host: facts.host(), protocol: facts.protocol() })),
    });
    if (!result?.found) return false;
    if (request.method === 'GET') {
      options.viewed(result, { ip: facts.ip(), headers: request.headers });
    }
    const answer = pageAnswer(request.headers, result.page, {
      status: 200,
      cacheControl: PAGE_CACHE_CONTROL,
    });
    if (answer.body) answer.headers['content-length'] = String(answer.body.length);
    response.writeHead(answer.status, answer.headers);
    response.end(request.method === 'HEAD' ? undefined : (answer.body ?? undefined));
    return true;
  };
}
