import { ZErrorBody, ZIdParam, ZSmartEditRequest, ZSmartEditResponse } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { perUserPerMinute } from '../../lib/rateLimit';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../plans/gate';
import { smartEdit } from './smartEdit';

const docs = { tags: ['help-articles'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 503: ZErrorBody };

/** Every AI call costs money: one writer gets this many per minute. */
const SMART_EDITS_PER_MINUTE = 30;

export function smartEditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { ai } = ctx;
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));

    app.post(
      '/help-articles/:id/smart-edit',
      {
        preHandler: perUserPerMinute(ctx, 'smart-edit', SMART_EDITS_PER_MINUTE),
        schema: {
          ...docs,
          params: ZIdParam,
          body: ZSmartEditRequest,
          response: { 200: ZSmartEditResponse, ...errors },
        },
      },
      (request) =>
        smartEdit({
          db: ctx.db,
          ai,
          plans: ctx.config.billing.plans,
          actor: actorOf(request),
          now: ctx.clock.now(),
          articleId: request.params.id,
          ...request.body,
        }),
    );
  };
}
