import { articlesApi } from '@support/shared';
import { articlesSchemas } from '@support/shared/contract-schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { sharingStats } from './sharingStats';

/**
 * Analytics (spec 02 "Analytics"): what readers did with the organization's articles. The views
 * are counted where readers are (public-site/shareViews.ts, the help centers' pages and searches);
 * this module reads them. For now the share popup's statistics of one article's shared link.
 */
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));
    route(app, articlesApi.sharingStats, articlesSchemas.sharingStats, (request) =>
      sharingStats({ db: ctx.db, actor: actorOf(request), id: request.params.id }),
    );
  };
}
