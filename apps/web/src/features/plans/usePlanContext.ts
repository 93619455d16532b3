import { type Plan, type PlanAction, planAction, type SubscriptionState } from '@support/shared';
import { usePublicConfig } from '../../lib/publicConfig';
import { useMembership } from '../settings/useMembership';
import { useAvailablePlans, useCurrentPlan } from './queries';

/**
 * What every plan screen reads: the plans on offer, the current plan and subscription, and the
 * caller's ability to manage billing (as the server presents it) and the billing mode, with the
 * action each plan's column offers.
 */
export function usePlanContext() {
  const membership = useMembership();
  const available = useAvailablePlans();
  const current = useCurrentPlan();

  const state: SubscriptionState = current.data?.subscription?.state ?? 'NONE';
  const manualBilling = membership.organization?.paymentProvider === 'MANUAL';
  const currentPlan = current.data?.plan ?? null;
  // Without online payments nothing is billed, so an admin may also move a paid plan down.
  const switchDown = usePublicConfig().data?.onlinePayments === false;

  const canManageBilling = membership.organization?.canManageBilling ?? false;
  const actionFor = (plan: Plan): PlanAction =>
    planAction({ plan, current: currentPlan, state, canManageBilling, manualBilling, switchDown });

  return {
    ...membership,
    plans: available.data,
    current: current.data,
    currentPlan,
    state,
    manualBilling,
    canManageBilling,
    actionFor,
    isPending: membership.isPending || available.isPending || current.isPending,
    error: membership.error ?? available.error ?? current.error,
    refetch: () => Promise.all([membership.refetch(), available.refetch(), current.refetch()]),
  };
}
