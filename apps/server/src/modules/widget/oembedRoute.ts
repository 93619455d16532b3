import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { isProtected } from '../help-center-site/access';
import { loadSite } from '../help-center-site/loadSite';
import { findBySlug } from '../help-center-site/paths';

/** The longest `url` looked at: an article's address is far shorter. */
const MAX_URL = 2000;
const DEFAULT_WIDTH = 800;
const DEFAULT_HEIGHT = 600;

/** A help center's article address on the product's own host (`/docs/{slug}[/{locale}]/articles/{slug}`). */
const ARTICLE_PATH = /^\/docs\/([a-z0-9-]{1,80})(?:\/([a-zA-Z-]{2,10}))?\/articles\/([^/?#]{1,300})$/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const bounded = (asked: unknown, fallback: number) => {
  const value = typeof asked === 'string' ? Number.parseInt(asked, 10) : Number.NaN;
  return Number.isFinite(value) && value >= 100 ? Math.min(value, fallback) : fallback;
};

/**
 * `GET /oembed?url=…&format=json` (oembed.com): Notion, Confluence and CMSs that speak oEmbed show
 * a help-center article inline, as an iframe of its embed view. Only an article anyone may read: a
 * protected, unpublished or unknown help center's or article's address is a 404, like the page.
 */
export function registerOembedRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { url?: unknown; format?: unknown; maxwidth?: unknown; maxheight?: unknown } }>(
    '/oembed',
    { schema: { hide: true } },
    async (request, reply) => {
      const { url, format } = request.query;
      if (format !== undefined && format !== 'json') {
        return reply.code(501).send({ message: 'Only format=json is offered' });
      }
      if (typeof url !== 'string' || !url || url.length > MAX_URL) throw badRequest('url is required');
      let address: URL;
      try {
        address = new URL(url);
      } catch {
        throw badRequest('url is not an address');
      }
      const origin = ctx.config.publicUrl ?? ctx.origin.of(request);
      const match = ARTICLE_PATH.exec(address.pathname);
      if (address.origin !== new URL(origin).origin || !match)
        throw notFound('No embeddable article at that address');
      const [, slug, locale, articleSlug] = match;
      const site = await loadSite(ctx.db, slug!);
      const article = site ? findBySlug(site.articles, decodeURIComponent(articleSlug!)) : undefined;
      if (!site || !article || !site.center.published || isProtected(site.center)) {
        throw notFound('No embeddable article at that address');
      }
      const width = bounded(request.query.maxwidth, DEFAULT_WIDTH);
      const height = bounded(request.query.maxheight, DEFAULT_HEIGHT);
      const page = `${origin}${address.pathname}`;
      const src = `${page}?embed=1`;
      reply.header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*');
      return {
        version: '1.0',
        type: 'rich',
        title: article.title,
        provider_name: site.center.name,
        provider_url: `${origin}/docs/${site.center.slug}${locale ? `/${locale}` : ''}`,
        width,
        height,
        html: `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy" title="${escapeAttribute(article.title)}"></iframe>`,
      };
    },
  );
}

/** The discovery link an article page carries for its oEmbed (issue 50, item 5). */
export const oembedDiscoveryHref = (origin: string, pageUrl: string) =>
  `${origin}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
