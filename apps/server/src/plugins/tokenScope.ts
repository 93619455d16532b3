import { type ApiKeyScope, DEFAULT_CALLERS, type SessionCaller } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../core/actor';
import { forbidden } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The kinds of token the route serves (DEFAULT_CALLERS when unset): a contract route takes its
     * endpoint's `callers` (lib/contract/route.ts); a route outside the contract names its own.
     */
    callers?: readonly SessionCaller[];
  }
}

/** Why a token is refused, in words its holder can act on. */
const REFUSAL: Record<SessionCaller, string> = {
  BROWSER: 'A browser sign-in cannot be used here',
  DESKTOP_RECORDER:
    'This token belongs to a desktop recorder and cannot be used here. Sign in in the browser to do this.',
};

/** 403 TOKEN_SCOPE naming the scope an API key lacks (or that no key may call this). */
export function refuseApiKey(scope: ApiKeyScope | undefined): never {
  throw forbidden(
    scope
      ? `This API key does not have the scope "${scope}". Create a key with it in Settings → API keys.`
      : 'API keys cannot be used here. Sign in in the browser to do this.',
    'TOKEN_SCOPE',
  );
}

/** Within a route a key may call, an action needing a further scope (a bulk publish). */
export function requireApiKeyScope(actor: Actor, scope: ApiKeyScope): void {
  if (actor.apiKey && !actor.apiKey.scopes.includes(scope)) refuseApiKey(scope);
}

/**
 * The one place a token's kind is held to what the route serves, run by `authenticate` on every
 * signed-in route: an allow-list, so a route nobody marked stays closed to a recorder's token (the
 * audit's recorder token invited an admin and created an organization before this). An API key
 * reaches only the contract endpoints that declare a `scope` it holds.
 */
export function checkTokenScope(request: FastifyRequest, actor: Actor): void {
  if (actor.sessionKind === 'API_KEY') {
    const scope = request.routeOptions.config?.endpoint?.scope;
    if (!scope || !actor.apiKey?.scopes.includes(scope)) refuseApiKey(scope);
    return;
  }
  const callers = request.routeOptions.config?.callers ?? DEFAULT_CALLERS;
  if (callers.includes(actor.sessionKind)) return;
  throw forbidden(REFUSAL[actor.sessionKind], 'TOKEN_SCOPE');
}
