import type { UsagePeriod } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../rules/format';

/** Feature keys recorded in any period, the monthly article count first. */
export function recordedKeys(periods: readonly UsagePeriod[]): string[] {
  const keys = new Set(periods.flatMap((period) => period.records.map((record) => record.featureKey)));
  keys.add('ARTICLES_MONTHLY');
  return [...keys].sort((a, b) =>
    a === 'ARTICLES_MONTHLY' ? -1 : b === 'ARTICLES_MONTHLY' ? 1 : a.localeCompare(b),
  );
}

/** The usage periods (a month, or the whole trial), newest first, with what each recorded. */
export function UsagePeriodsTable({ periods }: { periods: UsagePeriod[] }) {
  const { t, i18n } = useTranslation('plans');
  const date = (value: string) => formatDate(value, i18n.language);
  const keys = recordedKeys(periods);
  const sorted = [...periods].sort((a, b) => b.periodStart.localeCompare(a.periodStart));

  if (sorted.length === 0) {
    return <p className="px-5 py-8 text-center text-sm text-stone-500 sm:px-6">{t('usage.periods.empty')}</p>;
  }
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-stone-100 text-left text-xs font-medium uppercase tracking-wide text-stone-500">
            <th scope="col" className="px-5 py-2.5 sm:px-6">
              {t('usage.periods.period')}
            </th>
            {keys.map((key) => (
              <th key={key} scope="col" className="px-5 py-2.5 text-right sm:px-6">
                {key === 'ARTICLES_MONTHLY' ? t('usage.periods.articles') : t(`features.${key}`, key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((period) => (
            <tr key={period.periodStart} className="border-b border-stone-100 last:border-0">
              <td className="px-5 py-3 sm:px-6">
                <span className="text-stone-800">
                  {date(period.periodStart)} –{' '}
                  {period.periodEnd ? date(period.periodEnd) : t('usage.periods.ongoing')}
                </span>
                {period.isCurrent && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold text-brand-700 ring-1 ring-inset ring-brand-100">
                    {t('usage.periods.current')}
                  </span>
                )}
              </td>
              {keys.map((key) => (
                <td
                  key={key}
                  className="px-5 py-3 text-right font-medium text-stone-900 tabular-nums sm:px-6"
                >
                  {period.records.find((record) => record.featureKey === key)?.usageCount ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
