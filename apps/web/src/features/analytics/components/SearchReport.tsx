import type { AnalyticsSearches, AnalyticsSearchQuery, AnalyticsTimeRange } from '@support/shared';
import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchReport } from '../queries';
import { EmptyState, ErrorState, LoadingState, Panel } from './SectionStates';
import { useFormatters } from './useFormatters';

type HelpCenterSearches = AnalyticsSearches['helpCenters'][number];

/** One ranked list of queries with the count that ranks it. */
function QueryList({
  title,
  queries,
  count,
}: {
  title: string;
  queries: AnalyticsSearchQuery[];
  count: (query: AnalyticsSearchQuery) => number;
}) {
  const { t } = useTranslation('analytics');
  const format = useFormatters();
  const id = useId();
  return (
    <div className="min-w-0">
      <h5 id={id} className="text-xs font-semibold tracking-wide text-stone-700 uppercase">
        {title}
      </h5>
      {queries.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('searches.none')}</p>
      ) : (
        <table aria-labelledby={id} className="mt-1 w-full table-fixed text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('searches.query')}</th>
              <th scope="col">{t('searches.searches')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {queries.map((query) => (
              <tr key={query.query}>
                <td className="truncate py-1.5 pr-2 text-stone-900" title={query.query}>
                  {query.query}
                </td>
                <td className="w-14 py-1.5 text-right tabular-nums text-stone-700">
                  {format.number(count(query))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function HelpCenterBlock({ center }: { center: HelpCenterSearches }) {
  const { t } = useTranslation('analytics');
  const format = useFormatters();
  return (
    <div className="px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 className="min-w-0 truncate text-sm font-semibold text-stone-900">{center.name}</h4>
        <p className="text-xs text-stone-600">
          {t('searches.total', {
            count: center.totalSearches,
            formatted: format.number(center.totalSearches),
          })}
        </p>
      </div>
      <div className="mt-3 grid gap-5 md:grid-cols-3">
        <QueryList title={t('searches.top')} queries={center.topQueries} count={(query) => query.searches} />
        <QueryList
          title={t('searches.noResults')}
          queries={center.noResults}
          count={(query) => query.empty}
        />
        <QueryList
          title={t('searches.noClicks')}
          queries={center.noClicks}
          count={(query) => query.searches - query.empty}
        />
      </div>
    </div>
  );
}

/** What readers searched for in each help center: top searches, none found, none opened. */
export function SearchReport({ range }: { range: AnalyticsTimeRange }) {
  const { t } = useTranslation('analytics');
  const report = useSearchReport(range);
  let body: ReactNode;
  if (report.isError)
    body = <ErrorState title={t('states.searches.error')} onReload={() => void report.refetch()} />;
  else if (!report.data) body = <LoadingState text={t('states.searches.loading')} />;
  else if (report.data.helpCenters.length === 0)
    body = (
      <EmptyState
        icon={Search}
        title={t('states.searches.emptyTitle')}
        text={t('states.searches.emptyText')}
      />
    );
  else
    body = (
      <div className="divide-y divide-stone-100">
        {report.data.helpCenters.map((center) => (
          <HelpCenterBlock key={center.id} center={center} />
        ))}
      </div>
    );
  return (
    <Panel
      id="searches"
      title={t('searches.title')}
      description={t('searches.description')}
      busy={report.isPlaceholderData}
    >
      {body}
    </Panel>
  );
}
