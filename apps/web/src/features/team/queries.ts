import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationKeys } from '../organizations/queries';
import {
  changeMemberRole,
  deleteInvitation,
  fetchInvitations,
  inviteMember,
  removeMember,
  resendInvitation,
  revokeInvitation,
} from './api';

/** Under ['organization'], so an organization switch drops them with the rest. */
export const teamKeys = {
  invitations: ['organization', 'invitations'] as const,
};

export function useInvitations(enabled = true) {
  return useQuery({ queryKey: teamKeys.invitations, queryFn: fetchInvitations, enabled });
}

/** Members live in the organization itself (UserOrganizations): refetch the active one and the list. */
function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      // Seats (TEAM_MEMBERS) count members and pending invitations.
      queryClient.invalidateQueries({ queryKey: ['plan'] }),
    ]);
}

export function useChangeMemberRole() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: changeMemberRole, onSuccess: invalidate });
}

export function useRemoveMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: removeMember, onSuccess: invalidate });
}

function useInvitationMutation<T>(mutationFn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.invitations }),
        queryClient.invalidateQueries({ queryKey: ['plan'] }),
      ]),
  });
}

export const useInviteMember = () => useInvitationMutation(inviteMember);
export const useRevokeInvitation = () => useInvitationMutation(revokeInvitation);
export const useResendInvitation = () => useInvitationMutation(resendInvitation);
export const useDeleteInvitation = () => useInvitationMutation(deleteInvitation);
