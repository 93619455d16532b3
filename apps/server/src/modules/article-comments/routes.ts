import { articleCommentsApi } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authorizedOrganizationOf } from '../../core/tenancy';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { deleteComment, editComment, setThreadResolved } from './changeComments';
import { COMMENT_MEMBERS_ONLY, canComment } from './policy';
import { readThreads } from './queries';
import { createThread, replyToThread } from './writeComments';

/** Issue 48 item 3: internal comments on an article, scoped to the caller's active organization. */
export function articleCommentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, jobs } = ctx;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));

    route(app, articleCommentsApi.list, async (request) => {
      const actor = actorOf(request);
      const organizationId = authorizedOrganizationOf(actor, canComment, COMMENT_MEMBERS_ONLY);
      return { threads: await readThreads({ db, actor, organizationId, articleId: request.params.id }) };
    });

    const writer = (request: FastifyRequest) => ({
      db,
      jobs,
      actor: actorOf(request),
      now: clock.now(),
      baseUrl: ctx.origin.of(request),
    });

    route(app, articleCommentsApi.createThread, (request) =>
      createThread({ ...writer(request), articleId: request.params.id, ...request.body }),
    );

    route(app, articleCommentsApi.reply, (request) =>
      replyToThread({ ...writer(request), articleId: request.params.id, ...request.params, ...request.body }),
    );

    route(app, articleCommentsApi.edit, (request) =>
      editComment({ ...writer(request), articleId: request.params.id, ...request.params, ...request.body }),
    );

    route(app, articleCommentsApi.delete, async (request) => {
      await deleteComment({ db, actor: actorOf(request), articleId: request.params.id, ...request.params });
      return { message: 'Comment deleted' };
    });

    for (const [endpoint, resolved] of [
      [articleCommentsApi.resolve, true],
      [articleCommentsApi.reopen, false],
    ] as const) {
      route(app, endpoint, (request) =>
        setThreadResolved({
          db,
          actor: actorOf(request),
          now: clock.now(),
          articleId: request.params.id,
          commentId: request.params.commentId,
          resolved,
        }),
      );
    }
  };
}
