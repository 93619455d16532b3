import { type KeyboardEvent, type RefObject, useLayoutEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(', ');

/** What Tab reaches inside `root`, in order, leaving out a dialog stacked inside it. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.closest('dialog') === root &&
      // jsdom has no layout and no checkVisibility: everything counts as shown there.
      (element.checkVisibility?.() ?? true),
  );
}

/**
 * Opens the dialog modally for as long as it is rendered: the page behind it turns inert, focus
 * moves to the first control of its content (the close button only when there is nothing else, the
 * dialog itself when there is nothing at all), and on unmount it closes and focus returns to the
 * element that had it before (the button or link that opened it), when that is still on the page.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>) {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page decides when the dialog closes (by unmounting it); one the browser closed on its own
    // (Chrome does on a second Escape in a row, whatever the page says) opens again.
    const reopen = () => {
      if (dialog.isConnected && !dialog.open) dialog.showModal();
    };
    dialog.addEventListener('close', reopen);
    if (!dialog.open) dialog.showModal();
    const controls = tabbables(dialog);
    const first = controls.find((element) => !element.hasAttribute('data-modal-close')) ?? controls[0];
    (first ?? dialog).focus();
    return () => {
      dialog.removeEventListener('close', reopen);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}

/** Tab on the last control goes to the first, Shift+Tab on the first to the last. */
export function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const controls = tabbables(dialog);
  const first = controls[0];
  const last = controls.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
