import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptInvitation, getInvitation, getProfile } from './api';

export const invitationKeys = {
  byToken: (token: string) => ['invitation', token] as const,
};

/** Spec 01 §4: the lookup is not retried; a failure is an answer (used, expired, revoked, unknown). */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: invitationKeys.byToken(token ?? ''),
    queryFn: () => getInvitation(token ?? ''),
    enabled: !!token,
    retry: false,
    staleTime: 0,
  });
}

export function useProfile() {
  return useQuery({ queryKey: ['profile', 'user'], queryFn: getProfile });
}

/** Joining changes the active organization, so everything cached about the old one is refetched. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
