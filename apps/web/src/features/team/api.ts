import { type Invitation, invitationsApi, type OrganizationRole, organizationsApi } from '@support/shared';
import { call } from '../../lib/client';

export async function changeMemberRole(input: {
  organizationId: string;
  userId: string;
  role: OrganizationRole;
}) {
  await call(organizationsApi.changeMemberRole, {
    params: { id: input.organizationId, userId: input.userId },
    body: { role: input.role },
  });
}

export async function removeMember(input: { organizationId: string; userId: string }) {
  await call(organizationsApi.removeMember, { params: { id: input.organizationId, userId: input.userId } });
}

export async function inviteMember(input: { email: string; role: OrganizationRole }) {
  await call(invitationsApi.invite, { body: input });
}

export async function fetchInvitations(): Promise<Invitation[]> {
  return (await call(invitationsApi.list)).invitations;
}

export async function revokeInvitation(id: string) {
  await call(invitationsApi.revoke, { params: { id } });
}

export async function resendInvitation(id: string) {
  await call(invitationsApi.resend, { params: { id } });
}

/** Removes an EXPIRED invitation from the list. */
export async function deleteInvitation(id: string) {
  await call(invitationsApi.remove, { params: { id } });
}
