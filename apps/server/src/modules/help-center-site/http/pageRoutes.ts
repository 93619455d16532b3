import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../db/client';
import type { SearchLog } from '../../analytics-collect/searchLog';
import { articlePath, articleSlug, findBySlug, groupPath, groupSlug } from '../paths';
import { importedRedirect } from './importedRedirects';
import { visitOf } from './pipeline';
import type { SiteReplies } from './replies';

/** Where a page sits: under the site in its own language, or under `/{locale}` in another. */
export type PageParams = { slug: string; locale?: string };

export const SITE_PREFIXES = ['/docs/:slug', '/docs/:slug/:locale'] as const;

/**
 * The home, article and group pages of a site, in each of its languages. A renamed article's or
 * group's old address redirects to its current one (only a reader let in gets this far, so only
 * they learn the current title).
 */
export function registerPageRoutes(
  app: FastifyInstance,
  deps: { replies: SiteReplies; searchLog: SearchLog; db: Queryable },
): void {
  const { replies, searchLog, db } = deps;
  const route = { schema: { hide: true } };
  for (const prefix of SITE_PREFIXES) {
    app.get<{ Params: PageParams }>(prefix, route, (request, reply) =>
      replies.sendSitePage(request, reply, visitOf(request), { kind: 'home' }),
    );

    app.get<{
      Params: PageParams & { articleSlug: string };
      Querystring: { thanks?: unknown; sq?: unknown };
    }>(`${prefix}/articles/:articleSlug`, route, async (request, reply) => {
      const visit = visitOf(request);
      const { site } = visit.entry;
      const asked = request.params.articleSlug;
      const article = findBySlug(site.articles, asked);
      if (!article) return replies.sendSitePage(request, reply, visit, { kind: 'notFound' });
      if (asked !== articleSlug(article)) {
        return reply.code(301).header('location', articlePath(visit.base, article)).send();
      }
      const { thanks, sq } = request.query;
      // A result opened from a search (its link says which): counted on that query for the analytics.
      if (typeof sq === 'string' && request.method === 'GET') {
        searchLog.opened({
          organizationId: site.center.organizationId,
          helpCenterId: site.center.id,
          language: site.center.language,
          query: sq,
        });
      }
      const thanked = thanks === '1' || thanks === 'no';
      // The page a "Was this helpful?" answer returns to is the same reader on the same page: no new view.
      const viewed = thanked ? undefined : article;
      return replies.sendSitePage(
        request,
        reply,
        visit,
        { kind: 'article', id: article.id, thanked, askReason: thanks === 'no' },
        viewed,
      );
    });

    app.get<{ Params: PageParams & { groupSlug: string } }>(
      `${prefix}/groups/:groupSlug`,
      route,
      async (request, reply) => {
        const visit = visitOf(request);
        const asked = request.params.groupSlug;
        const group = findBySlug(visit.entry.tree.shown(), asked);
        if (!group) return replies.sendSitePage(request, reply, visit, { kind: 'notFound' });
        if (asked !== groupSlug(group)) {
          return reply.code(301).header('location', groupPath(visit.base, group)).send();
        }
        return replies.sendSitePage(request, reply, visit, { kind: 'group', id: group.id });
      },
    );
  }

  // Any other address of a site: its own 404, not the web app's page, which knows nothing of the
  // site (an address with a trailing slash is redirected without it before, http/pipeline.ts).
  app.get<{ Params: PageParams }>('/docs/:slug/*', route, async (request, reply) => {
    const visit = visitOf(request);
    const moved = await importedRedirect(db, request, reply, visit);
    return moved ?? replies.sendSitePage(request, reply, visit, { kind: 'notFound' });
  });
}
