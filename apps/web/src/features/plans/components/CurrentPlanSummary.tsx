import type { CurrentPlan } from '@support/shared';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayPlanName } from '../planNames';
import { formatDate, formatPrice } from '../rules/format';

/** One line above the plan table: which plan runs, and until when. */
export function CurrentPlanSummary({ current }: { current: CurrentPlan }) {
  const { t, i18n } = useTranslation('plans');
  const { plan, subscription } = current;
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '');

  let title = t('summary.noPlan');
  let text = t('summary.noPlanText');
  if (plan && subscription) {
    title = displayPlanName(plan);
    switch (subscription.state) {
      case 'TRIAL':
        text = t('summary.trial', { date: date(subscription.trialEndsAt) });
        break;
      case 'TRIAL_EXPIRED':
        text = t('summary.trialExpired', { date: date(subscription.trialEndsAt) });
        break;
      case 'ACTIVE':
        text = subscription.paymentGraceEndsAt
          ? t('summary.pastDue', { date: date(subscription.paymentGraceEndsAt) })
          : subscription.status === 'CANCELED' && subscription.endDate
            ? t('summary.canceled', { date: date(subscription.endDate) })
            : t('summary.active', {
                price: formatPrice(plan.monthlyPrice, plan.currency, i18n.language),
                date: date(subscription.currentPeriodEnd),
              });
        break;
      default:
        text = t('summary.inactive');
    }
  }

  return (
    <div className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-xs ring-1 ring-stone-200 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <CreditCard aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-stone-500">{t('summary.label')}</p>
        <p className="text-base font-semibold text-stone-900">{title}</p>
        <p className="mt-0.5 text-sm text-stone-600">{text}</p>
      </div>
    </div>
  );
}
