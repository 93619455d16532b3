import { smartEditApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { perUserPerMinute } from '../../lib/rateLimit';
import { actorOf } from '../../plugins/authenticate';
import { subscriberRoutes } from '../billing';
import { smartEdit } from './smartEdit';

/** Every AI call costs money: one writer gets this many per minute. */
const SMART_EDITS_PER_MINUTE = 30;

export function smartEditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { ai } = ctx;
    subscriberRoutes(app, ctx);

    route(
      app,
      smartEditApi.edit,
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
      { preHandler: perUserPerMinute(ctx, 'smart-edit', SMART_EDITS_PER_MINUTE) },
    );
  };
}
