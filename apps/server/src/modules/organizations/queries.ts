import type { Organization } from '@support/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Queryable } from '../../db/client';
import { memberships, organizations, organizationTags, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { presentOrganization } from './presenter';

/**
 * The organizations the caller belongs to (optionally just one of them), with members, tags and
 * the caller's abilities in each. The membership join is the tenant condition: nobody loads an
 * organization they are not in.
 */
export async function loadOrganizations(
  db: Queryable,
  scope: { actor: Actor; organizationId?: string },
): Promise<Organization[]> {
  const userId = scope.actor.userId;
  const rows = await db
    .select({ organization: organizations })
    .from(organizations)
    .innerJoin(
      memberships,
      and(eq(memberships.organizationId, organizations.id), eq(memberships.userId, userId)),
    )
    .where(scope.organizationId ? eq(organizations.id, scope.organizationId) : undefined)
    .orderBy(asc(organizations.name), asc(organizations.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.organization.id);
  const [members, tags] = await Promise.all([
    db
      .select({
        organizationId: memberships.organizationId,
        role: memberships.role,
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(inArray(memberships.organizationId, ids))
      .orderBy(asc(memberships.createdAt), asc(users.email)),
    db
      .select({
        organizationId: organizationTags.organizationId,
        id: organizationTags.id,
        name: organizationTags.name,
      })
      .from(organizationTags)
      .where(inArray(organizationTags.organizationId, ids))
      .orderBy(asc(organizationTags.name)),
  ]);
  return rows.map((row) => presentOrganization(row.organization, members, tags, scope.actor));
}

export function listOrganizations(input: { db: Queryable; actor: Actor }): Promise<Organization[]> {
  return loadOrganizations(input.db, { actor: input.actor });
}

/** One organization of the caller's; 404 when the caller is not (or no longer) a member. */
export async function getOrganization(input: {
  db: Queryable;
  actor: Actor;
  organizationId: string;
}): Promise<Organization> {
  const [organization] = await loadOrganizations(input.db, {
    actor: input.actor,
    organizationId: input.organizationId,
  });
  if (!organization) throw notFound('Organization not found', 'ORGANIZATION_NOT_FOUND');
  return organization;
}

export function getActiveOrganization(input: { db: Queryable; actor: Actor }): Promise<Organization> {
  return getOrganization({ ...input, organizationId: activeOrganizationOf(input.actor) });
}
