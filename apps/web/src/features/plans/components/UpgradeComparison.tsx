import type { FeatureKey, Plan } from '@support/shared';
import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPrice, tableLimitKeys } from '../rules/format';
import { LimitValue } from './LimitValue';

/** Current versus recommended plan: every limit (the one in question marked) and the monthly price. */
export function UpgradeComparison({
  current,
  recommended,
  feature,
}: {
  current: Plan | null;
  recommended: Plan;
  feature: FeatureKey;
}) {
  const { t, i18n } = useTranslation('plans');
  const price = (plan: Plan) => formatPrice(plan.monthlyPrice, plan.currency, i18n.language);
  const keys = tableLimitKeys(current ? [current, recommended] : [recommended]);

  return (
    <div>
      <div className="relative overflow-x-auto rounded-xl ring-1 ring-stone-200">
        <table className="w-full text-sm">
          <thead className="bg-stone-50">
            <tr className="text-left">
              <th scope="col" className="px-3 py-2.5 font-medium text-stone-500 sm:px-4">
                <span className="sr-only">{t('select.feature')}</span>
              </th>
              <th scope="col" className="px-3 py-2.5 text-center font-medium text-stone-600 sm:px-4">
                <span className="block text-[11px] uppercase tracking-wide text-stone-500">
                  {t('upgrade.current')}
                </span>
                {current?.name ?? t('upgrade.noPlan')}
              </th>
              <th
                scope="col"
                className="bg-brand-50 px-3 py-2.5 text-center font-semibold text-brand-700 sm:px-4"
              >
                <span className="block text-[11px] uppercase tracking-wide text-brand-600">
                  {t('upgrade.recommended')}
                </span>
                {recommended.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr
                key={key}
                className={clsx('border-t border-stone-100', key === feature && 'bg-amber-50/60')}
              >
                <th scope="row" className="px-3 py-2 text-left font-normal text-stone-700 sm:px-4">
                  <span className={clsx(key === feature && 'font-semibold text-stone-900')}>
                    {t(`features.${key}`)}
                  </span>
                </th>
                <td className="px-3 py-2 text-center sm:px-4">
                  {current ? (
                    <LimitValue value={current.limits[key]} limitKey={key} />
                  ) : (
                    <span className="text-stone-300">—</span>
                  )}
                </td>
                <td className="bg-brand-50/50 px-3 py-2 text-center sm:px-4">
                  <span className="inline-flex items-center gap-1">
                    {key === feature && <ArrowRight aria-hidden="true" className="size-3.5 text-brand-600" />}
                    <LimitValue value={recommended.limits[key]} limitKey={key} />
                  </span>
                </td>
              </tr>
            ))}
            <tr className="border-t border-stone-200">
              <th scope="row" className="px-3 py-2.5 text-left font-medium text-stone-900 sm:px-4">
                {t('upgrade.perMonth')}
              </th>
              <td className="px-3 py-2.5 text-center font-semibold text-stone-900 sm:px-4">
                {current ? price(current) : '—'}
              </td>
              <td className="bg-brand-50/50 px-3 py-2.5 text-center text-base font-bold text-brand-700 sm:px-4">
                {price(recommended)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-stone-500">{t('upgrade.vat')}</p>
    </div>
  );
}
