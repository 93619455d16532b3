import { useTranslation } from 'react-i18next';

type Values = Record<string, unknown> | null;

function show(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Before → after of an audit entry, one line per field that either side names. */
export function ChangeValues({ before, after }: { before: Values; after: Values }) {
  const { t } = useTranslation('admin');
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span className="text-stone-500">–</span>;
  return (
    <dl className="space-y-0.5 text-xs">
      {keys.map((key) => (
        <div key={key} className="flex flex-wrap gap-x-1.5">
          <dt className="font-medium text-stone-600">{key}:</dt>
          <dd className="break-all text-stone-800">
            {before && key in before && (
              <span className="text-stone-500 line-through">{show(before[key])}</span>
            )}
            {before && key in before && after && key in after && (
              <>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">{t('audit.becomes')} </span>
              </>
            )}
            {after && key in after && <span>{show(after[key])}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
