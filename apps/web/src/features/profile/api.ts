import {
  type Organization,
  type UpdateProfileRequest,
  type UserProfile,
  ZOrganization,
  ZUserProfile,
} from '@support/shared';
import { api } from '../../lib/api';

/** GET /v1/profile/user: the signed-in user with plan and active-organization facts. */
export async function fetchProfile(): Promise<UserProfile> {
  return ZUserProfile.parse((await api.get('/profile/user')).data);
}

export async function updateProfile(body: UpdateProfileRequest): Promise<void> {
  await api.put('/profile/user', body);
}

/** GET /v1/organization/active: the organization every tenant-owned call is scoped to. */
export async function fetchActiveOrganization(): Promise<Organization> {
  return ZOrganization.parse((await api.get('/organization/active')).data);
}
