import { ZErrorBody, ZGifRequestResponse, ZIdParam } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../plans/gate';
import { GIF_QUEUED, GIF_UP_TO_DATE, requestGif } from './requestGif';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/**
 * Spec 02 §7 `POST /help-articles/{id}/generate-gif`: answers 202 at once; the article shows the GIF
 * (activeArticleVersion.mediaOutput.gifUrl, and `![Demo Gif](output.gif)` in its text) when the job is done.
 * 200 with `queued: false` when the GIF of the current frames is there and shown already.
 */
export function gifRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, jobs } = ctx;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));

    app.post(
      '/help-articles/:id/generate-gif',
      {
        schema: {
          tags: ['help-articles'],
          security: [{ bearer: [] }],
          summary: 'Render the demo GIF of a step recording (queued)',
          params: ZIdParam,
          response: { 200: ZGifRequestResponse, 202: ZGifRequestResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { queued } = await requestGif({
          db,
          jobs,
          actor: actorOf(request),
          articleId: request.params.id,
        });
        return queued
          ? reply.status(202).send({ message: GIF_QUEUED, queued })
          : reply.status(200).send({ message: GIF_UP_TO_DATE, queued });
      },
    );
  };
}
