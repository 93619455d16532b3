import clsx from 'clsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DiffPart, type DiffRow, diffMarkdown, hasChanges, keyedParts } from '../rules/markdownDiff';

/** What a side of a comparison shows: a revision, or the writer's draft. */
export type Comparable = { title: string; markdown: string; stepCount?: number };

export type DiffMode = 'inline' | 'side';

const partClass = (part: DiffPart) =>
  clsx(
    part.change === 'added' && 'rounded-sm bg-emerald-100 text-emerald-900',
    part.change === 'removed' && 'rounded-sm bg-rose-100 text-rose-900 line-through',
  );

function Parts({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation('history');
  return (
    <>
      {keyedParts(parts).map((part) =>
        part.change ? (
          // A screen reader hears what a mark means, not only sees a colour.
          <span key={part.key} className={partClass(part)}>
            <span className="sr-only">{t(`diff.${part.change}`)}: </span>
            {part.text}
          </span>
        ) : (
          <span key={part.key}>{part.text}</span>
        ),
      )}
    </>
  );
}

const block = 'whitespace-pre-wrap break-words px-3 py-1.5 font-mono text-[13px] leading-6';

function InlineRow({ row }: { row: DiffRow }) {
  if (row.type === 'changed')
    return (
      <div className={block}>
        <Parts parts={row.inline} />
      </div>
    );
  if (row.type === 'same') return <div className={clsx(block, 'text-stone-600')}>{row.text}</div>;
  return (
    <div className={clsx(block, row.type === 'added' ? 'bg-emerald-50' : 'bg-rose-50')}>
      <Parts parts={[{ text: row.text, change: row.type }]} />
    </div>
  );
}

function SideRow({ row }: { row: DiffRow }) {
  const cell = (parts: DiffPart[] | null, tone?: string) => (
    <div className={clsx(block, 'min-w-0', tone)}>{parts && <Parts parts={parts} />}</div>
  );
  if (row.type === 'same') {
    const same = [{ text: row.text }];
    return (
      <div className="grid grid-cols-2 divide-x divide-stone-200 text-stone-600">
        {cell(same)}
        {cell(same)}
      </div>
    );
  }
  if (row.type === 'changed')
    return (
      <div className="grid grid-cols-2 divide-x divide-stone-200">
        {cell(row.before)}
        {cell(row.after)}
      </div>
    );
  const parts = [{ text: row.text, change: row.type }];
  return (
    <div className="grid grid-cols-2 divide-x divide-stone-200">
      {row.type === 'removed' ? cell(parts, 'bg-rose-50') : cell(null)}
      {row.type === 'added' ? cell(parts, 'bg-emerald-50') : cell(null)}
    </div>
  );
}

/**
 * Two states of an article compared: the title by words, the text block by block (markdown's
 * headings, list items, images, paragraphs) with the changed words marked, inline or side by side.
 */
export function DiffView({
  before,
  after,
  mode,
  labels,
}: {
  before: Comparable;
  after: Comparable;
  mode: DiffMode;
  labels: { before: string; after: string };
}) {
  const { t } = useTranslation('history');
  const rows = useMemo(
    () => diffMarkdown(before.markdown, after.markdown),
    [before.markdown, after.markdown],
  );
  const titleRows = useMemo(() => diffMarkdown(before.title, after.title), [before.title, after.title]);
  const stepsChanged =
    before.stepCount !== undefined && after.stepCount !== undefined && before.stepCount !== after.stepCount;
  if (!hasChanges(rows) && !hasChanges(titleRows) && !stepsChanged)
    return <p className="px-3 py-4 text-sm text-stone-600">{t('diff.same')}</p>;
  const Row = mode === 'inline' ? InlineRow : SideRow;
  return (
    <div className="overflow-hidden rounded-lg ring-1 ring-stone-200" data-testid="revision-diff">
      {mode === 'side' && (
        <div className="grid grid-cols-2 divide-x divide-stone-200 bg-stone-50 text-xs font-medium text-stone-600">
          <div className="px-3 py-1.5">{labels.before}</div>
          <div className="px-3 py-1.5">{labels.after}</div>
        </div>
      )}
      <h4 className="border-y border-stone-200 bg-stone-50 px-3 py-1 text-xs font-semibold text-stone-700">
        {t('diff.title')}
      </h4>
      {titleRows.map((row) => (
        <Row key={row.key} row={row} />
      ))}
      <h4 className="border-y border-stone-200 bg-stone-50 px-3 py-1 text-xs font-semibold text-stone-700">
        {t('diff.text')}
      </h4>
      <div className="divide-y divide-stone-100">
        {rows.map((row) => (
          <Row key={row.key} row={row} />
        ))}
      </div>
      {stepsChanged && (
        <p className="border-t border-stone-200 px-3 py-1.5 text-sm text-stone-700">
          {t('diff.steps', { before: before.stepCount, after: after.stepCount })}
        </p>
      )}
    </div>
  );
}

/** The Inline / Side by side switch. */
export function DiffModeSwitch({ mode, onChange }: { mode: DiffMode; onChange: (mode: DiffMode) => void }) {
  const { t } = useTranslation('history');
  const option = (value: DiffMode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      className={clsx(
        'h-7 rounded-md px-2.5 text-xs font-medium',
        mode === value ? 'bg-white text-stone-900 shadow-xs ring-1 ring-stone-200' : 'text-stone-600',
      )}
    >
      {label}
    </button>
  );
  return (
    <fieldset aria-label={t('diff.mode')} className="flex rounded-lg bg-stone-100 p-0.5">
      {option('inline', t('diff.inline'))}
      {option('side', t('diff.sideBySide'))}
    </fieldset>
  );
}
