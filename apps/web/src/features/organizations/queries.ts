import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../profile/queries';
import { changeOrganization, createOrganization, fetchOrganizations } from './api';

/** Everything under ['organization'] belongs to the active organization and goes on a switch. */
export const organizationKeys = {
  all: ['organization'] as const,
  list: ['organization', 'list'] as const,
  active: profileKeys.activeOrganization,
};

/** Plan, features and usage are per organization; the plans work keeps them under ['plan']. */
const PLAN_KEY = ['plan'] as const;

export function useOrganizations() {
  return useQuery({ queryKey: organizationKeys.list, queryFn: fetchOrganizations });
}

/**
 * Spec 01 §4: a switch clears cached plan and organization data, then reloads the profile.
 * Removing (not just invalidating) keeps the old organization's data from flashing on screen.
 */
export async function afterActiveOrganizationChange(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: PLAN_KEY });
  queryClient.removeQueries({ queryKey: organizationKeys.all });
  await queryClient.invalidateQueries({ queryKey: profileKeys.profile });
}

export function useSwitchOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => changeOrganization(id),
    onSuccess: () => afterActiveOrganizationChange(queryClient),
  });
}

/** The new organization is active at once (the server switches), so it is a switch as well. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createOrganization(name),
    onSuccess: () => afterActiveOrganizationChange(queryClient),
  });
}
