import clsx from 'clsx';
import { X } from 'lucide-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog, wrapTab } from './modalFocus';

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

/**
 * A dialog drawn over the page behind it (spec: modal widths sm…6xl, default 2xl). No onClose: not
 * closeable. A native <dialog> opened with showModal(): the browser makes the page behind it inert
 * and draws it in the top layer; focus moves in on open, Tab wraps inside, and focus goes back to
 * what opened it on close (useModalDialog).
 */
export function Modal({ title, onClose, size = '2xl', children, footer }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  useModalDialog(dialog);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Only this dialog's keys, not those of a dialog stacked inside it.
    if (event.target instanceof Node && closestDialog(event.target) !== event.currentTarget) return;
    // A cancelled keydown is no close request, so the browser leaves an uncloseable dialog open.
    if (event.key === 'Escape' && !onClose) event.preventDefault();
    if (event.key === 'Tab') wrapTab(event.currentTarget, event);
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // React hands a stacked dialog's cancel to the dialogs around it as well: only this one's counts.
    if (event.target !== event.currentTarget) return;
    // The page closes the dialog by unmounting it; until then it stays open.
    event.preventDefault();
    onClose?.();
  };
  // The dialog element is the dimmed area around the panel: a click that starts and ends there closes.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose?.();
    pressedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onMouseDown={onMouseDown}
      onClick={onClick}
      // Centred by its margins, not by align-items: a dialog taller than the screen then starts at
      // the top and scrolls, instead of losing its title above the top edge.
      className="fixed inset-0 m-0 size-full max-h-none max-w-none items-start justify-center overflow-y-auto overscroll-contain border-0 bg-transparent p-4 outline-none open:flex backdrop:bg-stone-900/40"
    >
      <div
        className={clsx('relative w-full min-w-0 rounded-2xl bg-white shadow-xl sm:my-auto', widths[size])}
      >
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-6 py-4">
          <h2 id={titleId} className="min-w-0 break-words text-lg font-semibold text-stone-900">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-1 text-stone-500 hover:bg-stone-100"
              aria-label={t('actions.close')}
              data-modal-close=""
            >
              <X className="size-5" />
            </button>
          )}
        </div>
        <div className="px-6 py-5">{children}</div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 px-6 py-4">{footer}</div>
        )}
      </div>
    </dialog>
  );
}

function closestDialog(node: Node): HTMLDialogElement | null {
  const element = node instanceof Element ? node : node.parentElement;
  return element?.closest('dialog') ?? null;
}
