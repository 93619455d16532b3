import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { consume } from '../../lib/rateLimit/consume';
import type { SearchLog } from '../analytics-collect/searchLog';
import { FORM_PAGE_CSP, SECURITY_HEADERS } from '../public-pages/headers';
import { isProtected } from './access';
import type { HelpCenterSite } from './loadSite';
import { searchSite } from './search';
import { renderSearchPage } from './searchPage';

/**
 * Searches per reader address and minute, on every server together (a search is a query the page
 * cache cannot answer): far above a person typing, low enough that one address cannot keep the
 * database busy.
 */
export const SEARCHES_PER_MINUTE = 60;

/**
 * `GET /docs/{slug}/search?q=`: the results page (search.ts), each search logged for the analytics
 * (searchLog.ts). The pipeline has let the reader in (http/pipeline.ts). Over the budget: 429 with Retry-After and the
 * page saying so, with no query run.
 */
export async function searchRoute(
  deps: { ctx: AppContext; searchLog: SearchLog },
  request: FastifyRequest<{ Querystring: { q?: unknown } }>,
  reply: FastifyReply,
  site: HelpCenterSite,
  base: string,
): Promise<FastifyReply> {
  const { ctx } = deps;
  const asked = request.query.q;
  const query = typeof asked === 'string' ? asked : '';
  const hidden = isProtected(site.center);
  reply.headers(SECURITY_HEADERS);
  reply.headers({
    'content-security-policy': FORM_PAGE_CSP,
    'cache-control': hidden ? 'private, no-store' : 'public, max-age=0, s-maxage=60',
    ...(hidden ? { 'x-robots-tag': 'noindex' } : {}),
  });
  reply.type('text/html; charset=utf-8');
  if (query.trim()) {
    const budget = await consume({
      db: ctx.db,
      now: ctx.clock.now(),
      key: `hc-search:${request.ip}`,
      limit: SEARCHES_PER_MINUTE,
      windowSeconds: 60,
    });
    if (!budget.allowed) {
      reply.header('retry-after', String(budget.retryAfterSeconds)).header('cache-control', 'no-store');
      return reply
        .code(429)
        .send(renderSearchPage(site, base, { query, results: [], corrected: false }, true));
    }
  }
  const answer = await searchSite(ctx.db, site, query);
  if (answer.query) {
    deps.searchLog.searched({
      organizationId: site.center.organizationId,
      helpCenterId: site.center.id,
      language: site.center.language,
      query: answer.query,
      results: answer.results.length,
    });
  }
  return reply.send(renderSearchPage(site, base, answer));
}
