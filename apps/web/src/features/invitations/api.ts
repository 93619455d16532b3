import { type Invitation, ZInvitation, ZUserProfile } from '@support/shared';
import { api } from '../../lib/api';

/** Public lookup of an invitation by the token from its link (no sign-in needed). */
export async function getInvitation(token: string): Promise<Invitation> {
  return ZInvitation.parse((await api.get(`/auth/invitation/${encodeURIComponent(token)}`)).data);
}

/** Accepts an invitation for the signed-in user (the invited e-mail must be theirs). */
export async function acceptInvitation(token: string): Promise<void> {
  await api.post('/organization/invitations/accept', { token });
}

export async function getProfile() {
  return ZUserProfile.parse((await api.get('/profile/user')).data);
}
