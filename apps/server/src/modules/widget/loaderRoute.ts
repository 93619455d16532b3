import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteAddress } from '../help-center-site/hosts';
import { LOADER_TEMPLATE } from './loaderScript';

/**
 * A fixed address (the snippet customers paste never changes), so a short browser cache and an
 * ETag instead of a hashed name: a new release reaches every host page within minutes, and a
 * revalidation is a 304 of no body.
 */
export const LOADER_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

type Loader = { raw: Buffer; gzip: Buffer; etag: string };
const loaders = new Map<string, Loader>();

/** The loader for one place of the help centers' pages (at most three kinds of host: a few entries). */
export function loaderFor(sitePath: string): Loader {
  let loader = loaders.get(sitePath);
  if (!loader) {
    const raw = Buffer.from(LOADER_TEMPLATE.replace('__SITE_PATH__', sitePath));
    const etag = `"w-${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`;
    loader = { raw, gzip: gzipSync(raw, { level: 9 }), etag };
    loaders.set(sitePath, loader);
  }
  return loader;
}

/**
 * Where the help centers' pages start on the host the loader is asked from: `/docs/{slug}` on the
 * product's own address, the DOCS_URL prefix there (hosts.ts rewrote `/widget.js` to
 * `/docs/widget.js`), nothing on a help center's verified custom domain (its pages are at its root).
 */
function sitePathOf(request: FastifyRequest): string {
  const address = siteAddress(request.raw);
  if (!address) return '/docs/{slug}';
  return address.prefix === null ? '' : `${address.prefix}/{slug}`;
}

function sendLoader(request: FastifyRequest, reply: FastifyReply) {
  const loader = loaderFor(sitePathOf(request));
  reply.headers({
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': LOADER_CACHE_CONTROL,
    etag: loader.etag,
    vary: 'Accept-Encoding',
    // Any site may load it as a script; nothing else about it is shared.
    'cross-origin-resource-policy': 'cross-origin',
    'x-content-type-options': 'nosniff',
  });
  if (request.headers['if-none-match'] === loader.etag) return reply.code(304).send();
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(loader.gzip);
  }
  return reply.send(loader.raw);
}

/** `GET /widget.js` on the product's address, the DOCS_URL host and a help center's own domain. */
export function registerLoaderRoutes(app: FastifyInstance): void {
  const route = { schema: { hide: true } };
  app.get('/widget.js', route, sendLoader);
  app.get('/docs/widget.js', route, sendLoader);
  app.get('/docs/:slug/widget.js', route, sendLoader);
}
