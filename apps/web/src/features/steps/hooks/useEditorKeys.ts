import { useEffect, useRef } from 'react';
import type { NudgeKey } from '../rules/geometry';

type Handlers = {
  /** Whether an annotation is selected (the keys below act on it). */
  hasSelection: boolean;
  onDelete: () => void;
  onEscape: () => void;
  onNudge: (key: NudgeKey, large: boolean) => void;
};

const NUDGE_KEYS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/** Keys typed into a field, a slider or the step list belong to them, not to the canvas. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="slider"], [data-keys-own]')) return true;
  return Boolean(document.querySelector('dialog[open], [role="dialog"]'));
}

/**
 * Spec 02 §4 keyboard: Delete (or Backspace) removes the selected annotation, Escape deselects,
 * arrows nudge it (Shift for bigger steps). Listens on the window, so it works right after a
 * click on the canvas without focusing anything first.
 */
export function useEditorKeys(handlers: Handlers) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsKeys(event.target)) return;
      const { hasSelection, onDelete, onEscape, onNudge } = latest.current;
      if (event.key === 'Escape') {
        onEscape();
        return;
      }
      if (!hasSelection) return;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        onDelete();
      } else if (NUDGE_KEYS.has(event.key)) {
        event.preventDefault();
        onNudge(event.key as NudgeKey, event.shiftKey);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
