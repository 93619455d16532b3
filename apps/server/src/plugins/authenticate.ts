import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Actor } from '../core/actor';
import type { Db } from '../db/client';
import { type Clock, systemClock } from '../lib/clock';
import { unauthorized } from '../lib/errors';
import type { SessionClaims, TokenService } from '../lib/jwt';
import { type ActorRow, createActorQuery } from './actorQuery';
import { createApiKeyActor, isApiKeySecret } from './apiKeyActor';
import { createSessionTouch } from './sessionTouch';
import { checkTokenScope } from './tokenScope';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * The actor of a row, or null when the token's version is outdated (a changed password ends older
 * sessions), its session ended (signed out, or ended from another device), or it is a desktop
 * recorder's that went unused longer than DESKTOP_RECORDER_TOKEN_DAYS (its token has no `exp`: this
 * is where it runs out, and each use, recorded by the touch, moves the end on).
 */
function actorOfRow(
  row: ActorRow | undefined,
  claims: SessionClaims,
  now: Date,
  recorderIdleMs: number,
): Actor | null {
  if (!row || row.tokenVersion !== claims.tokenVersion || !row.sessionId) return null;
  const sessionKind = row.sessionKind ?? 'BROWSER';
  if (
    sessionKind === 'DESKTOP_RECORDER' &&
    now.getTime() - new Date(row.sessionLastUsedAt ?? 0).getTime() > recorderIdleMs
  )
    return null;
  const {
    subscriptionId,
    subscriptionType,
    status,
    trialEndsAt,
    endDate,
    pastDueSince,
    sessionLastUsedAt,
    ...rest
  } = row;
  return Object.freeze({
    ...rest,
    sessionId: row.sessionId,
    sessionKind,
    organizationId: row.organizationId ?? null,
    organizationName: row.organizationId ? row.organizationName : null,
    role: row.role ?? null,
    subscription:
      subscriptionId && subscriptionType && status
        ? Object.freeze({ subscriptionType, status, trialEndsAt, endDate, pastDueSince })
        : null,
  });
}

/** Signature checks remembered per token string; a cached token still ends at its own expiry. */
const VERIFIED_TOKENS = 10_000;

/**
 * preHandler for every signed-in route: 401 without a valid, current token, 403 TOKEN_SCOPE for a
 * token of a kind the route does not serve (tokenScope.ts). An `sk_…` bearer is an API key
 * (apiKeyActor.ts), looked up on every call.
 *
 * Two savings, neither of which serves a stale answer:
 * - a token's signature is checked once; its claims cannot change, only expire (checked on the clock).
 * - concurrent requests of one session share the one actor query in flight (a browser opening a
 *   page sends several at once). A request joining it gets what a query started a moment before
 *   it arrived reads; every later request reads again, so a role, plan or password change made by
 *   any process applies to the next call. There is deliberately no cache beyond that: the write
 *   paths (other modules, the admin CLI, other processes) would all have to invalidate it.
 */
export function createAuthenticate(db: Db, tokens: TokenService, clock: Clock = systemClock) {
  const actorQuery = createActorQuery(db);
  const touch = createSessionTouch(db, clock);
  const apiKeyActor = createApiKeyActor(db, clock);
  const verified = new Map<string, { claims: SessionClaims; expiresAt: number }>();
  const inFlight = new Map<string, Promise<Actor | null>>();

  async function claimsOf(token: string): Promise<SessionClaims | null> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > clock.now().getTime()) return known.claims;
      verified.delete(token);
      return null;
    }
    const claims = await tokens.verify(token);
    if (!claims) return claims;
    // A recorder's token has no `exp` (its session's last use ends it, checked on every call).
    const exp = decodeJwt(token).exp;
    // Map order is insertion order: the oldest entry goes first.
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAt: exp === undefined ? Number.POSITIVE_INFINITY : exp * 1000 });
    return claims;
  }

  function actorOfClaims(claims: SessionClaims): Promise<Actor | null> {
    const key = `${claims.userId}:${claims.tokenVersion}:${claims.sessionId}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = actorQuery(claims)
        .then(async (row) => {
          const actor = actorOfRow(row, claims, clock.now(), tokens.recorderIdleMs);
          // "Last used" is informational: failing to write it must not refuse a valid session.
          if (actor && row?.sessionLastUsedAt) {
            await touch(actor.sessionId, row.sessionLastUsedAt).catch(() => undefined);
          }
          return actor;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    if (isApiKeySecret(token)) {
      const keyActor = await apiKeyActor(token);
      if (!keyActor)
        throw unauthorized(
          'This API key is not valid: it was revoked, has expired or never existed',
          'INVALID_TOKEN',
        );
      checkTokenScope(request, keyActor);
      request.actor = keyActor;
      return;
    }
    const claims = await claimsOf(token);
    const actor = claims ? await actorOfClaims(claims) : null;
    if (!actor) throw unauthorized('Your session has expired, please sign in again', 'INVALID_TOKEN');
    checkTokenScope(request, actor);
    request.actor = actor;
  };
}

/** The actor of a route that ran `authenticate`; a programming error otherwise. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('route is missing the authenticate preHandler');
  return request.actor;
}
