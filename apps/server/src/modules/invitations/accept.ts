import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invitations, memberships, organizations, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { hashToken } from '../../lib/secureToken';

/** Looks up an invitation by the token from its link; expiry is derived from expiresAt. */
export async function findInvitationByToken(db: Queryable, token: string, now: Date) {
  const [row] = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
      organizationId: invitations.organizationId,
      organizationName: organizations.name,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(users, eq(users.id, invitations.inviterId))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const status =
    row.status === 'PENDING' && row.expiresAt.getTime() <= now.getTime() ? ('EXPIRED' as const) : row.status;
  return { ...row, status };
}

/**
 * Accepts an invitation for a signed-in (or just registered) user: the e-mail must be the invited one,
 * the invitation must be PENDING and unexpired. The user joins with the invited role and the
 * organization becomes active. Single use: the status update only matches a PENDING row.
 */
export async function acceptInvitation(input: {
  db: Queryable;
  userId: string;
  email: string;
  token: string;
  now: Date;
}): Promise<{ organizationId: string }> {
  const invitation = await findInvitationByToken(input.db, input.token, input.now);
  if (!invitation) throw notFound('Invitation not found', 'INVITATION_NOT_FOUND', { status: 'NOT_FOUND' });
  if (invitation.status !== 'PENDING') {
    throw forbidden(invitationStatusMessage(invitation.status), `INVITATION_${invitation.status}`, {
      status: invitation.status,
    });
  }
  if (invitation.email.toLowerCase() !== input.email.toLowerCase()) {
    throw forbidden('This invitation was sent to a different e-mail address', 'INVITATION_EMAIL_MISMATCH');
  }
  const updated = await input.db
    .update(invitations)
    .set({ status: 'ACCEPTED', acceptedAt: input.now, updatedAt: input.now })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'PENDING')))
    .returning({ id: invitations.id });
  if (updated.length === 0) {
    throw forbidden(invitationStatusMessage('ACCEPTED'), 'INVITATION_ACCEPTED', { status: 'ACCEPTED' });
  }
  await input.db
    .insert(memberships)
    .values({ organizationId: invitation.organizationId, userId: input.userId, role: invitation.role })
    .onConflictDoNothing();
  await input.db
    .update(users)
    .set({ activeOrganizationId: invitation.organizationId, updatedAt: input.now })
    .where(eq(users.id, input.userId));
  return { organizationId: invitation.organizationId };
}

export function invitationStatusMessage(status: string): string {
  switch (status) {
    case 'ACCEPTED':
      return 'This invitation has already been accepted';
    case 'EXPIRED':
      return 'This invitation has expired';
    case 'REVOKED':
      return 'This invitation has been revoked';
    default:
      return 'The invitation link may be invalid or expired';
  }
}
