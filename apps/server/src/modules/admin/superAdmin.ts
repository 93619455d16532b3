import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../core/actor';
import { notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/authenticate';
import type { AuditActor } from './audit';
import { canUseAdminArea } from './policy';

/**
 * The super-admin area's gate (issue 18): anyone else gets the same 404 an unknown route gives,
 * so the area does not even reveal that it exists. The actor is read from the database on every
 * request, so a revoked super admin loses the area with their next call.
 */
export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  if (canUseAdminArea(actorOf(request))) return;
  // Word for word what plugins/errorHandler.ts answers for a route that does not exist.
  throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
}

export const auditActorOf = (actor: Actor): AuditActor => ({
  kind: 'user',
  userId: actor.userId,
  email: actor.email,
});
