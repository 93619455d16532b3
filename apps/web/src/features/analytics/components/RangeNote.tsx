import type { AnalyticsRange } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { zoneName } from '../rules/format';
import { useFormatters } from './useFormatters';

/** The range's dates and the time zone its days are counted in, with the way to change it (admins). */
export function RangeNote({ range, canChange }: { range: AnalyticsRange | undefined; canChange: boolean }) {
  const { t } = useTranslation('analytics');
  const format = useFormatters();
  if (!range) return <p className="mt-1 h-5" />;
  return (
    <p className="mt-1 text-sm text-stone-600">
      <span className="mr-2">
        {t('range.period', {
          period: format.period(range.startDate, range.endDate, range.timeZone),
          zone: zoneName(range.timeZone),
        })}
      </span>
      {canChange && (
        <Link to="/settings/general" className="font-medium whitespace-nowrap text-brand-700 hover:underline">
          {t('range.change')}
        </Link>
      )}
    </p>
  );
}
