import {
  type EndpointInput,
  type Organization,
  organizationsApi,
  profileApi,
  type UserProfile,
} from '@support/shared';
import { call } from '../../lib/client';

/** GET /profile/user: the signed-in user with plan and active-organization facts. */
export function fetchProfile(): Promise<UserProfile> {
  return call(profileApi.get);
}

export async function updateProfile(body: EndpointInput<typeof profileApi.update>['body']): Promise<void> {
  await call(profileApi.update, { body });
}

/** GET /organization/active: the organization every tenant-owned call is scoped to. */
export function fetchActiveOrganization(): Promise<Organization> {
  return call(organizationsApi.active);
}
