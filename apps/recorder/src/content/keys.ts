import { actionableTarget } from '../lib/labels';
import { draft, elementOf, recorder, sendStep } from './send';
import { activeField, flushTyping } from './typing';

/**
 * Enter, Escape and Tab become KEY steps when they move the task on: Enter submits a field or
 * activates a control (not a new line in a text area), Escape closes, Tab leaves a control. Tab
 * out of a field just typed into is the TYPE step's end, not a step of its own.
 */
export function onKeyDown(event: KeyboardEvent) {
  if (!recorder.active || !event.isTrusted || event.isComposing || event.repeat) return;
  if (event.key !== 'Enter' && event.key !== 'Escape' && event.key !== 'Tab') return;
  if (event.ctrlKey || event.altKey || event.metaKey) return;
  const field = activeField();
  if (event.key === 'Enter') {
    if (
      field instanceof HTMLTextAreaElement ||
      (field && !(field instanceof HTMLInputElement) && !(field instanceof HTMLSelectElement))
    ) {
      return; // a new line
    }
  }
  const typed = field ? flushTyping(field) : false;
  if (event.key === 'Tab' && typed) return;
  let focused: Element | null = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  const element = focused && focused !== document.body ? elementOf(actionableTarget(focused)) : undefined;
  sendStep(draft('KEY', { key: event.key, ...(element ? { element } : {}) }));
}
