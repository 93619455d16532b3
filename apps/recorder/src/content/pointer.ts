import { actionableTarget } from '../lib/labels';
import { pointToTop } from './frames';
import { draft, elementOf, nextId, recorder, send, sendBoxes } from './send';
import { activeField, flushTyping, isTextEntry, typingField } from './typing';

/**
 * Clicks: announced on pointerdown, before the page reacts, so the screenshot shows what the user
 * saw; confirmed by the click (or contextmenu, or a release far from the press: a drag).
 * A press that never turns into a click is confirmed as a click shortly after the release.
 */

const DRAG_DISTANCE = 12;
const UNCONFIRMED_MS = 400;

type Pending = { id: string; x: number; y: number; button: number; timer?: ReturnType<typeof setTimeout> };
let pending: Pending | null = null;
let lastCommitted: { id: string; at: number } | null = null;

function eventTarget(event: Event): Element | null {
  const origin = event.composedPath()[0];
  if (origin instanceof Element) return origin;
  return origin instanceof Node ? origin.parentElement : null;
}

function commit(action: 'CLICK' | 'RIGHT_CLICK' | 'DRAG', endPoint?: { x: number; y: number }) {
  if (!pending) return;
  clearTimeout(pending.timer);
  send({ type: 'pointer-commit', id: pending.id, action, ...(endPoint ? { endPoint } : {}) });
  lastCommitted = { id: pending.id, at: Date.now() };
  pending = null;
}

export function onPointerDown(event: PointerEvent) {
  if (
    !recorder.active ||
    !event.isTrusted ||
    !event.isPrimary ||
    (event.button !== 0 && event.button !== 2)
  ) {
    return;
  }
  const origin = eventTarget(event);
  if (!origin) return;
  const target = actionableTarget(origin);
  const field = activeField();
  // Leaving a field by clicking elsewhere: its TYPE step comes first.
  if (field && !field.contains(origin)) flushTyping(field);
  if (pending) commit('CLICK');
  // Clicking into a text field is not a step; typing into it is.
  if (event.button === 0 && isTextEntry(target)) return;
  const point = pointToTop(event.clientX, event.clientY);
  const id = nextId();
  pending = { id, x: event.clientX, y: event.clientY, button: event.button };
  send({
    type: 'pointer-down',
    id,
    topFrame: window.top === window,
    draft: draft('CLICK', { element: elementOf(target), ...(point ? { point } : {}) }),
  });
  sendBoxes(id);
}

export function onPointerUp(event: PointerEvent) {
  if (!pending || !event.isPrimary) return;
  const distance = Math.hypot(event.clientX - pending.x, event.clientY - pending.y);
  if (distance >= DRAG_DISTANCE && pending.button === 0) {
    commit('DRAG', pointToTop(event.clientX, event.clientY));
    return;
  }
  const current = pending;
  current.timer = setTimeout(() => {
    if (pending === current) commit(current.button === 2 ? 'RIGHT_CLICK' : 'CLICK');
  }, UNCONFIRMED_MS);
}

export function onPointerCancel() {
  if (!pending) return;
  clearTimeout(pending.timer);
  send({ type: 'pointer-cancel', id: pending.id });
  pending = null;
}

export function onClick(event: MouseEvent) {
  // Clicks without a press of ours (keyboard activation, a label's forwarded click) are not steps.
  if (!event.isTrusted || !pending || pending.button !== 0) return;
  commit('CLICK');
}

export function onContextMenu(event: MouseEvent) {
  if (event.isTrusted && pending?.button === 2) commit('RIGHT_CLICK');
}

export function onDoubleClick(event: MouseEvent) {
  if (!event.isTrusted || !lastCommitted || Date.now() - lastCommitted.at > 1000) return;
  const origin = eventTarget(event);
  // A double click into a text field selects a word: not a step.
  if (origin && typingField(origin) && isTextEntry(origin)) return;
  send({ type: 'pointer-commit', id: lastCommitted.id, action: 'DOUBLE_CLICK' });
}
