import type { FastifyInstance } from 'fastify';
import type { FastPaths } from '../../lib/http/fastPaths';
import { renderNotFoundPage } from '../public-pages/document';
import { SECURITY_HEADERS } from '../public-pages/headers';
import type { SiteHosts } from './hosts';

/**
 * A request whose host is a custom domain that is not verified (pending, or failed its re-check)
 * gets the not-found page whatever its path: not the help center, not the app's sign-in, not the
 * API. Answered first by a fast path (the real server answers some pages before Fastify) and by an
 * onRequest hook (everything else, and app.inject in tests). Not kept by caches: it changes the
 * moment the domain is verified.
 */
export function refuseUnverifiedDomains(app: FastifyInstance, fastPaths: FastPaths, hosts: SiteHosts): void {
  const page = Buffer.from(renderNotFoundPage('en'));
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  };
  const remove = fastPaths.add((request, response) => {
    if (!hosts.refuses(request)) return false;
    response.writeHead(404, { ...headers, 'content-length': page.length });
    response.end(request.method === 'HEAD' ? undefined : page);
    return true;
  });
  app.addHook('onClose', async () => remove());
  app.addHook('onRequest', (request, reply, done) => {
    if (!hosts.refuses(request.raw)) return done();
    reply.code(404).headers(headers).send(page);
  });
}
