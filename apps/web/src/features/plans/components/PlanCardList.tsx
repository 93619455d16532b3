import { type Plan, type PlanAction, planDescription } from '@support/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { displayPlanName } from '../planNames';
import { formatPrice, tableLimitKeys, trialLengthDays } from '../rules/format';
import type { PlanPurchase } from '../usePlanPurchase';
import { LimitValue } from './LimitValue';
import { PlanActionCell } from './PlanActionCell';

/**
 * The plan table on a phone: the same columns as stacked cards (name, price, one line per limit,
 * the action), since a table of several plans does not fit 375 px.
 */
export function PlanCardList({
  plans,
  currentPlanId,
  selectedPlanId = null,
  actionFor,
  purchase,
  variant,
}: {
  plans: Plan[];
  currentPlanId: string | null;
  selectedPlanId?: string | null;
  actionFor: (plan: Plan) => PlanAction;
  purchase: PlanPurchase;
  variant: 'table' | 'modal';
}) {
  const { t, i18n } = useTranslation('plans');
  const keys = tableLimitKeys(plans);

  return (
    <ul className="space-y-3">
      {plans.map((plan) => (
        <li
          key={plan.id}
          aria-current={plan.id === currentPlanId ? 'true' : undefined}
          className={clsx(
            'rounded-xl bg-white p-4 shadow-xs ring-1',
            plan.id === selectedPlanId ? 'ring-2 ring-brand-500' : 'ring-stone-200',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-1.5 text-base font-semibold text-stone-900">
                {displayPlanName(plan)}
                {plan.id === currentPlanId && (
                  <span className="rounded-full bg-stone-900 px-2 py-0.5 text-[11px] font-semibold text-white">
                    {t('plansPage.currentBadge')}
                  </span>
                )}
                {plan.id === selectedPlanId && plan.id !== currentPlanId && (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold text-white">
                    {t('plansPage.recommended')}
                  </span>
                )}
              </p>
              {variant === 'table' && (
                <p className="mt-0.5 text-xs text-stone-500">{planDescription(plan, i18n.language)}</p>
              )}
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-xl font-bold tracking-tight text-stone-900">
                {formatPrice(plan.monthlyPrice, plan.currency, i18n.language)}
              </span>
              <span className="block text-[11px] text-stone-500">
                {plan.subscriptionType === 'TRIAL'
                  ? t('plansPage.forDays', { count: trialLengthDays(plan) })
                  : variant === 'modal'
                    ? t('select.pricePerMonth')
                    : t('perMonth')}
              </span>
            </p>
          </div>
          <dl className="mt-3 divide-y divide-stone-100 border-t border-stone-100">
            {keys.map((key) => (
              <div key={key} className="flex items-center justify-between gap-3 py-1.5 text-sm">
                <dt className="min-w-0 text-stone-600">
                  {variant === 'modal' ? t(`limitKeys.${key}`) : t(`features.${key}`)}
                </dt>
                <dd className="shrink-0">
                  <LimitValue value={plan.limits[key]} limitKey={key} wordy={variant === 'table'} />
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-3">
            <PlanActionCell action={actionFor(plan)} plan={plan} purchase={purchase} variant={variant} />
          </div>
        </li>
      ))}
    </ul>
  );
}
