import { type Plan, type PlanAction, planDescription } from '@support/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { displayPlanName } from '../planNames';
import { formatPrice, tableLimitKeys, trialLengthDays } from '../rules/format';
import { useIsPhone } from '../useIsPhone';
import type { PlanPurchase } from '../usePlanPurchase';
import { LimitValue } from './LimitValue';
import { PlanActionCell } from './PlanActionCell';
import { PlanCardList } from './PlanCardList';

type Props = {
  plans: Plan[];
  currentPlanId: string | null;
  /** The plan the upgrade modal recommended, highlighted on arrival. */
  selectedPlanId: string | null;
  actionFor: (plan: Plan) => PlanAction;
  purchase: PlanPurchase;
};

/** /settings/plans: one column per plan, one row per limit, and the action row (spec 02 §2); cards on a phone. */
export function PlanTable(props: Props) {
  const phone = useIsPhone();
  return phone ? <PlanCardList {...props} variant="table" /> : <PlanColumns {...props} />;
}

function PlanColumns({ plans, currentPlanId, selectedPlanId, actionFor, purchase }: Props) {
  const { t, i18n } = useTranslation('plans');
  const keys = tableLimitKeys(plans);
  const tone = (plan: Plan) =>
    clsx(plan.id === selectedPlanId ? 'bg-brand-50/70' : plan.id === currentPlanId && 'bg-stone-50/80');
  const labelCell =
    'sticky left-0 z-10 bg-white px-3 py-3 text-left text-xs font-medium text-stone-700 sm:px-4 sm:text-sm';

  return (
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
      <table className="w-full min-w-[640px] border-collapse text-sm">
        <caption className="sr-only">{t('plansPage.tableCaption')}</caption>
        <thead>
          <tr className="border-b border-stone-200 align-top">
            <th
              scope="col"
              className={clsx(labelCell, 'w-32 pt-5 align-bottom text-xs uppercase text-stone-500')}
            >
              {t('plansPage.feature')}
            </th>
            {plans.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                aria-current={plan.id === currentPlanId ? 'true' : undefined}
                className={clsx('px-2 pt-5 pb-4 text-left font-normal xl:px-3', tone(plan))}
              >
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className="text-base font-semibold text-stone-900">{displayPlanName(plan)}</span>
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
                </div>
                <p className="mt-1 min-h-10 text-xs leading-5 text-stone-500">
                  {planDescription(plan, i18n.language)}
                </p>
                <p className="mt-3 flex flex-wrap items-baseline gap-x-1">
                  <span className="text-2xl font-bold tracking-tight text-stone-900">
                    {formatPrice(plan.monthlyPrice, plan.currency, i18n.language)}
                  </span>
                  <span className="text-xs text-stone-500">
                    {plan.subscriptionType === 'TRIAL'
                      ? t('plansPage.forDays', { count: trialLengthDays(plan) })
                      : t('perMonth')}
                  </span>
                </p>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key} className="border-b border-stone-100">
              <th scope="row" className={labelCell}>
                {t(`features.${key}`)}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className={clsx('px-2 py-3 xl:px-3', tone(plan))}>
                  <LimitValue value={plan.limits[key]} limitKey={key} wordy />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={clsx(labelCell, 'rounded-bl-xl')}>
              <span className="sr-only">{t('plansPage.action')}</span>
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className={clsx('px-2 py-4 xl:px-3', tone(plan))}>
                <PlanActionCell action={actionFor(plan)} plan={plan} purchase={purchase} variant="table" />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
