import { type Invitation, type OrganizationRole, ZInvitationList } from '@support/shared';
import { api } from '../../lib/api';

export async function changeMemberRole(input: {
  organizationId: string;
  userId: string;
  role: OrganizationRole;
}) {
  await api.put(`/organization/${input.organizationId}/users/${input.userId}/role`, { role: input.role });
}

export async function removeMember(input: { organizationId: string; userId: string }) {
  await api.delete(`/organization/${input.organizationId}/users/${input.userId}`);
}

export async function inviteMember(input: { email: string; role: OrganizationRole }) {
  await api.post('/organization/users/invite', input);
}

export async function fetchInvitations(): Promise<Invitation[]> {
  return ZInvitationList.parse((await api.get('/organization/invitations')).data).invitations;
}

export async function revokeInvitation(id: string) {
  await api.put(`/organization/invitations/${id}/revoke`);
}

export async function resendInvitation(id: string) {
  await api.post(`/organization/invitations/${id}/resend`);
}

/** Removes an EXPIRED invitation from the list. */
export async function deleteInvitation(id: string) {
  await api.delete(`/organization/invitations/${id}`);
}
