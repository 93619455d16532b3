import { stepsApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { loadArticle } from '../articles/queries';
import { subscriberRoutes } from '../billing';
import { deleteStep } from './deleteStep';
import { saveStepAnnotations } from './saveAnnotations';

/**
 * The step editor's calls (spec 02 §7). A save answers with the saved step, a delete with the
 * article as it is after it; the re-rendered image follows through the queue.
 */
export function stepsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, storage, jobs } = ctx;
  return async (app) => {
    subscriberRoutes(app, ctx);

    route(app, stepsApi.saveAnnotations, (request) => {
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
    });

    route(app, stepsApi.delete, async (request) => {
      const actor = actorOf(request);
      const { id, stepId } = request.params;
      await deleteStep({
        db,
        changes: ctx.changes,
        storage,
        actor,
        articleId: id,
        stepId,
        now: clock.now(),
        log: request.log,
      });
      return loadArticle({ db, storage, actor, id });
    });
  };
}
