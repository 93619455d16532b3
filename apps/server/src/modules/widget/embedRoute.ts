import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isProtected } from '../help-center-site/access';
import { visitOf } from '../help-center-site/http/pipeline';
import type { SiteReplies } from '../help-center-site/http/replies';
import { shownLanguage } from '../help-center-site/locales';
import { sitePageKey } from '../help-center-site/pageAddress';
import { articleSlug, findBySlug } from '../help-center-site/paths';
import type { SiteCache } from '../help-center-site/siteCache';
import { renderSitePage } from '../help-center-site/sitePages';
import { encodePage, pageAnswer } from '../public-pages/encodedPage';
import { PAGE_CACHE_CONTROL } from '../public-pages/headers';
import { publicSiteRenders, publicSiteViews } from '../public-site/state';
import { embedView } from './embed';
import { EMBED_CSP } from './frameScripts';
import { framedHeaders } from './panelRoutes';

type ArticleRequest = FastifyRequest<{
  Params: { articleSlug?: string };
  Querystring: { embed?: unknown; widget?: unknown; sq?: unknown };
}>;

/**
 * `…/articles/{slug}?embed=1`: the article page's embed view (embed.ts), answered before the
 * article route's handler (the pipeline has let the reader in). Kept like the page, under a key of
 * its own. A view from the widget's panel (`&widget=1`) counts as the widget's in the analytics.
 */
export function registerEmbedHook(
  app: FastifyInstance,
  deps: { ctx: AppContext; cache: SiteCache; replies: SiteReplies },
): void {
  const { ctx, cache, replies } = deps;
  app.addHook('preHandler', async (rawRequest, reply) => {
    const request = rawRequest as ArticleRequest;
    if (request.query?.embed !== '1' || !request.routeOptions.url?.endsWith('/articles/:articleSlug')) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (reply.sent) return;
    const visit = visitOf(request);
    const { site, tree } = visit.entry;
    const asked = request.params.articleSlug ?? '';
    const article = findBySlug(site.articles, asked);
    // A missing or renamed article: the route answers its 404 or redirect, as for the page.
    if (!article || asked !== articleSlug(article)) return;
    const widget = request.query.widget === '1';
    const origin = replies.originOf(request);
    const key = { kind: 'article' as const, id: article.id, thanked: false };
    const cacheKey = `${sitePageKey(site.center.slug, origin, visit.base, key)}\nembed${widget ? ':widget' : ''}${visit.preview ? '\npreview' : ''}`;
    let page = cache.page(cacheKey);
    if (!page) {
      const text = await renderSitePage(
        { db: ctx.db, renders: publicSiteRenders(ctx), aiAnswers: ctx.ai !== null },
        { site, tree, key, base: visit.base, origin },
      );
      if (text === null) return;
      page = await encodePage(
        embedView(text, { widget, language: site.center.language, panelPath: `${visit.base}/widget` }),
      );
      cache.keep(cacheKey, page, visit.entry);
    }
    const hidden = isProtected(site.center) || visit.preview || !site.center.published;
    const answer = pageAnswer(request.headers, page, {
      status: 200,
      cacheControl: hidden ? 'private, no-store' : PAGE_CACHE_CONTROL,
      csp: EMBED_CSP,
    });
    reply.removeHeader('x-frame-options');
    reply.headers({ ...framedHeaders(EMBED_CSP), ...pick(answer.headers) });
    if (request.method === 'GET' && !visit.preview && answer.status === 200) {
      publicSiteViews(ctx)?.record({
        articleId: article.id,
        organizationId: site.center.organizationId,
        language: shownLanguage(site, article),
        ip: request.ip,
        headers: request.headers,
        source: widget ? 'WIDGET' : 'HELP_CENTER',
        target: `help-center:${site.center.id}`,
      });
    }
    return reply.code(answer.status).send(answer.body ?? undefined);
  });
}

/** The page's own cache and encoding headers win over the framed defaults. */
const pick = (headers: Record<string, string>) => {
  const { 'x-frame-options': _x, 'content-security-policy': _c, ...rest } = headers;
  return rest;
};
