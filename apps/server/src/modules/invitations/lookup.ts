import type { Invitation } from '@support/shared';
import type { Db } from '../../db/client';
import { gone, notFound } from '../../lib/errors';
import { findInvitationByToken, invitationStatusMessage } from './accept';
import { presentInvitation } from './presenter';

/**
 * `GET /auth/invitation/{token}`, no sign-in: the token is the credential. A used, expired or revoked
 * invitation answers 410 with `status` and the invitation, an unknown token 404 with status NOT_FOUND,
 * so the screen can pick its variant. It never depends on the invitee's own account or plan.
 */
export async function lookupInvitation(input: { db: Db; token: string; now: Date }): Promise<Invitation> {
  const row = await findInvitationByToken(input.db, input.token, input.now);
  if (!row) throw notFound('Invitation not found', 'INVITATION_NOT_FOUND', { status: 'NOT_FOUND' });
  const invitation = presentInvitation(row);
  if (row.status !== 'PENDING') {
    throw gone(invitationStatusMessage(row.status), `INVITATION_${row.status}`, {
      status: row.status,
      invitation,
    });
  }
  return invitation;
}
