import type { RecordingAction, RecordingBox } from '@support/shared';
import type { ContentMessage, StepDraft } from '../lib/protocol';
import { captureWindow } from './capture';
import { collectFrameBoxes, uniqueBoxes } from './frameBoxes';
import { deleteImage } from './images';
import { storeScreenshot } from './screenshot';
import { change, current, recordingNow } from './session';

/**
 * From a frame's report to a stored step: the screenshot is requested the moment the report
 * arrives, the step waits for its confirmation (pointer actions) and its boxes, then the blurred
 * image goes to IndexedDB and the step into the recording, in the order the actions happened.
 */

type Entry = {
  key: string;
  seq: number;
  recordingId: string;
  tabId: number;
  draft: StepDraft;
  capture: Promise<string | null>;
  boxes: Promise<RecordingBox[]>;
  resolveBoxes: (boxes: RecordingBox[]) => void;
  committed: boolean;
  timer?: ReturnType<typeof setTimeout>;
};

const UNCONFIRMED_MS = 3000;
const BOXES_WAIT_MS = 1500;
/** An address change that starts this soon after a click or key step is that step's result, not a NAVIGATE. */
const CAUSED_BY_ACTION_MS = 2000;

const entries = new Map<string, Entry>();
/** When each tab's last click or key step happened (set when the step is confirmed, before it is stored). */
const lastActionAt = new Map<number, number>();
const finished = new Map<string, { recordingId: string; seq: number }>();
const inFlight = new Set<Promise<void>>();
let seqCounter = 0;

const keyOf = (tabId: number, id: string) => `${tabId}:${id}`;

function nextSeq(stepsSeq: number[]): number {
  seqCounter = Math.max(seqCounter, ...stepsSeq) + 1;
  return seqCounter;
}

async function open(
  message: { id: string; draft: StepDraft },
  sender: chrome.runtime.MessageSender,
  topFrame: boolean,
) {
  const tab = sender.tab;
  const recording = await recordingNow();
  if (!recording || !tab?.id || tab.windowId === undefined) return null;
  // Only the visible tab can be captured; another tab's screenshot must never stand in.
  const capture = tab.active ? captureWindow(tab.windowId) : Promise.resolve(null);
  const draft = topFrame
    ? message.draft
    : { ...message.draft, pageUrl: tab.url ?? message.draft.pageUrl, pageTitle: tab.title ?? '' };
  let resolveBoxes: (boxes: RecordingBox[]) => void = () => {};
  const boxes = new Promise<RecordingBox[]>((resolve) => {
    resolveBoxes = resolve;
  });
  const entry: Entry = {
    key: keyOf(tab.id, message.id),
    seq: nextSeq(recording.steps.map((step) => step.seq)),
    recordingId: recording.id,
    tabId: tab.id,
    draft,
    capture,
    boxes,
    resolveBoxes,
    committed: false,
  };
  entries.set(entry.key, entry);
  return entry;
}

function commit(entry: Entry, action: RecordingAction, endPoint?: { x: number; y: number }) {
  if (entry.committed) return;
  entry.committed = true;
  clearTimeout(entry.timer);
  entry.draft = { ...entry.draft, action, ...(endPoint ? { endPoint } : {}) };
  if (action !== 'TYPE' && action !== 'NAVIGATE') lastActionAt.set(entry.tabId, entry.draft.at);
  const work = finalize(entry).finally(() => {
    inFlight.delete(work);
    entries.delete(entry.key);
  });
  inFlight.add(work);
}

async function finalize(entry: Entry) {
  const dataUrl = await entry.capture;
  const own = await Promise.race([
    entry.boxes,
    new Promise<RecordingBox[]>((r) => setTimeout(() => r([]), BOXES_WAIT_MS)),
  ]);
  const { recording } = await current();
  if (!recording || recording.id !== entry.recordingId) return;
  const boxes =
    recording.autoRedact && dataUrl ? uniqueBoxes([...own, ...(await collectFrameBoxes(entry.tabId))]) : [];
  const image = `step-${entry.seq}`;
  const previous = recording.steps.at(-1)?.image;
  const shot = await storeScreenshot({
    recordingId: entry.recordingId,
    image,
    dataUrl,
    boxes,
    draft: entry.draft,
    previous,
  });
  const { at, ...draft } = entry.draft;
  const stored = await change(({ recording: now }) => {
    if (!now || now.id !== entry.recordingId) return false;
    const step = {
      ...draft,
      seq: entry.seq,
      image,
      timestamp: Math.max(0, at - now.startedAt),
      viewport: shot.viewport,
      redactedBoxes: boxes.length,
      ...(shot.reused ? { screenshotReused: true } : {}),
    };
    if (step.action === 'DOUBLE_CLICK') now.steps = dropFirstClickOf(now.steps, step);
    now.steps.push(step);
    now.steps.sort((a, b) => a.seq - b.seq);
    return true;
  });
  if (!stored) await deleteImage(entry.recordingId, image).catch(() => {});
  else finished.set(entry.key, { recordingId: entry.recordingId, seq: entry.seq });
}

type Placed = { seq: number; action: string; point?: { x: number; y: number }; timestamp: number };

/** A double click arrives as click, click, dblclick: the click just before it is part of it, not a step. */
function dropFirstClickOf<T extends Placed>(steps: T[], step: Placed): T[] {
  const first = steps.findLast(
    (other) =>
      other.seq < step.seq &&
      other.action === 'CLICK' &&
      step.timestamp - other.timestamp < 1000 &&
      (!step.point ||
        !other.point ||
        Math.hypot(step.point.x - other.point.x, step.point.y - other.point.y) < 10),
  );
  return first ? steps.filter((other) => other !== first) : steps;
}

export async function handleContentMessage(message: ContentMessage, sender: chrome.runtime.MessageSender) {
  const tabId = sender.tab?.id;
  if (tabId === undefined) return;
  if (message.type === 'boxes') {
    entries.get(keyOf(tabId, message.id))?.resolveBoxes(message.boxes);
  } else if (message.type === 'pointer-down') {
    const entry = await open(message, sender, message.topFrame);
    if (entry) entry.timer = setTimeout(() => commit(entry, 'CLICK'), UNCONFIRMED_MS);
  } else if (message.type === 'step') {
    const entry = await open(message, sender, message.topFrame);
    if (entry) commit(entry, entry.draft.action);
  } else if (message.type === 'pointer-commit') {
    const entry = entries.get(keyOf(tabId, message.id));
    if (entry && !entry.committed) commit(entry, message.action, message.endPoint);
    else if (message.action === 'DOUBLE_CLICK') await amendToDoubleClick(keyOf(tabId, message.id), entry);
  } else if (message.type === 'pointer-cancel') {
    const entry = entries.get(keyOf(tabId, message.id));
    if (entry && !entry.committed) entries.delete(entry.key);
  } else if (message.type === 'page' && sender.frameId === 0) {
    await onPage(message, sender);
  }
}

async function amendToDoubleClick(key: string, entry: Entry | undefined) {
  if (entry) {
    entry.draft = { ...entry.draft, action: 'DOUBLE_CLICK' };
    return;
  }
  const done = finished.get(key);
  if (!done) return;
  await change(({ recording }) => {
    const step =
      recording?.id === done.recordingId ? recording.steps.find((s) => s.seq === done.seq) : undefined;
    if (!recording || !step) return;
    step.action = 'DOUBLE_CLICK';
    recording.steps = dropFirstClickOf(recording.steps, step);
  });
}

async function onPage(
  message: Extract<ContentMessage, { type: 'page' }>,
  sender: chrome.runtime.MessageSender,
) {
  const recording = await recordingNow();
  const tabId = sender.tab?.id;
  if (!recording || tabId === undefined) return;
  const known = recording.tabs[tabId]?.url;
  recording.tabs[tabId] = { url: message.url };
  if (known === undefined || known === message.url) return;
  const actionAt = lastActionAt.get(tabId);
  const caused =
    actionAt !== undefined &&
    message.changedAt >= actionAt - 100 &&
    message.changedAt - actionAt < CAUSED_BY_ACTION_MS;
  if (caused && !message.backForward) return;
  const entry = await open(
    {
      id: message.id,
      draft: {
        action: 'NAVIGATE',
        at: message.at,
        pageUrl: message.url,
        pageTitle: message.title,
        viewport: message.viewport,
      },
    },
    sender,
    true,
  );
  if (entry) commit(entry, 'NAVIGATE');
}

/** Confirms what is still open and waits until every step is stored (Stop). */
export async function settle(): Promise<void> {
  for (const entry of entries.values()) if (!entry.committed) commit(entry, 'CLICK');
  await Promise.allSettled([...inFlight]);
}

/** Forgets what is in flight (Discard). */
export function forgetPending() {
  for (const entry of entries.values()) clearTimeout(entry.timer);
  entries.clear();
}
