import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Queryable } from '../../db/client';
import type { Clock } from '../clock';
import { consumeOrThrow, type RateLimit } from './consume';

/**
 * A route's rate-limit step: spends each budget in order and answers 429 (with Retry-After) at the
 * first one that is spent; later budgets are then left alone, so a client refused by its address
 * budget does not also use up the account it is guessing at. Runs as a preHandler, after schema
 * validation and authentication, so keys come from a validated body or the signed-in actor.
 */
export function rateLimited(
  ctx: { db: Queryable; clock: Clock },
  budgets: (request: FastifyRequest) => RateLimit[],
): preHandlerAsyncHookHandler {
  return async (request) => {
    for (const budget of budgets(request)) {
      await consumeOrThrow({ db: ctx.db, now: ctx.clock.now(), ...budget });
    }
  };
}

/** `limit` calls a minute per signed-in user (or client address) of the routes named `name`. */
export function perUserPerMinute(
  ctx: { db: Queryable; clock: Clock },
  name: string,
  limit: number,
): preHandlerAsyncHookHandler {
  return rateLimited(ctx, (request) => [
    { key: `${name}:user:${request.actor?.userId ?? request.ip}`, limit, windowSeconds: 60 },
  ]);
}
