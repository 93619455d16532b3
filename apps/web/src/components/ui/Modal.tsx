import clsx from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl' | '5xl' | '6xl';

const widths: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
};

type Props = {
  title: ReactNode;
  onClose?: () => void;
  size?: ModalSize;
  children: ReactNode;
  footer?: ReactNode;
};

/** A dialog drawn over the page behind it (spec: modal widths sm…6xl, default 2xl). No onClose: not closeable. */
export function Modal({ title, onClose, size = '2xl', children, footer }: Props) {
  const titleId = useId();
  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-stone-900/40 p-4">
      <div className="absolute inset-0" onClick={onClose} aria-hidden="true" />
      {/* Centred by its margins, not by align-items: a dialog taller than the screen then starts at
          the top and scrolls, instead of losing its title above the top edge. */}
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={clsx('relative w-full rounded-2xl bg-white shadow-xl sm:my-auto', widths[size])}
      >
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-6 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-1 text-stone-500 hover:bg-stone-100"
              aria-label="Close"
            >
              <X className="size-5" />
            </button>
          )}
        </div>
        <div className="px-6 py-5">{children}</div>
        {footer && <div className="flex justify-end gap-2 border-t border-stone-200 px-6 py-4">{footer}</div>}
      </div>
    </div>
  );
}
