import { generationApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Actor } from '../../core/actor';
import { route } from '../../lib/contract/route';
import { perUserPerMinute } from '../../lib/rateLimit';
import { actorOf } from '../../plugins/authenticate';
import { loadArticle } from '../articles/queries';
import { subscriberRoutes } from '../billing';
import { type GenerationRequest, startGeneration } from './startGeneration';

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
    subscriberRoutes(app, ctx);
    const extras = { preHandler: perUserPerMinute(ctx, 'generation', STARTS_PER_MINUTE) };

    route(
      app,
      generationApi.generate,
      (request) => start(actorOf(request), request.params.id, { kind: 'generate' }),
      extras,
    );
    route(
      app,
      generationApi.restart,
      (request) => start(actorOf(request), request.params.id, { kind: 'restart' }),
      extras,
    );
    route(
      app,
      generationApi.changeContentType,
      (request) =>
        start(actorOf(request), request.params.id, {
          kind: 'change-content-type',
          contentType: request.body.contentType,
        }),
      extras,
    );
  };
}
