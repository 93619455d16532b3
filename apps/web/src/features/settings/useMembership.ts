import { useActiveOrganization, useProfile } from '../profile/queries';

/**
 * The signed-in user and the active organization: what most settings pages need. What the user may
 * do there is on the organization as the server presents it (`organization.canUpdate`, …; shared
 * schemas/abilities.ts): read those, never the role.
 */
export function useMembership() {
  const profile = useProfile();
  const organization = useActiveOrganization();
  return {
    profile: profile.data,
    organization: organization.data,
    isPending: profile.isPending || organization.isPending,
    error: profile.error ?? organization.error,
    refetch: () => Promise.all([profile.refetch(), organization.refetch()]),
  };
}
