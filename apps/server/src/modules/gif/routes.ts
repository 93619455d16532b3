import { demoGifApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { subscriberRoutes } from '../billing';
import { GIF_QUEUED, GIF_UP_TO_DATE, requestGif } from './requestGif';

/**
 * Spec 02 §7 `POST /help-articles/{id}/generate-gif`: answers 202 at once; the article shows the GIF
 * (activeArticleVersion.mediaOutput.gifUrl, and `![Demo Gif](output.gif)` in its text) when the job is done.
 * 200 with `queued: false` when the GIF of the current frames is there and shown already.
 */
export function gifRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, jobs } = ctx;
  return async (app) => {
    subscriberRoutes(app, ctx);

    route(app, demoGifApi.generate, async (request, reply) => {
      const { queued } = await requestGif({
        db,
        jobs,
        actor: actorOf(request),
        articleId: request.params.id,
      });
      if (queued) return { message: GIF_QUEUED, queued };
      // Nothing to render: the definition's other answer, 200.
      return reply.status(200).send({ message: GIF_UP_TO_DATE, queued });
    });
  };
}
