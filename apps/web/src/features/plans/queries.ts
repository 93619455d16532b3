import type { FeatureKey } from '@support/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../profile/queries';
import {
  cancelSubscription,
  changeSubscription,
  createBillingPortalSession,
  createCheckoutSession,
  fetchAvailablePlans,
  fetchCurrentPlan,
  fetchFeatureCheck,
  fetchFeatures,
  fetchStorageUsage,
  fetchUsagePeriods,
  subscribe,
} from './api';

/**
 * Everything here belongs to the active organization and lives under ['plan'], so an
 * organization switch drops it all at once (organizations/queries.ts removes ['plan']).
 */
export const planKeys = {
  all: ['plan'] as const,
  available: ['plan', 'available'] as const,
  current: ['plan', 'current'] as const,
  features: ['plan', 'features'] as const,
  feature: (feature: FeatureKey) => ['plan', 'feature', feature] as const,
  usagePeriods: ['plan', 'usage-periods'] as const,
  storage: ['plan', 'storage'] as const,
};

/** Spec 02 §9: feature checks 5 minutes fresh, kept 10; usage periods 5 minutes. */
const FEATURE_STALE_MS = 5 * 60 * 1000;
const FEATURE_GC_MS = 10 * 60 * 1000;

export function useAvailablePlans() {
  return useQuery({ queryKey: planKeys.available, queryFn: fetchAvailablePlans });
}

export function useCurrentPlan() {
  return useQuery({ queryKey: planKeys.current, queryFn: fetchCurrentPlan });
}

export function useFeatures() {
  return useQuery({
    queryKey: planKeys.features,
    queryFn: fetchFeatures,
    staleTime: FEATURE_STALE_MS,
    gcTime: FEATURE_GC_MS,
  });
}

/** One feature's check (access, usage, limit, suggested plan); other features gate their actions with it. */
export function useFeatureCheck(feature: FeatureKey, enabled = true) {
  return useQuery({
    queryKey: planKeys.feature(feature),
    queryFn: () => fetchFeatureCheck(feature),
    staleTime: FEATURE_STALE_MS,
    gcTime: FEATURE_GC_MS,
    enabled,
  });
}

/** Read afresh whenever the usage page opens: images are added and removed in the editor. */
export function useStorageUsage() {
  return useQuery({ queryKey: planKeys.storage, queryFn: fetchStorageUsage, staleTime: 0 });
}

export function useUsagePeriods() {
  return useQuery({
    queryKey: planKeys.usagePeriods,
    queryFn: fetchUsagePeriods,
    staleTime: FEATURE_STALE_MS,
  });
}

/** A plan change moves every limit, the profile's trial fields and the Pro badge. */
export function refetchPlanAndProfile(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: planKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.profile }),
  ]);
}

/**
 * After a 403 with a subscription code: the cached current plan predates the server's answer (a
 * trial the operator ended, a renewal that failed), so it is dropped rather than shown while it
 * reloads; the rest of the plan data and the profile's trial fields are refetched.
 */
export function reloadPlanAfterBlock(queryClient: QueryClient) {
  return Promise.all([
    queryClient.resetQueries({ queryKey: planKeys.current, exact: true }),
    refetchPlanAndProfile(queryClient),
  ]);
}

/**
 * After a plan starts (a trial, a changed plan): the plan data again, and every request that failed
 * meanwhile (the article list refused without a plan) asked anew, so the screen the person lands on
 * shows its data instead of the error it cached before the plan existed. Not after a refusal
 * (reloadPlanAfterBlock): asking the refused requests again there would only be refused again.
 */
export function reloadAfterPlanStart(queryClient: QueryClient) {
  return Promise.all([
    refetchPlanAndProfile(queryClient),
    queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' }),
  ]);
}

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => subscribe(planId),
    onSuccess: () => reloadAfterPlanStart(queryClient),
  });
}

export function useCheckout() {
  return useMutation({ mutationFn: (productId: string) => createCheckoutSession(productId) });
}

export function useBillingPortal() {
  return useMutation({ mutationFn: createBillingPortalSession });
}

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => changeSubscription(productId),
    onSuccess: () => reloadAfterPlanStart(queryClient),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => refetchPlanAndProfile(queryClient),
  });
}
