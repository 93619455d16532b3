import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

export function authRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
