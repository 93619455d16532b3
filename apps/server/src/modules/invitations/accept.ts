import { and, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invitations, memberships, users } from '../../db/schema';
import { forbidden, gone, notFound } from '../../lib/errors';
import { hashToken } from '../../lib/secureToken';
import { presentInvitation } from './presenter';
import { type InvitationRow, selectInvitations } from './queries';

/** Looks up an invitation by the token from its link; expiry is derived from expiresAt. */
export async function findInvitationByToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<InvitationRow | null> {
  const [row] = await selectInvitations(db, eq(invitations.tokenHash, hashToken(token)), now);
  return row ?? null;
}

export const EMAIL_MISMATCH_MESSAGE = 'This invitation was sent to a different e-mail address';

/**
 * The invitation exists, is PENDING and unexpired, and was sent to `email` (spec 01 §5: the invited
 * e-mail must equal the signed-in one). Errors carry `status` (and the invitation where one exists).
 */
export function assertInvitationAcceptable(
  invitation: InvitationRow | null,
  email: string,
): asserts invitation is InvitationRow {
  if (!invitation) throw notFound('Invitation not found', 'INVITATION_NOT_FOUND', { status: 'NOT_FOUND' });
  if (invitation.status !== 'PENDING') {
    throw gone(invitationStatusMessage(invitation.status), `INVITATION_${invitation.status}`, {
      status: invitation.status,
      invitation: presentInvitation(invitation),
    });
  }
  if (invitation.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw forbidden(EMAIL_MISMATCH_MESSAGE, 'INVITATION_EMAIL_MISMATCH');
  }
}

/**
 * Accepts an invitation for a signed-in (or just registered) user: the e-mail must be the invited one,
 * the invitation must be PENDING and unexpired. The user joins with the invited role and the
 * organization becomes active. Single use: the status update only matches a PENDING, unexpired row.
 * Run it inside the caller's transaction so the membership and the status change land together.
 */
export async function acceptInvitation(input: {
  db: Queryable;
  userId: string;
  email: string;
  token: string;
  now: Date;
}): Promise<{ organizationId: string }> {
  const invitation = await findInvitationByToken(input.db, input.token, input.now);
  assertInvitationAcceptable(invitation, input.email);
  const updated = await input.db
    .update(invitations)
    .set({ status: 'ACCEPTED', acceptedAt: input.now, updatedAt: input.now })
    .where(
      and(
        eq(invitations.id, invitation.id),
        eq(invitations.status, 'PENDING'),
        gt(invitations.expiresAt, input.now),
      ),
    )
    .returning({ id: invitations.id });
  if (updated.length === 0) {
    throw gone(invitationStatusMessage('ACCEPTED'), 'INVITATION_ACCEPTED', { status: 'ACCEPTED' });
  }
  // Someone who already belongs (e.g. joined through another invitation) keeps the role they have.
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
