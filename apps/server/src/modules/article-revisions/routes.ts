import { articleRevisionsApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { subscriberRoutes } from '../billing';
import { getRevision, listRevisions } from './queries';
import { restoreRevision } from './restore';

/** Issue 48 item 1: an article's history, with the rules of editing the article. */
export function articleRevisionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = ctx;
    subscriberRoutes(app, ctx);

    route(app, articleRevisionsApi.list, (request) =>
      listRevisions({ db, actor: actorOf(request), articleId: request.params.id, ...request.query }),
    );
    route(app, articleRevisionsApi.get, (request) =>
      getRevision({
        db,
        storage: ctx.storage,
        actor: actorOf(request),
        articleId: request.params.id,
        revisionId: request.params.revisionId,
      }),
    );
    route(app, articleRevisionsApi.restore, (request) =>
      restoreRevision({
        db,
        changes: ctx.changes,
        storage: ctx.storage,
        actor: actorOf(request),
        articleId: request.params.id,
        revisionId: request.params.revisionId,
        now: ctx.clock.now(),
      }),
    );
  };
}
