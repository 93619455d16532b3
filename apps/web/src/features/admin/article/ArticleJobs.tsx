import type { AdminArticleJob } from '@support/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { type Column, ResponsiveTable } from '../components/ResponsiveTable';
import { formatDateTime } from '../format';
import { JobStatusBadge } from '../jobs/JobStatusBadge';
import { jobTypeName } from '../jobs/jobTypeName';

/** The article's jobs with their attempts and last error. */
export function ArticleJobs({ jobs }: { jobs: AdminArticleJob[] }) {
  const { t, i18n } = useTranslation('admin');
  const columns: Array<Column<AdminArticleJob>> = [
    { key: 'type', header: t('jobs.columns.type'), rowHeader: true, cell: (job) => jobTypeName(t, job.type) },
    {
      key: 'status',
      header: t('jobs.columns.status'),
      cell: (job) => <JobStatusBadge status={job.status} />,
    },
    {
      key: 'attempts',
      header: t('jobs.columns.attempts'),
      cell: (job) => t('jobs.attempts', { attempts: job.attempts, max: job.maxAttempts }),
    },
    {
      key: 'error',
      header: t('jobs.columns.error'),
      cell: (job) =>
        job.lastError ? (
          <p
            className={clsx(
              'whitespace-pre-wrap break-words font-mono text-xs',
              // A job that ended well keeps the error of an earlier attempt: shown, but not as a failure.
              job.status === 'failed' ? 'text-red-700' : 'text-stone-500',
            )}
          >
            {job.lastError}
          </p>
        ) : (
          '–'
        ),
    },
    {
      key: 'updated',
      header: t('jobs.columns.updated'),
      className: 'lg:whitespace-nowrap',
      cell: (job) => formatDateTime(job.updatedAt, i18n.language),
    },
  ];
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-stone-900">{t('article.jobs')}</h3>
      {jobs.length === 0 ? (
        <p className="text-sm text-stone-500">{t('article.noJobs')}</p>
      ) : (
        <ResponsiveTable caption={t('article.jobs')} columns={columns} rows={jobs} rowKey={(job) => job.id} />
      )}
    </section>
  );
}
