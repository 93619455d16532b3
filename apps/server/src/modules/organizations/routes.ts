import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

export function organizationsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
