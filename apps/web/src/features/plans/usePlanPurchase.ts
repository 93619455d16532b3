import type { Plan } from '@support/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { subscriptionBlocked } from '../../app/shell/subscriptionBlocked';
import { errorMessage } from '../../lib/errors';
import { usePublicConfig } from '../../lib/publicConfig';
import { displayPlanName } from './planNames';
import {
  useBillingPortal,
  useCancelSubscription,
  useChangeSubscription,
  useCheckout,
  useCurrentPlan,
  useStartTrial,
} from './queries';

/** The built-in checkout answers a path of this app; Stripe an address of its own. */
export function followRedirect(url: string, navigate: (to: string) => void): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else window.location.assign(url);
}

/**
 * What the action buttons of the plan table and the plan choice do: start the trial, check out a
 * paid plan, move a running paid plan up (after a confirmation), or open the billing portal. One
 * error line for all of them, with the server's message or the spec's fallback.
 */
export function usePlanPurchase() {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const checkout = useCheckout();
  const trial = useStartTrial();
  const portal = useBillingPortal();
  const change = useChangeSubscription();
  const cancel = useCancelSubscription();
  const current = useCurrentPlan();
  const [error, setError] = useState<string | null>(null);
  const [pendingPlanId, setPendingPlanId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Plan | null>(null);
  // Manage without online payments: the built-in plan's own dialog (change, cancel, keep).
  const [managing, setManaging] = useState(false);
  // Without online payments a paid plan starts at once and nothing is charged: say so and ask first.
  const [activating, setActivating] = useState<Plan | null>(null);
  const onlinePayments = usePublicConfig().data?.onlinePayments ?? true;

  const purchasable = (plan: Plan): plan is Plan & { stripeProductId: string } => {
    if (plan.stripeProductId) return true;
    // Spec 02 §5: logged, and nothing else happens.
    console.error(`Plan "${plan.id}" has no stripeProductId and cannot be bought`);
    setError(t('errors.notPurchasable'));
    return false;
  };

  const startTrial = (plan: Plan) => {
    setPendingPlanId(plan.id);
    trial.mutate(plan.id, {
      onSuccess: () => {
        subscriptionBlocked.clear();
        navigate('/articles');
      },
      onError: (cause) => setError(errorMessage(cause, t('errors.subscribeFailed'))),
      onSettled: () => setPendingPlanId(null),
    });
  };

  const choose = (plan: Plan) => {
    setError(null);
    if (plan.subscriptionType === 'TRIAL') return startTrial(plan);
    if (!purchasable(plan)) return;
    if (!onlinePayments) return setActivating(plan);
    checkOut(plan);
  };

  const checkOut = (plan: Plan & { stripeProductId: string }) => {
    setPendingPlanId(plan.id);
    checkout.mutate(plan.stripeProductId, {
      onSuccess: (url) => followRedirect(url, navigate),
      onError: (cause) => {
        setError(errorMessage(cause, t('errors.checkoutFailed')));
        setPendingPlanId(null);
      },
    });
  };

  const upgrade = (plan: Plan) => {
    setError(null);
    if (purchasable(plan)) setConfirming(plan);
  };

  const confirmChange = () => {
    if (!confirming?.stripeProductId) return;
    change.mutate(confirming.stripeProductId, {
      onSuccess: (message) => toast.success(message),
      onError: (cause) => setError(errorMessage(cause, t('errors.changeFailed'))),
      onSettled: () => setConfirming(null),
    });
  };

  const currentPlan = current.data?.plan ?? null;
  const subscription = current.data?.subscription ?? null;
  /** The confirmation is for a move to a lower plan (only without online payments). */
  const confirmingDown = !!confirming && !!currentPlan && confirming.planOrder < currentPlan.planOrder;

  const cancelPlan = () => {
    setError(null);
    cancel.mutate(undefined, {
      onSuccess: () => {
        setManaging(false);
        toast.success(t('manage.canceledToast'));
      },
      onError: (cause) => setError(errorMessage(cause, t('errors.cancelFailed'))),
    });
  };

  /** Choosing the plan of a canceled subscription again withdraws the cancellation. */
  const keepPlan = () => {
    if (!currentPlan?.stripeProductId) return;
    setError(null);
    change.mutate(currentPlan.stripeProductId, {
      onSuccess: () => {
        setManaging(false);
        toast.success(t('manage.keptToast', { plan: displayPlanName(currentPlan) }));
      },
      onError: (cause) => setError(errorMessage(cause, t('errors.changeFailed'))),
    });
  };

  const manage = () => {
    setError(null);
    if (!onlinePayments) return setManaging(true);
    portal.mutate(undefined, {
      onSuccess: (url) => followRedirect(url, navigate),
      onError: (cause) => setError(errorMessage(cause, t('errors.portalFailed'))),
    });
  };

  const confirmActivation = () => {
    if (!activating?.stripeProductId) return;
    const plan = activating as Plan & { stripeProductId: string };
    setActivating(null);
    checkOut(plan);
  };

  return {
    choose,
    onlinePayments,
    activating,
    confirmActivation,
    cancelActivation: () => setActivating(null),
    upgrade,
    manage,
    error,
    pendingPlanId,
    portalPending: portal.isPending,
    confirming,
    confirmChange,
    cancelChange: () => setConfirming(null),
    changePending: change.isPending,
    confirmingDown,
    managing,
    closeManage: () => setManaging(false),
    currentPlan,
    subscription,
    cancelPlan,
    cancelPending: cancel.isPending,
    keepPlan,
  };
}

export type PlanPurchase = ReturnType<typeof usePlanPurchase>;
