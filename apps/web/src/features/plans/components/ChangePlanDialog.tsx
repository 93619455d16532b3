import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { displayPlanName } from '../planNames';
import { formatPrice } from '../rules/format';
import type { PlanPurchase } from '../usePlanPurchase';
import { ManagePlanDialog } from './ManagePlanDialog';

/**
 * Moving a running paid plan up bills at once (prorated), so it asks first; moving down (only
 * without online payments) says what stops. Without online
 * payments, choosing a paid plan activates it at once: that is confirmed too, saying that nothing
 * is charged on this server.
 */
export function ChangePlanDialog({ purchase }: { purchase: PlanPurchase }) {
  const { t, i18n } = useTranslation('plans');
  const activating = purchase.activating;
  if (activating) {
    return (
      <ConfirmDialog
        open
        tone="primary"
        title={t('activate.title', { plan: activating.name })}
        confirmLabel={t('activate.confirm')}
        onConfirm={purchase.confirmActivation}
        onCancel={purchase.cancelActivation}
      >
        {t('activate.text', { plan: activating.name })}
      </ConfirmDialog>
    );
  }
  if (purchase.managing) return <ManagePlanDialog purchase={purchase} />;
  const plan = purchase.confirming;
  if (!plan) return null;
  return (
    <ConfirmDialog
      open
      tone="primary"
      title={t('change.title', { plan: displayPlanName(plan) })}
      confirmLabel={t('change.confirm')}
      loading={purchase.changePending}
      onConfirm={purchase.confirmChange}
      onCancel={purchase.cancelChange}
    >
      {purchase.confirmingDown
        ? t('change.downText', { plan: displayPlanName(plan) })
        : t('change.text', {
            plan: displayPlanName(plan),
            price: formatPrice(plan.monthlyPrice, plan.currency, i18n.language),
          })}
      {!purchase.onlinePayments && ` ${t('activate.noPayment')}`}
    </ConfirmDialog>
  );
}
