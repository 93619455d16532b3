import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Actor } from '../core/actor';
import type { Db } from '../db/client';
import { type Clock, systemClock } from '../lib/clock';
import { unauthorized } from '../lib/errors';
import type { SessionClaims, TokenService } from '../lib/jwt';
import { type ActorRow, createActorQuery } from './actorQuery';
import { createSessionTouch } from './sessionTouch';

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
 * sessions) or its session ended (signed out, or ended from another device).
 */
function actorOfRow(row: ActorRow | undefined, claims: SessionClaims): Actor | null {
  if (!row || row.tokenVersion !== claims.tokenVersion || !row.sessionId) return null;
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
 * preHandler for every signed-in route: 401 without a valid, current token.
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
    const exp = claims ? decodeJwt(token).exp : undefined;
    if (!claims || exp === undefined) return claims;
    // Map order is insertion order: the oldest entry goes first.
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAt: exp * 1000 });
    return claims;
  }

  function actorOfClaims(claims: SessionClaims): Promise<Actor | null> {
    const key = `${claims.userId}:${claims.tokenVersion}:${claims.sessionId}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = actorQuery(claims)
        .then(async (row) => {
          const actor = actorOfRow(row, claims);
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
    const claims = await claimsOf(token);
    const actor = claims ? await actorOfClaims(claims) : null;
    if (!actor) throw unauthorized('Your session has expired, please sign in again', 'INVALID_TOKEN');
    request.actor = actor;
  };
}

/** The actor of a route that ran `authenticate`; a programming error otherwise. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('route is missing the authenticate preHandler');
  return request.actor;
}
