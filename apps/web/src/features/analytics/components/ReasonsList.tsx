import type { AnalyticsTimeRange } from '@support/shared';
import { MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedbackReasons } from '../queries';
import { ArticleReasons } from './ArticleReasons';
import { EmptyState, ErrorState, LoadingState, Panel } from './SectionStates';

/**
 * "What was missing?": what help center readers wrote after answering "No", per article, the article
 * with the latest reason first; each article's latest reasons with their date (in the organization's
 * zone) and the page's language.
 */
export function ReasonsList({ range }: { range: AnalyticsTimeRange }) {
  const { t } = useTranslation('analytics');
  const report = useFeedbackReasons(range);
  let body: ReactNode;
  if (report.isError)
    body = <ErrorState title={t('states.reasons.error')} onReload={() => void report.refetch()} />;
  else if (!report.data) body = <LoadingState text={t('states.reasons.loading')} />;
  else if (report.data.articles.length === 0)
    body = (
      <EmptyState
        icon={MessageSquareText}
        title={t('states.reasons.emptyTitle')}
        text={t('states.reasons.emptyText')}
      />
    );
  else {
    const { timeZone } = report.data.timeRange;
    body = (
      <ul className="divide-y divide-stone-100 border-t border-stone-100">
        {report.data.articles.map((article) => (
          <ArticleReasons key={article.id} article={article} range={range} timeZone={timeZone} />
        ))}
      </ul>
    );
  }
  return (
    <Panel
      id="feedback-reasons"
      title={t('reasons.title')}
      description={t('reasons.description')}
      busy={report.isPlaceholderData}
    >
      {body}
    </Panel>
  );
}
