import { useActiveOrganization, useProfile } from '../profile/queries';
import { roleOf } from '../team/rules';

/** The signed-in user, the active organization and the user's role in it: what most settings pages need. */
export function useMembership() {
  const profile = useProfile();
  const organization = useActiveOrganization();
  const role = roleOf(organization.data, profile.data?.id);
  return {
    profile: profile.data,
    organization: organization.data,
    role,
    isAdmin: role === 'ADMIN',
    isPending: profile.isPending || organization.isPending,
    error: profile.error ?? organization.error,
    refetch: () => Promise.all([profile.refetch(), organization.refetch()]),
  };
}
