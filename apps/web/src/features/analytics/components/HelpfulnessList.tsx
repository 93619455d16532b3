import type { AnalyticsTimeRange } from '@support/shared';
import { ThumbsDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpfulness } from '../queries';
import { EmptyState, ErrorState, LoadingState, Panel } from './SectionStates';
import { useFormatters } from './useFormatters';

/** "Was this helpful?" per article, least helpful first, each linking to the article while it exists. */
export function HelpfulnessList({ range }: { range: AnalyticsTimeRange }) {
  const { t } = useTranslation('analytics');
  const format = useFormatters();
  const report = useHelpfulness(range);
  let body: ReactNode;
  if (report.isError)
    body = <ErrorState title={t('states.helpfulness.error')} onReload={() => void report.refetch()} />;
  else if (!report.data) body = <LoadingState text={t('states.helpfulness.loading')} />;
  else if (report.data.articles.length === 0)
    body = (
      <EmptyState
        icon={ThumbsDown}
        title={t('states.helpfulness.emptyTitle')}
        text={t('states.helpfulness.emptyText')}
      />
    );
  else
    body = (
      <table aria-labelledby="helpfulness" className="w-full table-fixed text-sm">
        <thead>
          <tr className="text-left text-xs text-stone-600">
            <th scope="col" className="px-4 py-2 font-medium sm:px-5">
              {t('helpfulness.article')}
            </th>
            <th scope="col" className="w-14 py-2 text-right font-medium sm:w-20">
              {t('helpfulness.helpful')}
            </th>
            <th scope="col" className="w-16 py-2 pr-4 pl-2 text-right font-medium sm:w-22 sm:pr-5">
              {t('helpfulness.notHelpful')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 border-t border-stone-100">
          {report.data.articles.map((article) => (
            <tr key={article.id} className="hover:bg-stone-50">
              <td className="px-4 py-2.5 break-words sm:px-5">
                {article.title === null ? (
                  <span className="text-stone-600 italic">{t('helpfulness.deleted')}</span>
                ) : (
                  <Link
                    to={`/articles/${article.id}`}
                    className="font-medium text-stone-900 hover:text-brand-700 hover:underline"
                  >
                    {article.title}
                  </Link>
                )}
              </td>
              <td className="py-2.5 text-right align-top tabular-nums text-stone-900">
                {format.number(article.helpful)}
              </td>
              <td className="py-2.5 pr-4 pl-2 text-right align-top font-semibold tabular-nums text-stone-900 sm:pr-5">
                {format.number(article.notHelpful)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <Panel
      id="helpfulness"
      title={t('helpfulness.title')}
      description={t('helpfulness.description')}
      busy={report.isPlaceholderData}
    >
      {body}
    </Panel>
  );
}
