import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from '../../public-pages/headers';
import { isProtected } from '../access';
import { siteBase } from '../pageAddress';
import type { PageKey } from '../sitePages';
import { visitOf } from './pipeline';
import type { SiteReplies } from './replies';

/**
 * A site's files for machines: its sitemap and llms.txt (none for a protected site: nothing to
 * index or read there), and robots.txt, which every site has.
 */
export function registerFileRoutes(app: FastifyInstance, replies: SiteReplies): void {
  const files: [string, PageKey][] = [
    ['sitemap.xml', { kind: 'sitemap' }],
    ['llms.txt', { kind: 'llms' }],
    ['llms-full.txt', { kind: 'llmsFull' }],
  ];
  for (const [file, key] of files) {
    app.get(
      `/docs/:slug/${file}`,
      { schema: { hide: true }, config: { site: 'openSitesOnly' } },
      (request, reply) => replies.sendSitePage(request, reply, visitOf(request), key),
    );
  }

  // On a help center's own domain `/robots.txt` lands here (hosts.ts): that host's rules name its
  // own sitemap. A protected site asks crawlers to keep out altogether, which tells nothing of it.
  app.get(
    '/docs/:slug/robots.txt',
    { schema: { hide: true }, config: { site: 'everyone' } },
    (request, reply) => {
      const { center } = visitOf(request).entry.site;
      const rules = isProtected(center)
        ? 'User-agent: *\nDisallow: /\n'
        : `User-agent: *\nAllow: /\nSitemap: ${replies.originOf(request)}${siteBase(request.raw, center.slug, undefined)}/sitemap.xml\n`;
      reply.headers(SECURITY_HEADERS);
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(rules);
    },
  );
}
