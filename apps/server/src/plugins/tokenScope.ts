import { type Caller, DEFAULT_CALLERS } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../core/actor';
import { forbidden } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The kinds of token the route serves (DEFAULT_CALLERS when unset): a contract route takes its
     * endpoint's `callers` (lib/contract/route.ts); a route outside the contract names its own.
     */
    callers?: readonly Caller[];
  }
}

/** Why a token is refused, in words its holder can act on. */
const REFUSAL: Record<Caller, string> = {
  BROWSER: 'A browser sign-in cannot be used here',
  DESKTOP_RECORDER:
    'This token belongs to a desktop recorder and cannot be used here. Sign in in the browser to do this.',
};

/**
 * The one place a token's kind is held to what the route serves, run by `authenticate` on every
 * signed-in route: an allow-list, so a route nobody marked stays closed to a recorder's token (the
 * audit's recorder token invited an admin and created an organization before this).
 */
export function checkTokenScope(request: FastifyRequest, actor: Actor): void {
  const callers = request.routeOptions.config?.callers ?? DEFAULT_CALLERS;
  if (callers.includes(actor.sessionKind)) return;
  throw forbidden(REFUSAL[actor.sessionKind], 'TOKEN_SCOPE');
}
