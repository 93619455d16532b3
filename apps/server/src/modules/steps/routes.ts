import { ZArticle, ZErrorBody, ZSaveStepAnnotationsRequest, ZStep, ZStepParams } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/authenticate';
import { loadArticle } from '../articles/queries';
import { requireActiveSubscription } from '../plans/gate';
import { deleteStep } from './deleteStep';
import { saveStepAnnotations } from './saveAnnotations';

const docs = { tags: ['help-articles'], security: [{ bearer: [] }] };
const schema = {
  ...docs,
  params: ZStepParams,
  response: {
    200: ZArticle,
    400: ZErrorBody,
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    409: ZErrorBody,
  },
};
const base = '/help-articles/:id/steps/:stepId';

/**
 * The step editor's calls (spec 02 §7). A save answers with the saved step, a delete with the
 * article as it is after it; the re-rendered image follows through the queue.
 */
export function stepsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, storage, jobs } = ctx;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));

    app.put(
      `${base}/annotations`,
      {
        schema: {
          ...schema,
          summary: 'Save a step’s annotations and image settings; answers with the saved step',
          body: ZSaveStepAnnotationsRequest,
          response: { ...schema.response, 200: ZStep },
        },
      },
      (request) => {
        const { id, stepId } = request.params;
        return saveStepAnnotations({
          db,
          storage,
          changes: ctx.changes,
          jobs,
          actor: actorOf(request),
          articleId: id,
          stepId,
          body: request.body,
          now: clock.now(),
        });
      },
    );

    app.delete(
      base,
      { schema: { ...schema, summary: 'Delete a step (not the last one)' } },
      async (request) => {
        const actor = actorOf(request);
        const { id, stepId } = request.params;
        await deleteStep({
          db,
          changes: ctx.changes,
          storage,
          jobs,
          actor,
          articleId: id,
          stepId,
          now: clock.now(),
          log: request.log,
        });
        return loadArticle({ db, storage, actor, id });
      },
    );
  };
}
