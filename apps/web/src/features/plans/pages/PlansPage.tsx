import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader } from '../../../components/ui/Section';
import { ChangePlanDialog } from '../components/ChangePlanDialog';
import { CurrentPlanSummary } from '../components/CurrentPlanSummary';
import { PlanTable } from '../components/PlanTable';
import { plansWithCurrent } from '../rules/format';
import { usePlanContext } from '../usePlanContext';
import { usePlanPurchase } from '../usePlanPurchase';

/** Navigation state of /plans: the upgrade modal's recommended plan. */
export type PlansPageState = { selectedPlan?: string } | null;

/** /settings/plans: the current plan, the plan table with its actions, and who may act. */
export default function PlansPage() {
  const { t } = useTranslation('plans');
  const location = useLocation();
  const context = usePlanContext();
  const purchase = usePlanPurchase();
  const selectedPlanId = (location.state as PlansPageState)?.selectedPlan ?? null;

  if (!context.plans || !context.current || !context.organization) {
    return (
      <>
        <PageHeader title={t('plansPage.title')} />
        <PageStatus error={context.error} onRetry={context.refetch} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('plansPage.title')} description={t('plansPage.description')} />
      <div className="space-y-5">
        <CurrentPlanSummary current={context.current} />
        {context.manualBilling && (
          <Alert tone="info">
            <strong className="font-semibold">{t('upgrade.manual.title')}</strong> {t('upgrade.manual.text')}
          </Alert>
        )}
        {purchase.error && <Alert>{purchase.error}</Alert>}
        <PlanTable
          plans={plansWithCurrent(context.plans, context.currentPlan)}
          currentPlanId={context.current.subscription?.isActive ? (context.currentPlan?.id ?? null) : null}
          selectedPlanId={selectedPlanId}
          actionFor={context.actionFor}
          purchase={purchase}
        />
        <div className="flex flex-col gap-1.5 text-xs text-stone-500 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('pricesExclVat')}</p>
          {!context.canManageBilling && (
            <p className="flex items-center gap-1.5 font-medium text-stone-600">
              <Info aria-hidden="true" className="size-3.5" />
              {t('plansPage.adminsOnly')}
            </p>
          )}
        </div>
      </div>
      <ChangePlanDialog purchase={purchase} />
    </>
  );
}
