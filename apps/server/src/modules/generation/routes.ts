import { ZArticle, ZChangeContentTypeRequest, ZErrorBody, ZIdParam } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { perUserPerMinute } from '../../lib/rateLimit';
import { type Actor, actorOf } from '../../plugins/authenticate';
import { loadArticle } from '../articles/queries';
import { requireActiveSubscription } from '../plans/gate';
import { type GenerationRequest, startGeneration } from './startGeneration';

const docs = { tags: ['help-articles'], security: [{ bearer: [] }] };
const schema = {
  ...docs,
  params: ZIdParam,
  response: {
    200: ZArticle,
    400: ZErrorBody,
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    409: ZErrorBody,
    429: ZErrorBody,
  },
};

/** Each start renders and writes (and may call the AI): a person needs a few a minute, not more. */
const STARTS_PER_MINUTE = 30;

/**
 * Spec 02 §7: `POST /help-articles/{id}/generate`, `/restart-generation` and `/change-content-type`.
 * Each answers with the article as it is now (processing), so the client shows the processing
 * screen without another request and refetches until it is finished.
 */
export function generationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, storage } = ctx;
  const start = async (actor: Actor, id: string, request: GenerationRequest) => {
    await startGeneration({
      db,
      changes: ctx.changes,
      jobs: ctx.jobs,
      plans: ctx.config.billing.plans,
      actor,
      id,
      request,
      now: clock.now(),
    });
    return loadArticle({ db, storage, actor, id });
  };
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));
    const preHandler = perUserPerMinute(ctx, 'generation', STARTS_PER_MINUTE);

    app.post('/help-articles/:id/generate', { preHandler, schema }, (request) =>
      start(actorOf(request), request.params.id, { kind: 'generate' }),
    );
    app.post('/help-articles/:id/restart-generation', { preHandler, schema }, (request) =>
      start(actorOf(request), request.params.id, { kind: 'restart' }),
    );
    app.post(
      '/help-articles/:id/change-content-type',
      { preHandler, schema: { ...schema, body: ZChangeContentTypeRequest } },
      (request) =>
        start(actorOf(request), request.params.id, {
          kind: 'change-content-type',
          contentType: request.body.contentType,
        }),
    );
  };
}
