import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, useLocation, useNavigate } from 'react-router';
import type { ModalState } from '../../../app/modals';
import { subscriptionBlocked } from '../../../app/shell/subscriptionBlocked';
import { Alert } from '../../../components/ui/Alert';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { usePublicConfig } from '../../../lib/publicConfig';
import { AdminsOnlyView } from '../components/AdminsOnlyView';
import { BlockedExits } from '../components/BlockedExits';
import { ChangePlanDialog } from '../components/ChangePlanDialog';
import { ComparisonTable } from '../components/ComparisonTable';
import {
  SelectSubscriptionSubtitle,
  useSelectSubscriptionTitle,
} from '../components/SelectSubscriptionHeading';
import { TrialCard } from '../components/TrialCard';
import { TrialUsage } from '../components/TrialUsage';
import { reloadPlanAfterBlock } from '../queries';
import {
  isCloseable,
  offeredTrial,
  paidPlans,
  selectSubscriptionHeading,
  selectSubscriptionView,
} from '../rules/selectSubscription';
import { usePlanContext } from '../usePlanContext';
import { usePlanPurchase } from '../usePlanPurchase';

/**
 * /select-subscription (6xl): where a blocked organization lands, and where anyone can compare
 * plans. Closeable only while the subscription is active; closing lifts the blocked flag.
 */
export default function SelectSubscriptionModal() {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const location = useLocation();
  const context = usePlanContext();
  const purchase = usePlanPurchase();
  const title = useSelectSubscriptionTitle(context.current);
  const queryClient = useQueryClient();

  // Blocked by a 403: show the plan as the server now sees it, not as it was cached before.
  useEffect(() => {
    if (subscriptionBlocked.isSet()) void reloadPlanAfterBlock(queryClient);
  }, [queryClient]);

  const view = selectSubscriptionView({
    loading: !context.current || !context.plans || !context.organization || !context.profile,
    canManageBilling: context.canManageBilling,
    current: context.current,
  });
  const close = () => {
    subscriptionBlocked.clear();
    const background = (location.state as ModalState | null)?.backgroundLocation as Location | undefined;
    navigate(background ?? '/articles', { replace: true });
  };

  return (
    <Modal
      size="6xl"
      title={view === 'adminsOnly' ? t('select.noActive.title') : title}
      onClose={isCloseable(context.current) ? close : undefined}
    >
      {context.profile && (
        <p className="-mt-1 mb-5 flex flex-wrap items-center gap-x-1.5 text-xs text-stone-500">
          {t('select.loggedInAs')}
          <span className="font-medium text-stone-800">{context.profile.email}</span>
          {context.organization && (
            <>
              <span aria-hidden="true">·</span>
              <span className="font-medium text-stone-800">{context.organization.name}</span>
            </>
          )}
        </p>
      )}
      {view === 'loading' && <Loading error={context.error} />}
      {view === 'adminsOnly' && context.organization && (
        <AdminsOnlyView organization={context.organization} />
      )}
      {view === 'choosePlan' && context.current && context.plans && (
        <div className="space-y-5">
          <SelectSubscriptionSubtitle current={context.current} />
          {selectSubscriptionHeading(context.current).kind === 'trialExpired' && <TrialUsage />}
          {purchase.error && <Alert>{purchase.error}</Alert>}
          <PlanChoice context={context} purchase={purchase} />
          {!isCloseable(context.current) && <BlockedExits />}
          <Footer />
        </div>
      )}
      <ChangePlanDialog purchase={purchase} />
    </Modal>
  );
}

function PlanChoice({
  context,
  purchase,
}: {
  context: ReturnType<typeof usePlanContext>;
  purchase: ReturnType<typeof usePlanPurchase>;
}) {
  const current = context.current!;
  const trial = offeredTrial(current, context.plans ?? []);
  const table = (
    <ComparisonTable
      plans={paidPlans(context.plans ?? [])}
      currentPlanId={current.subscription?.isActive ? (context.currentPlan?.id ?? null) : null}
      actionFor={context.actionFor}
      purchase={purchase}
    />
  );
  if (!trial) return table;
  return (
    <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <TrialCard plan={trial} purchase={purchase} canStart={context.canManageBilling} />
      {table}
    </div>
  );
}

function Loading({ error }: { error: unknown }) {
  const { t } = useTranslation('plans');
  if (error) return <Alert>{t('select.loadFailed')}</Alert>;
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-sm text-stone-500">
      <Spinner className="size-6 text-brand-600" />
      {t('select.loading')}
    </div>
  );
}

function Footer() {
  const { t } = useTranslation('plans');
  const config = usePublicConfig();
  return (
    <p className="border-t border-stone-100 pt-4 text-center text-xs text-stone-500">
      {t('select.footerVat')} • {t('select.needHelp')}{' '}
      <a
        href={config.data ? `mailto:${config.data.supportEmail}` : undefined}
        className="font-medium text-brand-700 hover:underline"
      >
        {t('select.contactUs')}
      </a>
    </p>
  );
}
