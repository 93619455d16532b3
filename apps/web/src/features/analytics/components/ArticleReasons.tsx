import type { AnalyticsFeedbackReasons, AnalyticsTimeRange } from '@support/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useOlderReasons } from '../queries';
import { useFormatters } from './useFormatters';

type Article = AnalyticsFeedbackReasons['articles'][number];
type Reason = Article['reasons'][number];

/** A page language (a locale such as de-DE) by its name in the interface language. */
function useLanguageName(language: string): (locale: string) => string {
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
 * One article's "What was missing?": its latest reasons with their date (in the organization's
 * zone) and the page's language; "Show older" loads the rest a page at a time.
 */
export function ArticleReasons({
  article,
  range,
  timeZone,
}: {
  article: Article;
  range: AnalyticsTimeRange;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const format = useFormatters();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const languageName = useLanguageName(language);
  const moment = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [language, timeZone],
  );
  const [showOlder, setShowOlder] = useState(false);
  const older = useOlderReasons(article.id, range, article.nextCursor ?? '', showOlder);
  const reasons: Reason[] = [
    ...article.reasons,
    ...(older.data?.pages.flatMap((page) => page.reasons) ?? []),
  ];
  const more = article.nextCursor !== null && (!showOlder || older.hasNextPage);
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
          {reasons.length < article.total
            ? t('reasons.latest', {
                shown: format.number(reasons.length),
                total: format.number(article.total),
              })
            : t('reasons.count', { count: article.total, formatted: format.number(article.total) })}
        </span>
      </div>
      <ul aria-labelledby={headingId} className="mt-2 space-y-2">
        {reasons.map((reason) => (
          <li key={reason.id} className="text-sm">
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
      {older.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('states.reasons.olderError')}
        </p>
      ) : null}
      {more || older.isError ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          loading={older.isFetching}
          onClick={() => {
            if (!showOlder) setShowOlder(true);
            else if (older.isError) void older.refetch();
            else void older.fetchNextPage();
          }}
        >
          {t('reasons.older')}
        </Button>
      ) : null}
    </li>
  );
}
