import type { Import } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';

/** The progress bar while the job runs, then what was imported, updated and skipped (and why). */
export function ImportReport({ report }: { report: Import }) {
  const { t } = useTranslation('imports');
  const running = report.status === 'QUEUED' || report.status === 'RUNNING';
  const percent = report.total > 0 ? Math.round((report.processed / report.total) * 100) : 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-medium text-stone-900">{report.filename}</p>
        <p className="text-xs text-stone-500">{t(`status.${report.status}`)}</p>
      </div>
      {running && (
        <div>
          <div
            role="progressbar"
            aria-label={t('progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-stone-100"
          >
            <div
              className="h-full rounded-full bg-stone-900 transition-all"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-stone-500">
            {t('processed', { processed: report.processed, total: report.total })}
          </p>
        </div>
      )}
      {report.status === 'FAILED' && <Alert>{t('failed', { reason: report.failureReason ?? '' })}</Alert>}
      {report.status === 'DONE' && (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {(['imported', 'updated', 'skipped'] as const).map((count) => (
              <div key={count} className="rounded-lg bg-stone-50 px-2 py-3">
                <dt className="text-xs text-stone-500">{t(`counts.${count}`)}</dt>
                <dd className="text-lg font-semibold text-stone-900">{report[count]}</dd>
              </div>
            ))}
          </dl>
          <ul className="divide-y divide-stone-100 text-sm">
            {report.items.map((item) => (
              <li
                key={`${item.outcome}:${item.path}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
              >
                <span className="w-24 shrink-0 text-xs font-medium text-stone-500">
                  {t(`outcome.${item.outcome}`)}
                </span>
                <span className="min-w-0 flex-1 break-all">
                  {item.articleId ? (
                    <Link className="font-medium text-stone-900 underline" to={`/articles/${item.articleId}`}>
                      {item.title ?? item.path}
                    </Link>
                  ) : (
                    <span className="text-stone-900">{item.title ?? item.path}</span>
                  )}
                  <span className="block text-xs text-stone-500">{item.path}</span>
                  {item.redirect && (
                    <span className="block text-xs text-stone-500">
                      {t('redirect', { path: item.redirect })}
                    </span>
                  )}
                </span>
                {item.reason && <span className="text-xs text-amber-700">{t(`reason.${item.reason}`)}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
