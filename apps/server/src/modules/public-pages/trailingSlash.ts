import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The address a reader typed with a slash too many (`/docs/acme/`, `/shared/{id}/`) is the page
 * without it: a permanent redirect, so links and search engines settle on one address. The
 * address is the one the reader asked for (before a host's rewrite), with its query kept; leading
 * slashes are collapsed so a path like `//other.host/` never becomes a redirect to another host.
 * Returns null when the address has no trailing slash.
 */
export function redirectWithoutTrailingSlash(
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | null {
  const asked = request.originalUrl;
  const queryAt = asked.indexOf('?');
  const path = queryAt === -1 ? asked : asked.slice(0, queryAt);
  if (path.length < 2 || !path.endsWith('/')) return null;
  const target = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return reply
    .code(301)
    .header('location', `${target}${queryAt === -1 ? '' : asked.slice(queryAt)}`)
    .header('cache-control', 'public, max-age=3600')
    .send();
}
