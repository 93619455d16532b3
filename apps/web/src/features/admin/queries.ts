import type { AdminOrganizationActionResponse } from '@support/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { planKeys } from '../plans/queries';
import { profileKeys } from '../profile/queries';
import {
  endTrial,
  extendTrial,
  fetchAllPlans,
  fetchAudit,
  fetchOrganization,
  fetchOrganizations,
  fetchUsers,
  sendPasswordReset,
  setBilling,
  setPlan,
  setSuperAdmin,
  verifyDomain,
} from './api';

/** Not under ['organization']: these lists span the installation and stay on an organization switch. */
export const adminKeys = {
  all: ['admin'] as const,
  organizations: (search: string) => ['admin', 'organizations', search] as const,
  organization: (id: string) => ['admin', 'organization', id] as const,
  users: (search: string) => ['admin', 'users', search] as const,
  audit: ['admin', 'audit'] as const,
  plans: ['admin', 'plans'] as const,
};

export function useAllPlans() {
  return useQuery({ queryKey: adminKeys.plans, queryFn: fetchAllPlans, staleTime: Number.POSITIVE_INFINITY });
}

// Another search keeps the last rows on screen until its own arrive.
const paged = { initialPageParam: undefined as string | undefined, placeholderData: keepPreviousData };
const next = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

export function useAdminOrganizations(search: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.organizations(search),
    queryFn: ({ pageParam }) => fetchOrganizations(search, pageParam),
    getNextPageParam: next,
    ...paged,
  });
}

export function useAdminOrganization(id: string) {
  return useQuery({ queryKey: adminKeys.organization(id), queryFn: () => fetchOrganization(id) });
}

export function useAdminUsers(search: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(search),
    queryFn: ({ pageParam }) => fetchUsers(search, pageParam),
    getNextPageParam: next,
    ...paged,
  });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) => fetchAudit(pageParam),
    getNextPageParam: next,
    ...paged,
  });
}

/** What an organization action is given; each answers the organization as it is now. */
export type OrganizationAction =
  | { kind: 'plan'; planId: string }
  | { kind: 'billing'; manual: boolean }
  | { kind: 'endTrial' }
  | { kind: 'extendTrial'; days: number };

function runOrganizationAction(id: string, action: OrganizationAction) {
  switch (action.kind) {
    case 'plan':
      return setPlan(id, action.planId);
    case 'billing':
      return setBilling(id, action.manual);
    case 'endTrial':
      return endTrial(id);
    case 'extendTrial':
      return extendTrial(id, action.days);
  }
}

/** Shows the answer at once; the lists and the audit log (which gained an entry) load again. */
export function useOrganizationAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrganizationAction) => runOrganizationAction(id, action),
    onSuccess: (answer: AdminOrganizationActionResponse) => {
      queryClient.setQueryData(adminKeys.organization(id), answer.organization);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      // The super admin's own organization may be the one changed (plan, trial banner).
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile });
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
    },
  });
}

/** Marks one of the organization's custom domains verified; the answer is the organization as it is now. */
export function useVerifyDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDomain,
    onSuccess: (answer: AdminOrganizationActionResponse) => {
      queryClient.setQueryData(adminKeys.organization(organizationId), answer.organization);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

export function useSetSuperAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, superAdmin }: { id: string; superAdmin: boolean }) => setSuperAdmin(id, superAdmin),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      // Revoking oneself takes the Admin group away.
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile });
    },
  });
}

export function useSendPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPasswordReset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
  });
}
