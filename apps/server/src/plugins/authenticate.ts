import type { OrganizationRole, UserType } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { memberships, users } from '../db/schema';
import { unauthorized } from '../lib/errors';
import type { TokenService } from '../lib/jwt';

/** Who is calling, resolved once per request from the bearer token. */
export type Actor = {
  userId: string;
  email: string;
  userType: UserType;
  tokenVersion: number;
  /** The active organization and the caller's role in it; null when the user belongs to none. */
  organizationId: string | null;
  role: OrganizationRole | null;
};

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

export async function resolveActor(db: Db, tokens: TokenService, token: string): Promise<Actor | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      userType: users.userType,
      tokenVersion: users.tokenVersion,
      organizationId: memberships.organizationId,
      role: memberships.role,
    })
    .from(users)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.organizationId, users.activeOrganizationId)),
    )
    .where(eq(users.id, claims.userId))
    .limit(1);
  const row = rows[0];
  // A changed password raises tokenVersion: older sessions end here.
  if (!row || row.tokenVersion !== claims.tokenVersion) return null;
  return { ...row, organizationId: row.organizationId ?? null, role: row.role ?? null };
}

/** preHandler for every signed-in route: 401 without a valid, current token. */
export function createAuthenticate(db: Db, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const actor = await resolveActor(db, tokens, token);
    if (!actor) throw unauthorized('Your session has expired, please sign in again', 'INVALID_TOKEN');
    request.actor = actor;
  };
}

/** The actor of a route that ran `authenticate`; a programming error otherwise. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('route is missing the authenticate preHandler');
  return request.actor;
}
