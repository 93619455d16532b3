import type { Invitation } from '@support/shared';
import type { InvitationRow } from './queries';

/** Rows to the Invitation of spec 01 §3; the token (hash) never leaves the server. */
export function presentInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    organization: { id: row.organizationId, name: row.organizationName },
    inviter:
      row.inviterFirstName === null
        ? null
        : { firstName: row.inviterFirstName, lastName: row.inviterLastName ?? '' },
  };
}
