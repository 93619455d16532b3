import type { AnalyticsItem } from '@support/shared';
import { FileText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewSource } from '../api';
import { EmptyState, ErrorState, LoadingState, Panel } from './SectionStates';
import { useFormatters } from './useFormatters';

/** Rows shown before "Show all": the lists can hold up to 1,000 articles. */
const FIRST_ROWS = 10;

/**
 * Published Articles or Shared Articles (spec 02 §2): most viewed first, as the server sorts them,
 * each row linking to the article, with its public address, views and visitors.
 */
export function ArticleViewsList({
  source,
  items,
  isPending,
  isError,
  busy,
  onReload,
}: {
  source: ViewSource;
  items: AnalyticsItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  busy: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation('analytics');
  const format = useFormatters();
  const [all, setAll] = useState(false);
  const headingId = `list-${source}`;
  const shown = all ? items : items?.slice(0, FIRST_ROWS);

  let body: ReactNode;
  if (isError) body = <ErrorState title={t(`states.${source}.error`)} onReload={onReload} />;
  else if (isPending || !items) body = <LoadingState text={t(`states.${source}.loading`)} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        icon={FileText}
        title={t(`states.${source}.emptyTitle`)}
        text={t(`states.${source}.emptyText`)}
      />
    );
  else
    body = (
      <>
        <table aria-labelledby={headingId} className="w-full table-fixed text-sm">
          <thead>
            <tr className="text-left text-xs font-medium text-stone-600">
              <th scope="col" className="px-4 py-2 font-medium sm:px-5">
                {t('lists.article')}
              </th>
              <th scope="col" className="w-16 py-2 text-right font-medium sm:w-20">
                {t('figures.views')}
              </th>
              <th scope="col" className="w-18 py-2 pr-4 pl-2 text-right font-medium sm:w-22 sm:pr-5">
                {t('figures.visitors')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 border-t border-stone-100">
            {shown?.map((item) => (
              <tr key={item.id} className="hover:bg-stone-50">
                <td className="min-w-0 px-4 py-2.5 sm:px-5">
                  <Link
                    to={`/articles/${item.id}`}
                    className="line-clamp-2 font-medium break-words text-stone-900 hover:text-brand-700 hover:underline"
                  >
                    {item.title}
                  </Link>
                  <span className="block truncate text-xs text-stone-600" title={item.url}>
                    {item.url}
                  </span>
                </td>
                <td className="py-2.5 text-right align-top tabular-nums text-stone-900">
                  {format.number(item.totalViews)}
                </td>
                <td className="py-2.5 pr-4 pl-2 text-right align-top tabular-nums text-stone-900 sm:pr-5">
                  {format.number(item.uniqueVisitors)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {items.length > FIRST_ROWS && (
          <div className="border-t border-stone-100 px-4 py-2 sm:px-5">
            <button
              type="button"
              onClick={() => setAll(!all)}
              aria-expanded={all}
              className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {all ? t('lists.showFewer') : t('lists.showAll', { total: format.number(items.length) })}
            </button>
          </div>
        )}
      </>
    );

  return (
    <Panel id={headingId} title={t(`lists.${source}`)} busy={busy}>
      {body}
    </Panel>
  );
}
