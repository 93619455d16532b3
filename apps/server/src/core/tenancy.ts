import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberships } from '../db/schema';
import { notFound } from '../lib/errors';
import type { Actor } from './actor';
import { authorize } from './policy';

/**
 * Tenancy: every tenant-owned call runs in the caller's active organization, and who may do what
 * there (spec 01 §6). The checks here give the caller a clear answer early; the same conditions are
 * repeated in the SQL of every write (`adminOf`, `memberOf`), so a write by someone without the
 * right matches no row even if a role changed meanwhile. In the core because every module scopes
 * its calls this way (see actor.ts); the vocabulary the rules are stated in is policy.ts.
 */

/** The caller's active organization: every tenant-owned call is scoped to it. */
export function activeOrganizationOf(actor: Actor): string {
  if (!actor.organizationId) throw notFound('You have no active organization', 'NO_ACTIVE_ORGANIZATION');
  return actor.organizationId;
}

/**
 * The active organization, if the policy `can` allows the caller there (a module's
 * `can<Action>(actor)`, policy.ts); 403 with the given message otherwise.
 */
export function authorizedOrganizationOf(
  actor: Actor,
  can: (actor: Actor) => boolean,
  message: string,
): string {
  const organizationId = activeOrganizationOf(actor);
  authorize(can(actor), message);
  return organizationId;
}

const CALLER = 'caller_membership';
const caller = alias(memberships, CALLER);
/** drizzle renders an alias inside `sql` by its name only; the FROM clause needs the table too. */
const callerTable = sql`${memberships} as ${sql.identifier(CALLER)}`;

/** SQL: `userId` is a member of the organization (any role). */
export function memberOf(organizationId: SQLWrapper | string, userId: string): SQL {
  return sql`exists (select 1 from ${callerTable} where ${and(
    eq(caller.organizationId, organizationId as string),
    eq(caller.userId, userId),
  )})`;
}

/** SQL: `userId` is an ADMIN of the organization. */
export function adminOf(organizationId: SQLWrapper | string, userId: string): SQL {
  return sql`exists (select 1 from ${callerTable} where ${and(
    eq(caller.organizationId, organizationId as string),
    eq(caller.userId, userId),
    eq(caller.role, 'ADMIN'),
  )})`;
}
