import type { AdminJob } from '@support/shared';
import clsx from 'clsx';
import { RotateCcw, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { type Column, ResponsiveTable } from '../components/ResponsiveTable';
import { formatDateTime } from '../format';
import { JobStatusBadge } from './JobStatusBadge';
import { jobTypeName } from './jobTypeName';

type Props = { jobs: AdminJob[]; onAction: (job: AdminJob, kind: 'retry' | 'cancel') => void };

/** Each job: kind, state, organization, attempts, its last error, and Retry (failed) or Cancel (queued). */
export function JobsTable({ jobs, onAction }: Props) {
  const { t, i18n } = useTranslation('admin');
  const columns: Array<Column<AdminJob>> = [
    { key: 'type', header: t('jobs.columns.type'), rowHeader: true, cell: (job) => jobTypeName(t, job.type) },
    {
      key: 'status',
      header: t('jobs.columns.status'),
      cell: (job) => <JobStatusBadge status={job.status} />,
    },
    {
      key: 'organization',
      header: t('jobs.columns.organization'),
      cell: (job) =>
        job.organization ? (
          <Link to={`/admin/organizations/${job.organization.id}`} className="text-brand-700 hover:underline">
            {job.organization.name}
          </Link>
        ) : (
          '–'
        ),
    },
    {
      key: 'attempts',
      header: t('jobs.columns.attempts'),
      cell: (job) => (
        <>
          <span className="tabular-nums">
            {t('jobs.attempts', { attempts: job.attempts, max: job.maxAttempts })}
          </span>
          {job.interruptions > 0 && (
            <span className="block text-xs text-stone-500">
              {t('jobs.interruptions', { count: job.interruptions })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'error',
      header: t('jobs.columns.error'),
      className: 'lg:max-w-md',
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
      key: 'when',
      header: t('jobs.columns.updated'),
      className: 'lg:whitespace-nowrap',
      cell: (job) => <time dateTime={job.updatedAt}>{formatDateTime(job.updatedAt, i18n.language)}</time>,
    },
    {
      key: 'actions',
      header: t('jobs.columns.actions'),
      hideLabel: true,
      cell: (job) => (
        <div className="flex gap-1 lg:justify-end">
          {job.status === 'failed' && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('jobs.retryFor', { type: jobTypeName(t, job.type) })}
              onClick={() => onAction(job, 'retry')}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('jobs.retry')}
            </Button>
          )}
          {job.status === 'queued' && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('jobs.cancelFor', { type: jobTypeName(t, job.type) })}
              onClick={() => onAction(job, 'cancel')}
            >
              <XCircle aria-hidden="true" className="size-4 text-red-600" />
              {t('jobs.cancel')}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return <ResponsiveTable caption={t('jobs.title')} columns={columns} rows={jobs} rowKey={(job) => job.id} />;
}
