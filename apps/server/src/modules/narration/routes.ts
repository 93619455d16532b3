import { narrationApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { perUserPerMinute } from '../../lib/rateLimit';
import { actorOf } from '../../plugins/authenticate';
import { loadArticle } from '../articles/queries';
import { subscriberRoutes } from '../billing';
import { analyzeStep } from './analyzeStep';
import { saveTranscription } from './saveTranscription';
import { startTranscription } from './startTranscription';

/** Each call sends a narration or a screenshot to a paid service: a person needs a few a minute. */
const CALLS_PER_MINUTE = 20;

/** Narrated recordings (issue 17): the later transcription and a step's AI analysis. */
export function narrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, storage } = ctx;
  return async (app) => {
    subscriberRoutes(app, ctx);

    route(
      app,
      narrationApi.transcribe,
      async (request) => {
        const actor = actorOf(request);
        await startTranscription({
          db,
          jobs: ctx.jobs,
          transcriber: ctx.transcriber,
          actor,
          id: request.params.id,
        });
        return loadArticle({ db, storage, actor, id: request.params.id });
      },
      { preHandler: perUserPerMinute(ctx, 'transcribe', CALLS_PER_MINUTE) },
    );

    route(app, narrationApi.saveTranscription, (request) =>
      saveTranscription({
        db,
        storage,
        actor: actorOf(request),
        articleId: request.params.id,
        stepId: request.params.stepId,
        transcription: request.body.transcription,
      }),
    );

    route(
      app,
      narrationApi.analyzeStep,
      (request) =>
        analyzeStep({
          db,
          ai: ctx.ai,
          storage,
          vision: ctx.config.ai?.vision ?? false,
          actor: actorOf(request),
          articleId: request.params.id,
          stepId: request.params.stepId,
        }),
      { preHandler: perUserPerMinute(ctx, 'analyze-step', CALLS_PER_MINUTE) },
    );
  };
}
