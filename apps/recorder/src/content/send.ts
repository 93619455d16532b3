import type { RecordingBox } from '@support/shared';
import { compileTerms } from '@support/shared';
import { describeElement } from '../lib/labels';
import type { StoredStep } from '../lib/manifest';
import { type ContentMessage, IDLE_STATE, type RecorderState, type StepDraft } from '../lib/protocol';
import { isTopFrame, topViewport, toTop } from './frames';
import { collectRedactionBoxes } from './redaction';

/** The recorder's state as this frame last read it from chrome.storage. */
export const recorder = {
  state: { ...IDLE_STATE } as RecorderState,
  terms: null as RegExp | null,
  get active() {
    return this.state.status === 'recording';
  },
  setState(state: RecorderState) {
    this.state = state;
    this.terms = compileTerms(state.redactionTerms);
  },
};

const frameKey = Math.random().toString(36).slice(2, 8);
let counter = 0;
export const nextId = () => `${frameKey}-${++counter}`;

/** Sends without waiting; a reloaded or removed extension must not break the page. */
export function send(message: ContentMessage) {
  try {
    chrome.runtime.sendMessage(message).catch(() => {});
  } catch {
    // The extension was reloaded: this script is orphaned and stays quiet.
  }
}

function rectBox(element: Element): RecordingBox | undefined {
  const rect = element.getBoundingClientRect();
  if (rect.width <= 0 || rect.height <= 0) return undefined;
  return toTop({ x: rect.left, y: rect.top, width: rect.width, height: rect.height });
}

export function elementOf(element: Element): NonNullable<StoredStep['element']> {
  const box = rectBox(element);
  return { ...describeElement(element), ...(box ? { box } : {}) };
}

export function draft(action: StepDraft['action'], extra: Partial<StepDraft> = {}): StepDraft {
  return {
    action,
    at: Date.now(),
    pageUrl: location.href,
    // A subframe's own address; the service worker puts the tab's (the page the user sees) in its place.
    pageTitle: document.title,
    viewport: topViewport(),
    ...extra,
  };
}

/** Right after a step: what to blur, computed while the page is still as the screenshot shows it. */
export function sendBoxes(id: string) {
  const boxes = recorder.state.autoRedact ? collectRedactionBoxes(document, recorder.terms) : [];
  const placed = boxes.map((box) => toTop(box)).filter((box): box is RecordingBox => box !== undefined);
  send({ type: 'boxes', id, boxes: placed });
}

export function sendStep(stepDraft: StepDraft) {
  const id = nextId();
  send({ type: 'step', id, draft: stepDraft, topFrame: isTopFrame() });
  sendBoxes(id);
}
