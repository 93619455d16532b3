import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

export function profileRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
