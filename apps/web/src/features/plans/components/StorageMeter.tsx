import type { StorageUsage } from '@support/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

const MB = 1024 * 1024;

/** The usage page's meter of external image storage against the organization's quota. */
export function StorageMeter({ usage }: { usage: StorageUsage }) {
  const { t, i18n } = useTranslation('plans');
  const mb = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bytes / MB);
  const percent =
    usage.quotaBytes > 0 ? Math.floor((usage.externalImageBytes / usage.quotaBytes) * 100) : 100;
  const title = t('usage.storage.title');
  return (
    <section className="flex flex-col rounded-xl bg-white p-5 shadow-xs ring-1 ring-stone-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-stone-900">{title}</h3>
          <p className="mt-0.5 text-xs text-stone-500">{t('usage.storage.hint')}</p>
        </div>
        <span className="shrink-0 rounded-full bg-stone-50 px-2 py-0.5 text-xs font-semibold text-stone-600 tabular-nums ring-1 ring-inset ring-stone-200">
          {t('usage.percent', { percent })}
        </span>
      </div>
      <p className="mt-4 text-sm text-stone-700 tabular-nums">
        {t('usage.storage.value', { used: mb(usage.externalImageBytes), quota: mb(usage.quotaBytes) })}
      </p>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        className="mt-3 h-2 overflow-hidden rounded-full bg-stone-100"
      >
        <div
          className={clsx(
            'h-full rounded-full',
            percent >= 100 ? 'bg-red-500' : percent >= 80 ? 'bg-amber-500' : 'bg-brand-500',
          )}
          style={{ width: `${Math.max(1, Math.min(100, percent))}%` }}
        />
      </div>
    </section>
  );
}
