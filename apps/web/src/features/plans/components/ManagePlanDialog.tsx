import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Modal } from '../../../components/ui/Modal';
import { displayPlanName } from '../planNames';
import { formatDate } from '../rules/format';
import type { PlanPurchase } from '../usePlanPurchase';

/**
 * Manage without online payments (there is no billing portal): the running plan, how to change it
 * (the table's other plans, lower ones too), and cancelling it, which keeps it active to the end of
 * its period; a canceled plan can be kept after all.
 */
export function ManagePlanDialog({ purchase }: { purchase: PlanPurchase }) {
  const { t, i18n } = useTranslation('plans');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const { currentPlan: plan, subscription } = purchase;
  if (!purchase.managing || !plan || !subscription) return null;

  const canceled = subscription.status === 'CANCELED';
  const periodEnd = canceled ? subscription.endDate : subscription.currentPeriodEnd;
  const date = periodEnd ? formatDate(periodEnd, i18n.language) : '';

  if (confirmingCancel) {
    return (
      <ConfirmDialog
        open
        title={t('manage.confirmCancelTitle', { plan: displayPlanName(plan) })}
        confirmLabel={t('manage.cancel')}
        loading={purchase.cancelPending}
        // Stays open (busy) until the plan is canceled; the dialogs then close together.
        onConfirm={purchase.cancelPlan}
        onCancel={() => setConfirmingCancel(false)}
      >
        {t('manage.confirmCancelText', { plan: displayPlanName(plan), date })}
      </ConfirmDialog>
    );
  }

  return (
    <Modal
      title={t('manage.title', { plan: displayPlanName(plan) })}
      size="md"
      onClose={purchase.closeManage}
      footer={
        canceled ? (
          <Button loading={purchase.changePending} onClick={purchase.keepPlan}>
            {t('manage.keep', { plan: displayPlanName(plan) })}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setConfirmingCancel(true)}>
            {t('manage.cancel')}
          </Button>
        )
      }
    >
      <p className="text-sm text-stone-700">
        {canceled
          ? t('manage.canceledText', { plan: displayPlanName(plan), date })
          : t('manage.text', { plan: displayPlanName(plan) })}
      </p>
      {purchase.error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {purchase.error}
        </p>
      )}
    </Modal>
  );
}
