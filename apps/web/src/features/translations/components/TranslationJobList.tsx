import { translationJobStatus } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/PageStatus';
import { useNow } from '../../../lib/clock';
import { formatCreatedAt, formatDateTime } from '../../articles/rules/time';
import { LanguageFlag } from '../../settings/components/LanguageFlag';
import { LANGUAGE_NAMES } from '../../settings/languages';
import { useTranslationJobs } from '../queries';
import { TranslationStatus } from './TranslationStatus';

/** How many of the latest jobs the settings page shows. */
const SHOWN = 20;

/** The organization's latest translation jobs: article, language, state and when; polled while one runs. */
export function TranslationJobList() {
  const { t, i18n } = useTranslation('translations');
  const now = useNow();
  const jobs = useTranslationJobs();

  if (jobs.isPending) return <PageSpinner />;
  if (!jobs.data) {
    return (
      <div className="space-y-3">
        <Alert>{t('jobs.loadFailed')}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void jobs.refetch()}>
          {t('retry.retry')}
        </Button>
      </div>
    );
  }
  if (jobs.data.length === 0) return <p className="text-sm text-stone-500">{t('jobs.empty')}</p>;

  return (
    <ul className="-my-2 divide-y divide-stone-100">
      {jobs.data.slice(0, SHOWN).map((job) => {
        const when = job.finishedAt ?? job.startedAt ?? job.createdAt;
        const title = job.articleVersion.knowledgeBaseArticle.title;
        return (
          <li key={job.id} className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:gap-4">
            <Link
              to={`/articles/${job.articleId}/translations?lang=${job.targetLanguage}`}
              aria-label={t('jobs.open', { title })}
              className="min-w-0 flex-1 truncate text-sm font-medium text-stone-900 hover:text-brand-700 hover:underline"
            >
              {title}
            </Link>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600 sm:shrink-0 sm:flex-nowrap">
              <span className="sm:w-24">
                <LanguageFlag language={job.targetLanguage} className="mr-1.5" />
                {LANGUAGE_NAMES[job.targetLanguage]}
              </span>
              <TranslationStatus
                status={translationJobStatus(job)}
                failureReason={job.failureReason}
                className="sm:w-52"
              />
              <time
                dateTime={when}
                title={formatDateTime(when, i18n.language)}
                className="text-stone-500 sm:w-24 sm:text-right"
              >
                {formatCreatedAt(when, now, i18n.language)}
              </time>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
