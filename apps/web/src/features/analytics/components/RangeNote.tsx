import type { AnalyticsRange } from '@support/shared';
import { Globe2 } from 'lucide-react';
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
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-stone-600">
      <Globe2 aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
      <span>
        {t('range.period', {
          period: format.period(range.startDate, range.endDate, range.timeZone),
          zone: zoneName(range.timeZone),
        })}
      </span>
      {canChange && (
        <Link to="/settings/general" className="font-medium text-brand-700 hover:underline">
          {t('range.change')}
        </Link>
      )}
    </p>
  );
}
