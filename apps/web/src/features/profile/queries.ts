import type { UpdateProfileRequest } from '@support/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchActiveOrganization, fetchProfile, updateProfile } from './api';

/**
 * Query keys shared across features: the shell, onboarding and settings read the same cache,
 * so a mutation anywhere that changes the profile or the active organization invalidates these.
 */
export const profileKeys = {
  profile: ['profile'] as const,
  activeOrganization: ['organization', 'active'] as const,
};

export function useProfile() {
  return useQuery({ queryKey: profileKeys.profile, queryFn: fetchProfile });
}

export function useActiveOrganization() {
  return useQuery({ queryKey: profileKeys.activeOrganization, queryFn: fetchActiveOrganization });
}

/** PUT /profile/user; refetches the profile so the shell shows the new name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => updateProfile(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.profile }),
  });
}
