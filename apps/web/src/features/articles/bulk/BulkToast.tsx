import clsx from 'clsx';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import toast from 'react-hot-toast';

type Props = {
  lines: string[];
  tone: 'success' | 'warning' | 'error';
  undoLabel: string;
  duration: number;
  onUndo?: () => void;
};

/** The outcome of a bulk action: one line per kind of outcome, and Undo while it can be undone. */
export function showBulkToast({ lines, tone, undoLabel, duration, onUndo }: Props): string {
  const Icon = tone === 'success' ? CircleCheck : TriangleAlert;
  return toast.custom(
    (item) => (
      <div
        role={tone === 'success' ? 'status' : 'alert'}
        className={clsx(
          'pointer-events-auto flex max-w-md items-start gap-3 rounded-lg bg-white px-4 py-3 text-sm text-stone-800 shadow-lg ring-1 ring-stone-200',
          item.visible ? 'opacity-100' : 'opacity-0',
        )}
      >
        <Icon
          aria-hidden="true"
          className={clsx(
            'mt-0.5 size-4 shrink-0',
            tone === 'success' ? 'text-green-600' : tone === 'warning' ? 'text-amber-600' : 'text-red-600',
          )}
        />
        <div className="min-w-0 flex-1 space-y-1">
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        {onUndo && (
          <button
            type="button"
            onClick={onUndo}
            className="shrink-0 rounded px-1.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {undoLabel}
          </button>
        )}
      </div>
    ),
    { duration },
  );
}
