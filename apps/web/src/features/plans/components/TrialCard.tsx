import { type Plan, planDescription } from '@support/shared';
import { Check, Gift, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { displayPlanName } from '../planNames';
import { formatPrice, limitDisplay, trialCardLimits, trialLengthDays } from '../rules/format';
import type { PlanPurchase } from '../usePlanPurchase';

/** The trial offer beside the paid plans: name, days, price for the period, up to five limits, Start Trial. */
export function TrialCard({
  plan,
  purchase,
  canStart,
}: {
  plan: Plan;
  purchase: PlanPurchase;
  canStart: boolean;
}) {
  const { t, i18n } = useTranslation('plans');
  const days = trialLengthDays(plan);

  return (
    <section className="flex flex-col rounded-2xl bg-gradient-to-b from-brand-50 to-white p-5 ring-1 ring-brand-500/40">
      <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-brand-600 px-2.5 py-1 text-[11px] font-semibold uppercase tracking-wide text-white">
        <Gift aria-hidden="true" className="size-3.5" />
        {t('select.trialCard.badge')}
      </span>
      <h3 className="mt-3 text-lg font-semibold text-stone-900">{displayPlanName(plan)}</h3>
      <p className="text-sm font-medium text-brand-700">{t('select.trialCard.days', { count: days })}</p>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight text-stone-900">
          {formatPrice(plan.monthlyPrice, plan.currency, i18n.language)}
        </span>
        <span className="text-sm text-stone-500">{t('select.trialCard.period', { count: days })}</span>
      </p>
      <p className="mt-2 text-sm text-stone-600">{planDescription(plan, i18n.language)}</p>
      <ul className="mt-4 flex-1 space-y-2">
        {trialCardLimits(plan).map((key) => {
          const display = limitDisplay(plan.limits[key]);
          const off = display.kind === 'excluded';
          return (
            <li key={key} className="flex items-start gap-2 text-sm text-stone-700">
              {off ? (
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-300" />
              ) : (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" strokeWidth={3} />
              )}
              <span className={off ? 'text-stone-500 line-through' : undefined}>
                {display.kind === 'number'
                  ? t('select.trialCard.limit', { value: display.value, feature: t(`features.${key}`) })
                  : t(`features.${key}`)}
              </span>
            </li>
          );
        })}
      </ul>
      {canStart && (
        <Button
          className="mt-5"
          fullWidth
          loading={purchase.pendingPlanId === plan.id}
          disabled={purchase.pendingPlanId !== null && purchase.pendingPlanId !== plan.id}
          onClick={() => purchase.choose(plan)}
        >
          {t('actions.startTrial')}
        </Button>
      )}
    </section>
  );
}
