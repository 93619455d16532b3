import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import type { SearchLog } from '../../analytics-collect/searchLog';
import type { ActiveSubscriptions } from '../../billing';
import { answerQuestion } from '../answerRoute';
import { searchRoute } from '../searchRoute';
import type { PageParams } from './pageRoutes';
import { SITE_PREFIXES } from './pageRoutes';
import { visitOf } from './pipeline';

type Search = { Params: PageParams; Querystring: { q?: unknown } };

/** A site's search page and its AI answers (BETA), in each of its languages. */
export function registerSearchRoutes(
  app: FastifyInstance,
  deps: { ctx: AppContext; searchLog: SearchLog; activeSubscriptions: ActiveSubscriptions },
): void {
  const { ctx, searchLog, activeSubscriptions } = deps;
  const route = { schema: { hide: true } };
  const log = (error: unknown) => app.log.warn({ err: error }, 'help center answer failed');
  for (const prefix of SITE_PREFIXES) {
    app.get<Search>(`${prefix}/search`, route, (request, reply) => {
      const { entry, base } = visitOf(request);
      return searchRoute({ ctx, searchLog }, request, reply, entry.site, base);
    });
    app.get<Search>(`${prefix}/answer`, route, (request, reply) => {
      const { entry, base } = visitOf(request);
      return answerQuestion({ ctx, searchLog, log, activeSubscriptions }, request, reply, entry.site, base);
    });
  }
}
