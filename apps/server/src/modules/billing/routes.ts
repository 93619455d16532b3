import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { paymentsRoutes } from './payments/routes';
import { plansRoutes } from './plans/routes';

/** The plan, usage and payment calls (Stripe's webhook included), mounted under /v1 by modules/index.ts. */
export function billingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(plansRoutes(ctx));
    await app.register(paymentsRoutes(ctx));
  };
}
