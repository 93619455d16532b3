import { valueNeedsWithholding } from '@support/shared';
import { isSensitiveField } from '../lib/sensitive';
import { draft, elementOf, recorder, sendStep } from './send';

/**
 * Typing becomes one TYPE step per field, when the field is left (change, blur, or the next click
 * or key step, which flush it first so the steps keep their order). The value is withheld for
 * sensitive fields and, with automatic redaction on, for values holding card numbers, IBANs or
 * do-not-show terms.
 */

const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'checkbox', 'radio', 'file', 'hidden']);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLElement;

/** Last value reported (or found on focus) per field. */
const reported = new WeakMap<Element, string>();

export function typingField(element: Element | null): Field | null {
  if (!element) return null;
  if (element instanceof HTMLInputElement) return NOT_TYPED.has(element.type) ? null : element;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return element;
  if (element instanceof HTMLElement && element.isContentEditable) {
    // The editing host, not an inner paragraph.
    let host: HTMLElement = element;
    while (host.parentElement?.isContentEditable) host = host.parentElement;
    return host;
  }
  return null;
}

/** Text fields take their step from the typing; a click into one is not a step of its own. */
export function isTextEntry(element: Element): boolean {
  const field = typingField(element);
  return field !== null && !(field instanceof HTMLSelectElement);
}

function currentValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    return Array.from(field.selectedOptions)
      .map((option) => option.label || option.text)
      .join(', ');
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) return field.value;
  return (field.textContent ?? '').trim();
}

export function rememberFocus(target: Element | null) {
  const field = typingField(target);
  if (field && !reported.has(field)) reported.set(field, currentValue(field));
}

/** Emits the field's TYPE step if its value changed since it was last reported; true if it did. */
export function flushTyping(target: Element | null): boolean {
  const field = typingField(target);
  if (!field || !recorder.active) return false;
  const value = currentValue(field);
  const before = reported.get(field) ?? '';
  if (value === before) return false;
  reported.set(field, value);
  const withheld =
    isSensitiveField(field) ||
    (recorder.state.autoRedact &&
      valueNeedsWithholding(value, recorder.terms, { hideEmails: recorder.state.hideTypedEmails }));
  sendStep(
    draft('TYPE', {
      element: elementOf(field),
      ...(withheld ? { valueWithheld: true } : { value }),
    }),
  );
  return true;
}

/** The field being typed into, if focus is in one (shadow DOM included). */
export function activeField(): Field | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return typingField(active);
}
