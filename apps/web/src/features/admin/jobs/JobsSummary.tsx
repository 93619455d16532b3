import type { AdminJobsSummary } from '@support/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatAge, formatNumber } from '../format';
import { jobTypeName } from './jobTypeName';

/** Counts per job kind (queued, running, failed) and how long the oldest due job has waited. */
export function JobsSummary({ summary }: { summary: AdminJobsSummary }) {
  const { t, i18n } = useTranslation('admin');
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <section aria-labelledby="admin-jobs-summary" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-jobs-summary" className="text-base font-semibold text-stone-900">
          {t('jobs.summary')}
        </h2>
        {/* With nothing open at all, the card below says so once. */}
        {summary.byType.length > 0 && (
          <p className="text-sm text-stone-600">
            {summary.oldestQueuedSeconds === null
              ? t('jobs.noneWaiting')
              : t('jobs.oldestWaiting', { age: formatAge(summary.oldestQueuedSeconds, i18n.language) })}
          </p>
        )}
      </div>
      {summary.byType.length === 0 ? (
        <p className="rounded-xl bg-white px-4 py-6 text-center text-sm text-stone-500 ring-1 ring-stone-200">
          {t('jobs.idle')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {summary.byType.map((counts) => (
            <li key={counts.type} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
              <p className="text-sm font-semibold text-stone-900">{jobTypeName(t, counts.type)}</p>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
                {(['queued', 'running', 'failed'] as const).map((status) => (
                  <div key={status} className="rounded-lg bg-stone-50 px-2 py-1.5">
                    <dt className="text-xs text-stone-500">{t(`jobs.statuses.${status}`)}</dt>
                    <dd
                      className={clsx(
                        'text-lg font-semibold tabular-nums',
                        status === 'failed' && counts.failed > 0 ? 'text-red-700' : 'text-stone-900',
                      )}
                    >
                      {number(counts[status])}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
