import clsx from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { barWidth, type Meter } from '../rules/meters';

/** One meter of the usage page: used / limit, the percent, a bar where the rules want one, and the notice at the limit. */
export function UsageMeter({ meter, hint }: { meter: Meter; hint?: string }) {
  const { t, i18n } = useTranslation('plans');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const percent = meter.percent;
  const barTone =
    percent === null ? '' : percent >= 100 ? 'bg-red-500' : percent >= 80 ? 'bg-amber-500' : 'bg-brand-500';
  const title = t(`usage.meters.${meter.feature}.title`);

  return (
    <section className="flex flex-col rounded-xl bg-white p-5 shadow-xs ring-1 ring-stone-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-stone-900">{title}</h3>
          <p className="mt-0.5 text-xs text-stone-500">{hint ?? t(`usage.meters.${meter.feature}.hint`)}</p>
        </div>
        {percent !== null && (
          <span
            className={clsx(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ring-1 ring-inset',
              percent >= 100
                ? 'bg-red-50 text-red-700 ring-red-200'
                : percent >= 80
                  ? 'bg-amber-50 text-amber-800 ring-amber-200'
                  : 'bg-stone-50 text-stone-600 ring-stone-200',
            )}
          >
            {t('usage.percent', { percent })}
          </span>
        )}
      </div>

      {meter.unavailable ? (
        <p className="mt-4 text-sm text-stone-500">{t('usage.notIncluded')}</p>
      ) : (
        <p className="mt-4 flex items-baseline gap-1.5">
          <span className="text-2xl font-bold tracking-tight text-stone-900 tabular-nums">
            {number(meter.used)}
          </span>
          <span className="text-sm text-stone-500">
            / {meter.limit === null ? <span title={t('unlimited')}>∞</span> : number(meter.limit)}
          </span>
          {meter.limit === null && <span className="text-xs text-stone-500">{t('unlimited')}</span>}
        </p>
      )}

      {meter.showBar && percent !== null && (
        <div
          role="progressbar"
          aria-label={title}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, percent)}
          className="mt-3 h-2 overflow-hidden rounded-full bg-stone-100"
        >
          <div className={clsx('h-full rounded-full', barTone)} style={{ width: `${barWidth(percent)}%` }} />
        </div>
      )}

      {meter.limitReached && (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-xs font-medium text-red-700 ring-1 ring-red-200"
        >
          <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {t(`usage.notices.${meter.feature}`)}
        </p>
      )}
    </section>
  );
}
