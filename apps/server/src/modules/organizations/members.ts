import type { OrganizationRole } from '@support/shared';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/actor';
import { adminOf } from '../../core/tenancy';
import type { Db, Queryable } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { assertOtherUser, MEMBERS_ADMIN_ONLY } from './policy';

type MemberTarget = { db: Db; actor: Actor; organizationId: string; userId: string };

const otherAdmin = alias(memberships, 'other_admin');
const otherAdminTable = sql`${memberships} as ${sql.identifier('other_admin')}`;

/** SQL: after the change the organization still has an admin besides the target. */
function anotherAdminRemains(organizationId: string, userId: string): SQL {
  return sql`exists (select 1 from ${otherAdminTable} where ${and(
    eq(otherAdmin.organizationId, organizationId),
    ne(otherAdmin.userId, userId),
    eq(otherAdmin.role, 'ADMIN'),
  )})`;
}

/**
 * Locks the organization's admin rows (in one order, so two callers cannot deadlock) until the
 * transaction ends. Without it, two admins removing or demoting each other at the same moment both
 * see the other as the remaining admin and both succeed, leaving none. A waiting caller's next
 * statement sees the first one's change (READ COMMITTED takes a new snapshot per statement).
 */
async function lockAdmins(tx: Queryable, organizationId: string): Promise<void> {
  await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'ADMIN')))
    .orderBy(asc(memberships.userId))
    .for('update');
}

/** The conditions every member write carries: the target row, the caller an ADMIN of its organization. */
function targetCondition(input: MemberTarget): SQL {
  return and(
    eq(memberships.organizationId, input.organizationId),
    eq(memberships.userId, input.userId),
    ne(memberships.userId, input.actor.userId),
    adminOf(memberships.organizationId, input.actor.userId),
  )!;
}

/**
 * A write matched no row: say why, without telling a non-member anything about the organization.
 * Not a member of it: 404; member but not ADMIN: 403; target not a member: 404; else the last admin.
 */
async function explainMiss(db: Queryable, input: MemberTarget, lastAdminMessage: string): Promise<never> {
  const rows = await db
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, input.organizationId),
        or(eq(memberships.userId, input.actor.userId), eq(memberships.userId, input.userId)),
      ),
    );
  const caller = rows.find((row) => row.userId === input.actor.userId);
  if (!caller) throw notFound('Organization not found', 'ORGANIZATION_NOT_FOUND');
  if (caller.role !== 'ADMIN') throw forbidden(MEMBERS_ADMIN_ONLY, 'ADMIN_ONLY');
  if (!rows.some((row) => row.userId === input.userId))
    throw notFound('Member not found', 'MEMBER_NOT_FOUND');
  throw badRequest(lastAdminMessage, 'LAST_ADMIN');
}

/** `PUT /organization/{id}/users/{userId}/role`: ADMIN of that organization, for another user only. */
export async function changeMemberRole(input: MemberTarget & { role: OrganizationRole }): Promise<void> {
  assertOtherUser(input.actor, input.userId, 'You cannot change your own role');
  await input.db.transaction(async (tx) => {
    await lockAdmins(tx, input.organizationId);
    const updated = await tx
      .update(memberships)
      .set({ role: input.role })
      .where(
        and(
          targetCondition(input),
          input.role === 'MEMBER' ? anotherAdminRemains(input.organizationId, input.userId) : undefined,
        ),
      )
      .returning({ userId: memberships.userId });
    if (updated.length === 0) await explainMiss(tx, input, 'An organization needs at least one admin');
  });
}

/**
 * `DELETE /organization/{id}/users/{userId}`: ADMIN of that organization, for another user only.
 * A removed user whose active organization this was moves to another of theirs (or to none).
 */
export async function removeMember(input: MemberTarget & { now: Date }): Promise<void> {
  await input.db.transaction(async (tx) => {
    assertOtherUser(input.actor, input.userId, 'You cannot remove yourself');
    await lockAdmins(tx, input.organizationId);
    const removed = await tx
      .delete(memberships)
      .where(and(targetCondition(input), anotherAdminRemains(input.organizationId, input.userId)))
      .returning({ userId: memberships.userId });
    if (removed.length === 0) await explainMiss(tx, input, 'The last admin cannot be removed');
    const [next] = await tx
      .select({ organizationId: memberships.organizationId })
      .from(memberships)
      .where(eq(memberships.userId, input.userId))
      .orderBy(asc(memberships.createdAt))
      .limit(1);
    await tx
      .update(users)
      .set({ activeOrganizationId: next?.organizationId ?? null, updatedAt: input.now })
      .where(and(eq(users.id, input.userId), eq(users.activeOrganizationId, input.organizationId)));
  });
}
