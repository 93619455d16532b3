import { ADMIN_JOB_STATUSES, type AdminJob, type AdminJobStatus } from '@support/shared';
import { ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { AdminPageFrame, AdminPageHeader } from '../components/AdminPageHeader';
import { ListEmpty, ListError, ListLoading, LoadMore } from '../components/ListStates';
import { JobsSummary } from '../jobs/JobsSummary';
import { JobsTable } from '../jobs/JobsTable';
import { jobTypeName, KNOWN_JOB_TYPES } from '../jobs/jobTypeName';
import { useAdminJobs, useJobAction } from '../operationsQueries';

const selectClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm shadow-xs outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 sm:w-48';

/** /admin/jobs: the queue across every organization, its failures with their errors, retry and cancel. */
export default function JobsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<AdminJobStatus | ''>('');
  const [type, setType] = useState('');
  const jobs = useAdminJobs({ status: status || undefined, type: type || undefined });
  const action = useJobAction();
  const [asking, setAsking] = useState<{ job: AdminJob; kind: 'retry' | 'cancel' } | null>(null);
  const statusField = useId();
  const typeField = useId();
  const rows = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  const summary = jobs.data?.pages[0]?.summary;
  const types = [...new Set([...KNOWN_JOB_TYPES, ...(summary?.byType.map((counts) => counts.type) ?? [])])];

  const confirm = () => {
    if (!asking) return;
    action.mutate(
      { id: asking.job.id, kind: asking.kind },
      {
        onSuccess: () => {
          toast.success(t(asking.kind === 'retry' ? 'jobs.retried' : 'jobs.cancelled'));
          setAsking(null);
        },
        onError: () => setAsking(null),
      },
    );
  };

  return (
    <AdminPageFrame>
      <AdminPageHeader title={t('jobs.title')} subtitle={t('jobs.subtitle')} />
      {summary && <JobsSummary summary={summary} />}
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={statusField} className="text-sm font-medium text-stone-700">
            {t('jobs.filterStatus')}
          </label>
          <select
            id={statusField}
            className={selectClass}
            value={status}
            onChange={(event) => setStatus(event.target.value as AdminJobStatus | '')}
          >
            <option value="">{t('jobs.allStatuses')}</option>
            {ADMIN_JOB_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`jobs.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeField} className="text-sm font-medium text-stone-700">
            {t('jobs.filterType')}
          </label>
          <select
            id={typeField}
            className={selectClass}
            value={type}
            onChange={(event) => setType(event.target.value)}
          >
            <option value="">{t('jobs.allTypes')}</option>
            {types.map((value) => (
              <option key={value} value={value}>
                {jobTypeName(t, value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {action.isError && <Alert>{errorMessage(action.error, t('jobs.actionFailed'))}</Alert>}
      {jobs.isPending ? (
        <ListLoading label={t('jobs.loading')} />
      ) : jobs.isError ? (
        <ListError title={t('jobs.error')} onRetry={() => void jobs.refetch()} />
      ) : rows.length === 0 ? (
        <ListEmpty
          icon={<ListChecks aria-hidden="true" className="size-8 text-brand-600" />}
          title={t('jobs.empty')}
        />
      ) : (
        <div className="space-y-4">
          <JobsTable
            jobs={rows}
            onAction={(job, kind) => {
              action.reset();
              setAsking({ job, kind });
            }}
          />
          <LoadMore
            hasMore={jobs.hasNextPage}
            loading={jobs.isFetchingNextPage}
            onLoad={() => void jobs.fetchNextPage()}
          />
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking ? t(asking.kind === 'retry' ? 'jobs.confirmRetryTitle' : 'jobs.confirmCancelTitle') : ''
        }
        confirmLabel={asking ? t(asking.kind === 'retry' ? 'jobs.retry' : 'jobs.cancelJob') : ''}
        tone={asking?.kind === 'cancel' ? 'danger' : 'primary'}
        loading={action.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        {asking &&
          t(asking.kind === 'retry' ? 'jobs.confirmRetryText' : 'jobs.confirmCancelText', {
            type: jobTypeName(t, asking.job.type),
            organization: asking.job.organization?.name ?? '–',
          })}
      </ConfirmDialog>
    </AdminPageFrame>
  );
}
