import type { InvitationStatus } from '@support/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invitations, organizations, users } from '../../db/schema';

/** EXPIRED is never stored: a PENDING invitation past its expiresAt reads as EXPIRED (by ctx.clock). */
export function effectiveStatus(status: InvitationStatus, expiresAt: Date, now: Date): InvitationStatus {
  return status === 'PENDING' && expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : status;
}

/** Invitations with their organization's name and the inviter's name; the status is the effective one. */
export async function selectInvitations(db: Queryable, where: SQL | undefined, now: Date) {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
      organizationId: invitations.organizationId,
      organizationName: organizations.name,
      organizationType: organizations.type,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(users, eq(users.id, invitations.inviterId))
    .where(where)
    .orderBy(invitations.createdAt);
  return rows.map((row) => ({ ...row, status: effectiveStatus(row.status, row.expiresAt, now) }));
}

export type InvitationRow = Awaited<ReturnType<typeof selectInvitations>>[number];
