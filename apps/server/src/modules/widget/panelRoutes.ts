import { readableOn } from '@support/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { consume } from '../../lib/rateLimit/consume';
import type { SearchLog } from '../analytics-collect/searchLog';
import { SITE_PREFIXES } from '../help-center-site/http/pageRoutes';
import { visitOf } from '../help-center-site/http/pipeline';
import { articlePath } from '../help-center-site/paths';
import { searchSite } from '../help-center-site/search';
import { SEARCHES_PER_MINUTE } from '../help-center-site/searchRoute';
import { PAGE_CACHE_CONTROL, SECURITY_HEADERS } from '../public-pages/headers';
import { PANEL_CSP } from './frameScripts';
import { panelArticlePath, renderPanelPage } from './panelPage';
import { suggestedArticles } from './suggestions';
import { widgetTexts } from './texts';

type Params = { slug: string; locale?: string };

/** Security headers of a page any site may frame: the help center's, without X-Frame-Options. */
export const framedHeaders = (csp: string): Record<string, string> => {
  const { 'x-frame-options': _dropped, ...rest } = SECURITY_HEADERS;
  return { ...rest, 'content-security-policy': csp };
};

/** The longest host page path the panel reads (for suggestions); longer ones are cut. */
const MAX_PATH = 500;

/**
 * The widget's side of a help center, behind its pipeline as `openSitesOnly`: a protected or
 * unpublished help center has no widget (404, so the loader adds no button), an open one answers
 * its settings, its panel and its JSON search.
 */
export function registerPanelRoutes(
  app: FastifyInstance,
  deps: { ctx: AppContext; searchLog: SearchLog },
): void {
  const { ctx, searchLog } = deps;
  const route = { schema: { hide: true }, config: { site: 'openSitesOnly' as const } };
  for (const prefix of SITE_PREFIXES) {
    // What the loader needs before it adds its button; read from any site (credentials omitted).
    app.get<{ Params: Params }>(`${prefix}/widget/config.json`, route, (request, reply) => {
      const { entry, base } = visitOf(request);
      const { center } = entry.site;
      const texts = widgetTexts(center.language);
      reply.headers({
        'access-control-allow-origin': '*',
        'cache-control': 'public, max-age=60',
        'cross-origin-resource-policy': 'cross-origin',
        'x-content-type-options': 'nosniff',
      });
      return reply.send({
        // A path: the loader puts its own origin before it (never one read from Host).
        panel: `${base}/widget`,
        title: `${texts.panelTitle} – ${center.name}`,
        label: texts.launcher,
        color: center.primaryColor,
        onColor: readableOn(center.primaryColor),
        position: 'right',
        language: center.language,
      });
    });

    app.get<{ Params: Params; Querystring: { path?: unknown; article?: unknown; q?: unknown } }>(
      `${prefix}/widget`,
      route,
      (request, reply) => {
        const { entry, base } = visitOf(request);
        const { site } = entry;
        const { article: asked, path, q } = request.query;
        // Helmet's X-Frame-Options (plugins/securityHeaders.ts) would keep every host from framing it.
        reply.removeHeader('x-frame-options');
        reply.headers(framedHeaders(PANEL_CSP));
        const article = typeof asked === 'string' ? site.articles.find((a) => a.id === asked) : undefined;
        if (article) return reply.code(302).header('location', panelArticlePath(base, article)).send();
        const hostPath = typeof path === 'string' ? path.slice(0, MAX_PATH) : '';
        const html = renderPanelPage({
          site,
          base,
          suggested: suggestedArticles(site, entry.tree, hostPath),
          query: typeof q === 'string' ? q.slice(0, 200) : '',
          aiAnswers: ctx.ai !== null,
        });
        return reply.header('cache-control', PAGE_CACHE_CONTROL).type('text/html; charset=utf-8').send(html);
      },
    );

    // The search page's search as JSON, within the same budget per address (searchRoute.ts).
    app.get<{ Params: Params; Querystring: { q?: unknown } }>(
      `${prefix}/widget/search.json`,
      route,
      async (request, reply: FastifyReply) => {
        const { entry, base } = visitOf(request);
        const { site } = entry;
        const query = typeof request.query.q === 'string' ? request.query.q : '';
        reply.headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
        if (query.trim()) {
          const budget = await consume({
            db: ctx.db,
            now: ctx.clock.now(),
            key: `hc-search:${request.ip}`,
            limit: SEARCHES_PER_MINUTE,
            windowSeconds: 60,
          });
          if (!budget.allowed) {
            reply.header('retry-after', String(budget.retryAfterSeconds));
            return reply.code(429).send({ message: 'Too many searches', code: 'TOO_MANY_SEARCHES' });
          }
        }
        const answer = await searchSite(ctx.db, site, query);
        if (answer.query) {
          searchLog.searched({
            organizationId: site.center.organizationId,
            helpCenterId: site.center.id,
            language: site.center.language,
            query: answer.query,
            results: answer.results.length,
          });
        }
        const byId = new Map(site.articles.map((article) => [article.id, article]));
        return reply.send({
          query: answer.query,
          results: answer.results.flatMap((result) => {
            const article = byId.get(result.articleId);
            return article
              ? [
                  {
                    id: article.id,
                    title: result.title,
                    snippet: result.snippet,
                    url: `${panelArticlePath(base, article)}&sq=${encodeURIComponent(answer.query)}`,
                    page: articlePath(base, article),
                  },
                ]
              : [];
          }),
        });
      },
    );
  }
}
