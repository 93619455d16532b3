import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format';

type Values = Record<string, unknown> | null;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function show(value: unknown, locale: string, t: TFunction<'admin'>): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value, locale) : value;
  return JSON.stringify(value);
}

/**
 * Before → after of an audit entry, one line per field that changed (a field only one side names
 * is shown too: what was set or taken away).
 */
export function ChangeValues({ before, after }: { before: Values; after: Values }) {
  const { t, i18n } = useTranslation('admin');
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) =>
      !(before && after && key in before && key in after) ||
      JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return <span className="text-stone-500">–</span>;
  return (
    <dl className="space-y-0.5 text-xs">
      {keys.map((key) => (
        <div key={key} className="flex flex-wrap gap-x-1.5">
          {/* A field this app does not know yet (a newer server) is shown as the server wrote it. */}
          <dt className="font-medium text-stone-600">{t(`audit.fields.${key}`, { defaultValue: key })}:</dt>
          <dd className="min-w-0 text-stone-800 [overflow-wrap:anywhere]">
            {before && key in before && (
              <span className="text-stone-500 line-through">{show(before[key], i18n.language, t)}</span>
            )}
            {before && key in before && after && key in after && (
              <>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">{t('audit.becomes')} </span>
              </>
            )}
            {after && key in after && <span>{show(after[key], i18n.language, t)}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
