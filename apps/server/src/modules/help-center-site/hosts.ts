import type { IncomingMessage } from 'node:http';

/** Paths at the root of any host that are never a help center's (the app's own files and pages). */
const RESERVED = new Set([
  '',
  'docs',
  'shared',
  'v1',
  'files',
  'assets',
  'icons',
  'downloads',
  'favicon.ico',
  'robots.txt',
  'manifest.webmanifest',
]);

/** Where a request rewritten from DOCS_URL's address came from: its pages link there. */
const addresses = new WeakMap<IncomingMessage, { prefix: string; origin: string }>();

const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

/**
 * Fastify's rewriteUrl for DOCS_URL: when it names an address of its own (a host such as
 * https://help.example.com, or a path such as https://example.com/help), the help centers answer
 * there: `{DOCS_URL}/{slug}/…` is served as `/docs/{slug}/…`, and those pages link to DOCS_URL.
 * Only the request's Host (or X-Forwarded-Host behind a trusted proxy) equal to DOCS_URL's host is
 * rewritten; every other request keeps its path. Undefined when there is nothing to rewrite.
 */
export function docsUrlRewriter(docsUrl: string | undefined, trustProxy: boolean) {
  if (!docsUrl) return undefined;
  const url = new URL(docsUrl);
  const host = withoutDefaultPort(url.host);
  const prefix = url.pathname.replace(/\/+$/, '');
  if (prefix === '/docs') return undefined;
  return (request: IncomingMessage): string => {
    const raw = request.url ?? '/';
    const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
    const asked =
      (typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : request.headers.host) ?? '';
    if (withoutDefaultPort(asked) !== host) return raw;
    if (prefix && raw !== prefix && !raw.startsWith(`${prefix}/`)) return raw;
    const rest = raw.slice(prefix.length);
    const first = /^\/([^/?#]*)/.exec(rest)?.[1] ?? '';
    if (RESERVED.has(first)) return raw;
    addresses.set(request, { prefix, origin: url.origin });
    return `/docs${rest}`;
  };
}

/** The base path and origin of a help center's pages for this request: DOCS_URL's when it came there. */
export function docsAddress(request: IncomingMessage): { prefix: string; origin: string } | undefined {
  return addresses.get(request);
}
