import type { RecordingBox } from '@support/shared';
import { CONTENT_GLOBAL, type FrameBoxes, type RecorderState, STATE_KEY } from '../lib/protocol';
import { frameBoxes, isTopFrame, positioned, toTop, trackFrames } from './frames';
import { onKeyDown } from './keys';
import { scheduleReport, watchNavigation } from './navigation';
import {
  onClick,
  onContextMenu,
  onDoubleClick,
  onPointerCancel,
  onPointerDown,
  onPointerUp,
} from './pointer';
import { collectRedactionBoxes } from './redaction';
import { recorder } from './send';
import { flushTyping, rememberFocus } from './typing';

/**
 * Runs in every frame of every page, and does nothing until a recording starts (the state the
 * service worker mirrors into chrome.storage.session says so; the sign-in token stays in
 * chrome.storage.local, which content scripts cannot read). Listens in the capture phase on the window, so pages that stop
 * propagation still show up.
 */
const scope = globalThis as unknown as Record<string, unknown>;

if (!scope[CONTENT_GLOBAL]) {
  const collect = (): FrameBoxes => {
    const own = recorder.state.autoRedact ? collectRedactionBoxes(document, recorder.terms) : [];
    const boxes = own.map((box) => toTop(box)).filter((box): box is RecordingBox => box !== undefined);
    return {
      top: isTopFrame(),
      positioned: positioned(),
      boxes: positioned() ? boxes : own,
      ...(isTopFrame() ? { frameBoxes: frameBoxes() } : {}),
    };
  };
  scope[CONTENT_GLOBAL] = { collect };

  const options = { capture: true, passive: true } as const;
  window.addEventListener('pointerdown', onPointerDown, options);
  window.addEventListener('pointerup', onPointerUp, options);
  window.addEventListener('pointercancel', onPointerCancel, options);
  window.addEventListener('click', onClick, options);
  window.addEventListener('dblclick', onDoubleClick, options);
  window.addEventListener('contextmenu', onContextMenu, options);
  window.addEventListener('keydown', onKeyDown, options);
  window.addEventListener('focusin', (event) => rememberFocus(event.composedPath()[0] as Element), options);
  window.addEventListener('change', (event) => flushTyping(event.composedPath()[0] as Element), options);
  window.addEventListener('focusout', (event) => flushTyping(event.composedPath()[0] as Element), options);
  // A page being left: the field typed into last still counts.
  window.addEventListener('pagehide', () => flushTyping(document.activeElement), options);
  watchNavigation();

  const apply = (state: RecorderState | undefined) => {
    const wasActive = recorder.active;
    if (state) recorder.setState(state);
    trackFrames(recorder.state.status !== 'idle');
    if (recorder.active && !wasActive) {
      rememberFocus(document.activeElement);
      scheduleReport();
    }
  };
  chrome.storage.session.get(STATE_KEY).then(
    (items) => apply(items[STATE_KEY] as RecorderState | undefined),
    () => {},
  );
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'session' && changes[STATE_KEY]) apply(changes[STATE_KEY].newValue as RecorderState);
  });
}
