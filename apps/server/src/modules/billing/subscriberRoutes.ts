import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActiveSubscription } from './plans/gate';

/**
 * The preamble of the routes that work on a member's articles (articles, steps, GIF, narration,
 * generation, smart edit): a signed-in caller first, on onRequest, so that a caller without a
 * session gets 401 before any validation; then an active trial or plan (402 otherwise).
 */
export function subscriberRoutes(
  app: Pick<FastifyInstance, 'addHook'>,
  ctx: Pick<AppContext, 'authenticate' | 'db' | 'clock'>,
): void {
  app.addHook('onRequest', ctx.authenticate);
  app.addHook('preHandler', requireActiveSubscription(ctx));
}
