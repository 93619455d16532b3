import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteArticle } from '../loadSite';
import { articlePath, findBySlug } from '../paths';
import type { SiteVisit } from '../siteCache';
import type { PageParams } from './pageRoutes';
import { SITE_PREFIXES } from './pageRoutes';
import { visitOf } from './pipeline';
import type { SiteReplies } from './replies';

type ArticleForm = {
  Params: PageParams & { articleSlug: string };
  Body: Record<string, unknown> | undefined;
};

/**
 * A form on a help center's article page that posts to `…/articles/{slug}/{action}` (the
 * "Was this helpful?" answers): in every language's prefix, for an article the reader may see
 * (the pipeline let them in), and back to the article with a 303 and `?{query}`, so a reload never
 * posts again. An unknown article answers the site's 404.
 */
export function registerArticleForm(
  app: FastifyInstance,
  replies: SiteReplies,
  action: string,
  /** Keeps what was sent (or not); answers the query the page is shown with afterwards. */
  handle: (form: {
    request: FastifyRequest<ArticleForm>;
    visit: SiteVisit;
    article: SiteArticle;
    body: Record<string, unknown>;
  }) => Promise<string>,
): void {
  for (const prefix of SITE_PREFIXES) {
    app.post<ArticleForm>(
      `${prefix}/articles/:articleSlug/${action}`,
      { schema: { hide: true } },
      async (request, reply) => {
        const visit = visitOf(request);
        const article = findBySlug(visit.entry.site.articles, request.params.articleSlug);
        if (!article) return replies.sendSitePage(request, reply, visit, { kind: 'notFound' });
        const query = await handle({ request, visit, article, body: request.body ?? {} });
        const back = `${articlePath(visit.base, article)}?${query}`;
        return reply.code(303).header('location', back).header('cache-control', 'no-store').send();
      },
    );
  }
}
