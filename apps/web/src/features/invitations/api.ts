import { type Invitation, invitationsApi, profileApi } from '@support/shared';
import { call } from '../../lib/client';

/** Public lookup of an invitation by the token from its link (no sign-in needed). */
export function getInvitation(token: string): Promise<Invitation> {
  return call(invitationsApi.lookup, { params: { token } });
}

/** Accepts an invitation for the signed-in user (the invited e-mail must be theirs). */
export async function acceptInvitation(token: string): Promise<void> {
  await call(invitationsApi.accept, { body: { token } });
}

export function getProfile() {
  return call(profileApi.get);
}
