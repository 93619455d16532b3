import type { AdminUsage } from '@support/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format';

/** Each counted feature: used of its limit (∞ when unlimited), marked when at or over it. */
export function UsageList({ usage, compact }: { usage: AdminUsage[]; compact?: boolean }) {
  const { t, i18n } = useTranslation(['admin', 'plans']);
  if (usage.length === 0) return <span className="text-stone-500">–</span>;
  return (
    <ul className={clsx(compact ? 'space-y-0.5 text-xs' : 'divide-y divide-stone-100 text-sm')}>
      {usage.map((item) => {
        const over = item.limit !== null && item.used >= item.limit;
        return (
          <li key={item.key} className={clsx('flex justify-between gap-3', !compact && 'py-2')}>
            <span className="text-stone-600">{t(`plans:features.${item.key}`, item.name)}</span>
            <span
              className={clsx(
                'whitespace-nowrap tabular-nums',
                over ? 'font-semibold text-red-700' : 'text-stone-800',
              )}
            >
              {t('usage.ofLimit', {
                used: formatNumber(item.used, i18n.language),
                limit: item.limit === null ? '∞' : formatNumber(item.limit, i18n.language),
              })}
              {over && <span className="sr-only"> {t('usage.atLimit')}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
