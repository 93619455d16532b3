import { ANALYTICS_TIME_RANGES, type AnalyticsTimeRange } from '@support/shared';
import { useTranslation } from 'react-i18next';

/**
 * Today / Last 7 Days / Last 30 Days / All Time (spec 02 §2) as radio buttons styled as one
 * segmented control: arrow keys move between them, as in any radio group.
 */
export function RangePicker({
  value,
  onChange,
}: {
  value: AnalyticsTimeRange;
  onChange: (range: AnalyticsTimeRange) => void;
}) {
  const { t } = useTranslation('analytics');
  return (
    <fieldset className="shrink-0">
      <legend className="sr-only">{t('range.label')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1 ring-1 ring-stone-200 sm:inline-grid sm:grid-flow-col sm:grid-cols-none">
        {ANALYTICS_TIME_RANGES.map((range) => (
          <label
            key={range}
            className="cursor-pointer rounded-md px-2 py-1.5 text-center text-sm font-medium text-stone-700 sm:px-3 sm:whitespace-nowrap transition-colors hover:text-stone-900 has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-xs has-checked:ring-1 has-checked:ring-stone-200 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="analytics-range"
              value={range}
              checked={value === range}
              onChange={() => onChange(range)}
              className="sr-only"
            />
            {t(`range.${range}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
