import type { AnalyticsTimeRange } from '@support/shared';
import { ChartLine } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDailyViews } from '../queries';
import { CHART_COLORS, summarize } from '../rules/chart';
import { EmptyState, ErrorState, LoadingState, Panel } from './SectionStates';
import { useFormatters } from './useFormatters';
import type { ChartData } from './ViewsChart';

// The charting library comes with this chunk only: the page's texts do not wait for it.
const ViewsChart = lazy(() => import('./ViewsChart'));

/** A key of the two lines: the published one solid, the shared one dashed, as drawn. */
function LegendKey({ label, color, dashed }: { label: string; color: string; dashed?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-stone-700">
      <svg aria-hidden="true" width="20" height="8" viewBox="0 0 20 8">
        <line
          x1="1"
          y1="4"
          x2="19"
          y2="4"
          stroke={color}
          strokeWidth="2.5"
          strokeDasharray={dashed ? '5 3' : undefined}
        />
      </svg>
      {label}
    </span>
  );
}

/**
 * Views per day of the range, published and shared (GET /analytics/daily): a chart for the eye, a
 * summary in words under it and a table of every day for screen readers.
 */
export function DailyViews({ range }: { range: AnalyticsTimeRange }) {
  const { t } = useTranslation('analytics');
  const format = useFormatters();
  const daily = useDailyViews(range);
  const [hover, setHover] = useState<number | null>(null);

  const data = useMemo<ChartData | null>(() => {
    if (!daily.data) return null;
    const { published, shared } = daily.data;
    const sharedByDay = new Map(shared.days.map((day) => [day.date, day.views]));
    return {
      days: published.days.map((day) => day.date),
      published: published.days.map((day) => day.views),
      shared: published.days.map((day) => sharedByDay.get(day.date) ?? 0),
    };
  }, [daily.data]);
  const labels = { published: t('sources.published'), shared: t('sources.shared') };

  let body: ReactNode;
  // The key names the lines: only there when they are drawn.
  let drawn = false;
  if (daily.isError)
    body = <ErrorState title={t('states.daily.error')} onReload={() => void daily.refetch()} />;
  else if (!data) body = <LoadingState text={t('states.daily.loading')} />;
  else {
    const summary = summarize(data.days, data.published, data.shared);
    if (summary.published + summary.shared === 0)
      body = (
        <EmptyState
          icon={ChartLine}
          title={t('states.daily.emptyTitle')}
          text={t('states.daily.emptyText')}
        />
      );
    else {
      drawn = true;
      const hovered = hover === null ? undefined : data.days[hover];
      body = (
        <figure className="px-2 pt-2 pb-4 sm:px-4">
          <p aria-hidden="true" className="h-5 px-2 text-xs text-stone-700 tabular-nums">
            {hovered !== undefined && hover !== null
              ? t('chart.hover', {
                  date: format.longDay(hovered),
                  published: format.number(data.published[hover] ?? 0),
                  shared: format.number(data.shared[hover] ?? 0),
                })
              : ''}
          </p>
          <Suspense fallback={<div className="h-[200px] sm:h-[260px]" />}>
            <ViewsChart data={data} labels={labels} format={format} onHover={setHover} />
          </Suspense>
          <figcaption className="mt-2 px-2 text-xs text-stone-600">
            {t('chart.caption', {
              first: format.longDay(data.days[0] ?? ''),
              last: format.longDay(data.days.at(-1) ?? ''),
              published: format.number(summary.published),
              shared: format.number(summary.shared),
              peakDay: format.longDay(summary.peakDay),
              peak: format.number(summary.peak),
            })}
          </figcaption>
          <table className="sr-only">
            <caption>{t('chart.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.date')}</th>
                <th scope="col">{labels.published}</th>
                <th scope="col">{labels.shared}</th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((day, index) => (
                <tr key={day}>
                  <th scope="row">{format.longDay(day)}</th>
                  <td>{format.number(data.published[index] ?? 0)}</td>
                  <td>{format.number(data.shared[index] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      );
    }
  }

  return (
    <Panel
      id="daily-views"
      title={t('chart.title')}
      busy={daily.isPlaceholderData}
      actions={
        drawn && (
          <div className="flex items-center gap-4 pt-0.5">
            <LegendKey label={labels.published} color={CHART_COLORS.published} />
            <LegendKey label={labels.shared} color={CHART_COLORS.shared} dashed />
          </div>
        )
      }
    >
      {body}
    </Panel>
  );
}
