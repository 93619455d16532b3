import {
  RECORDING_FORMAT_VERSION,
  type RecordingAction,
  type RecordingAudio,
  type RecordingBox,
  type RecordingManifest,
  type RecordingManifestInput,
  ZRecordingManifest,
} from '@support/shared';

export type Point = { x: number; y: number };
export type Viewport = { width: number; height: number; devicePixelRatio: number };

/** A step as the service worker keeps it until upload (images live apart, in IndexedDB). */
export type StoredStep = {
  action: RecordingAction;
  /** The image part's name, e.g. `step-3`. */
  image: string;
  /** Milliseconds since the recording started. */
  timestamp: number;
  pageUrl: string;
  pageTitle: string;
  element?: { label: string; role?: string; tag?: string; inputType?: string; box?: RecordingBox };
  point?: Point;
  endPoint?: Point;
  value?: string;
  valueWithheld?: boolean;
  key?: 'Enter' | 'Escape' | 'Tab';
  viewport: Viewport;
  redactedBoxes?: number;
  /** The capture failed and the previous screenshot stands in (not part of the upload format). */
  screenshotReused?: boolean;
};

export type RecordingMeta = {
  startedAt: number;
  endedAt: number;
  autoRedact: boolean;
  recorderVersion: string;
  title?: string;
  /** The narration's timing, when the upload carries an audio part. */
  audio?: RecordingAudio;
};

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const finite = (n: number) => (Number.isFinite(n) ? Math.max(-100_000, Math.min(100_000, n)) : 0);
const round = (n: number) => Math.round(finite(n) * 10) / 10;

function box(input: RecordingBox | undefined): RecordingBox | undefined {
  if (!input || !(input.width > 0) || !(input.height > 0)) return undefined;
  return {
    x: round(input.x),
    y: round(input.y),
    width: Math.min(round(input.width) || 0.1, 100_000),
    height: Math.min(round(input.height) || 0.1, 100_000),
  };
}

const point = (input: Point | undefined) => (input ? { x: round(input.x), y: round(input.y) } : undefined);

function viewport(input: Viewport): Viewport {
  return {
    width: Math.max(1, Math.min(20_000, Math.round(input.width) || 1)),
    height: Math.max(1, Math.min(20_000, Math.round(input.height) || 1)),
    devicePixelRatio: input.devicePixelRatio > 0 ? Math.min(8, input.devicePixelRatio) : 1,
  };
}

/** Drops undefined fields, so the JSON carries only what the step has. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The upload's `manifest` part. Strings are cut to the format's limits and sizes kept positive,
 * so a long page title or a zero-size element never makes the server refuse a whole recording.
 */
export function buildManifest(meta: RecordingMeta, steps: StoredStep[]): RecordingManifest {
  const input: RecordingManifestInput = {
    formatVersion: RECORDING_FORMAT_VERSION,
    recorder: { kind: 'chrome-extension', version: cut(meta.recorderVersion, 50) },
    title: meta.title?.trim() ? cut(meta.title.trim(), 300) : undefined,
    startedAt: new Date(meta.startedAt).toISOString(),
    endedAt: new Date(Math.max(meta.endedAt, meta.startedAt)).toISOString(),
    redaction: { automatic: meta.autoRedact },
    ...(meta.audio ? { audio: meta.audio } : {}),
    steps: steps.map((step) =>
      compact({
        action: step.action,
        image: step.image,
        timestamp: Math.max(0, Math.round(step.timestamp)),
        pageUrl: cut(step.pageUrl, 4000),
        pageTitle: cut(step.pageTitle, 1000),
        element: step.element
          ? compact({
              label: cut(step.element.label, 500),
              role: step.element.role ? cut(step.element.role, 100) : undefined,
              tag: step.element.tag ? cut(step.element.tag, 50) : undefined,
              inputType: step.element.inputType ? cut(step.element.inputType, 50) : undefined,
              box: box(step.element.box),
            })
          : undefined,
        point: point(step.point),
        endPoint: point(step.endPoint),
        value: step.value !== undefined && !step.valueWithheld ? cut(step.value, 5000) : undefined,
        valueWithheld: step.valueWithheld ? true : undefined,
        key: step.key,
        viewport: viewport(step.viewport),
        redactedBoxes:
          step.redactedBoxes !== undefined ? Math.min(10_000, Math.max(0, step.redactedBoxes)) : undefined,
      }),
    ),
  };
  return ZRecordingManifest.parse(input);
}
