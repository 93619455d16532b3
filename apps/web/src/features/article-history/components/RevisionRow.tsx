import type { RevisionListItem } from '@support/shared';
import clsx from 'clsx';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../articles/rules/time';
import { authorName, changesText } from '../rules/labels';

/** One revision in the list: who, when, what kind, what changed; chosen for comparison or restored. */
export function RevisionRow({
  revision,
  selected,
  canRestore,
  onToggle,
  onRestore,
}: {
  revision: RevisionListItem;
  selected: boolean;
  canRestore: boolean;
  onToggle: () => void;
  onRestore: () => void;
}) {
  const { t, i18n } = useTranslation('history');
  const when = formatDateTime(revision.updatedAt, i18n.language);
  return (
    <li
      className={clsx(
        'flex items-start gap-3 rounded-lg px-3 py-2',
        selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-stone-50',
      )}
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={onToggle}
        aria-label={t('selectVersion', { when })}
        className="mt-1 size-4 rounded border-stone-300"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-stone-900">
          {t(`kinds.${revision.kind}`)}
          <span className="font-normal text-stone-600"> · {authorName(revision, t)}</span>
        </p>
        <p className="text-stone-600">
          <time dateTime={revision.updatedAt}>{when}</time> ·{' '}
          {changesText(revision.changes, t, i18n.language)}
        </p>
      </div>
      {canRestore && (
        <button
          type="button"
          onClick={onRestore}
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-stone-700 ring-1 ring-inset ring-stone-300 hover:bg-stone-50"
        >
          <RotateCcw aria-hidden="true" className="size-3.5" />
          {t('restore.action')}
        </button>
      )}
    </li>
  );
}
