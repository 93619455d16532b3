import type { AnalyticsFeedbackReasons, AnalyticsTimeRange } from '@support/shared';
import { MessageSquareText } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeedbackReasons } from '../queries';
import { EmptyState, ErrorState, LoadingState, Panel } from './SectionStates';
import { useFormatters } from './useFormatters';

type ArticleReasons = AnalyticsFeedbackReasons['articles'][number];

/** A page language (a locale such as de-DE) by its name in the interface language. */
function useLanguageName(): (locale: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'language', languageDisplay: 'standard' });
    } catch {
      names = null;
    }
    return (locale: string) => names?.of(locale) ?? locale;
  }, [language]);
}

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
          <ArticleReasonsItem key={article.id} article={article} timeZone={timeZone} />
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

function ArticleReasonsItem({ article, timeZone }: { article: ArticleReasons; timeZone: string }) {
  const { t, i18n } = useTranslation('analytics');
  const format = useFormatters();
  const languageName = useLanguageName();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const moment = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [language, timeZone],
  );
  const headingId = `reasons-${article.id}`;
  return (
    <li className="px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-sm font-medium break-words">
          <Link
            to={`/articles/${article.id}`}
            className="text-stone-900 hover:text-brand-700 hover:underline"
          >
            {article.title}
          </Link>
        </h3>
        <span className="text-xs text-stone-600">
          {article.reasons.length < article.total
            ? t('reasons.latest', {
                shown: format.number(article.reasons.length),
                total: format.number(article.total),
              })
            : t('reasons.count', { count: article.total, formatted: format.number(article.total) })}
        </span>
      </div>
      <ul aria-labelledby={headingId} className="mt-2 space-y-2">
        {article.reasons.map((reason) => (
          <li key={`${reason.createdAt}-${reason.reason}`} className="text-sm">
            <p className="break-words text-stone-900">{reason.reason}</p>
            <p className="text-xs text-stone-600">
              <time dateTime={reason.createdAt}>
                {t('reasons.written', {
                  date: moment.format(new Date(reason.createdAt)),
                  language: languageName(reason.language),
                })}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </li>
  );
}
