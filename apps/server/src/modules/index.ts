import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { healthRoutes } from './health/routes';

/** Every feature's routes, mounted under /v1. Add a module here and nowhere else. */
export async function registerModules(v1: FastifyInstance, ctx: AppContext): Promise<void> {
  await v1.register(healthRoutes(ctx));
}
