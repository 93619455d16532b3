import type { Plan, PlanAction } from '@support/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { displayPlanName } from '../planNames';
import { formatPrice, tableLimitKeys } from '../rules/format';
import { useIsPhone } from '../useIsPhone';
import type { PlanPurchase } from '../usePlanPurchase';
import { LimitValue } from './LimitValue';
import { PlanActionCell } from './PlanActionCell';
import { PlanCardList } from './PlanCardList';

type Props = {
  plans: Plan[];
  currentPlanId: string | null;
  actionFor: (plan: Plan) => PlanAction;
  purchase: PlanPurchase;
};

/**
 * The plan choice's feature comparison of the paid plans: a Feature column, the price per month*,
 * one row per limit key in lowercase words, and the Action row.
 */
export function ComparisonTable(props: Props) {
  const phone = useIsPhone();
  return phone ? <PlanCardList {...props} variant="modal" /> : <Columns {...props} />;
}

function Columns({ plans, currentPlanId, actionFor, purchase }: Props) {
  const { t, i18n } = useTranslation('plans');
  const tone = (plan: Plan) => clsx(plan.id === currentPlanId && 'bg-brand-50/60');
  const label = 'sticky left-0 z-10 bg-white py-2.5 pr-3 pl-4 text-left text-sm font-normal text-stone-600';

  return (
    <div className="relative overflow-x-auto rounded-2xl ring-1 ring-stone-200">
      <table className="w-full min-w-[560px] border-collapse text-sm">
        <thead>
          <tr className="border-b border-stone-200">
            <th
              scope="col"
              className={clsx(label, 'py-4 text-xs font-semibold uppercase tracking-wide text-stone-500')}
            >
              {t('select.feature')}
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className={clsx('px-3 py-4 text-center', tone(plan))}>
                <span className="block text-base font-semibold text-stone-900">{displayPlanName(plan)}</span>
                <span className="mt-1 block text-2xl font-bold tracking-tight text-stone-900">
                  {formatPrice(plan.monthlyPrice, plan.currency, i18n.language)}
                </span>
                <span className="block text-xs font-normal text-stone-500">{t('select.pricePerMonth')}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tableLimitKeys(plans).map((key) => (
            <tr key={key} className="border-b border-stone-100">
              <th scope="row" className={label}>
                {t(`limitKeys.${key}`)}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className={clsx('px-3 py-2.5 text-center', tone(plan))}>
                  <span className="inline-flex justify-center">
                    <LimitValue value={plan.limits[key]} limitKey={key} />
                  </span>
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={clsx(label, 'font-medium text-stone-900')}>
              {t('select.action')}
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className={clsx('px-3 py-3', tone(plan))}>
                <PlanActionCell action={actionFor(plan)} plan={plan} purchase={purchase} variant="modal" />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
