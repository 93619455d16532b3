import type { RecordingBox } from '@support/shared';
import type { StoredStep } from './manifest';

/** A step as a frame reports it; the service worker adds the image name and timing. */
export type StepDraft = Omit<StoredStep, 'image' | 'timestamp' | 'redactedBoxes' | 'screenshotReused'> & {
  /** Epoch milliseconds of the action. */
  at: number;
};

/**
 * Content script → service worker. A pointer action is announced on pointerdown (so the
 * screenshot is taken before the page reacts) and confirmed on click, contextmenu or a drag's release.
 */
export type ContentMessage =
  | { type: 'step'; id: string; draft: StepDraft; topFrame: boolean }
  | { type: 'pointer-down'; id: string; draft: StepDraft; topFrame: boolean }
  | {
      type: 'pointer-commit';
      id: string;
      action: 'CLICK' | 'DOUBLE_CLICK' | 'RIGHT_CLICK' | 'DRAG';
      endPoint?: { x: number; y: number };
    }
  | { type: 'pointer-cancel'; id: string }
  /** The boxes to blur in the step's screenshot, in top-viewport CSS pixels. */
  | { type: 'boxes'; id: string; boxes: RecordingBox[] }
  /** The top frame's document changed its URL (load, pushState, back/forward). */
  | {
      type: 'page';
      id: string;
      url: string;
      title: string;
      at: number;
      /** When the address changed: the document's navigation start, or the history change. */
      changedAt: number;
      /** Back or forward: always a step of its own. */
      backForward: boolean;
      viewport: StepDraft['viewport'];
    };

/** What every frame's collector (run by the service worker after each capture) answers. */
export type FrameBoxes = {
  top: boolean;
  /** False in a subframe whose position in the top viewport is not known: its boxes cannot be placed. */
  positioned: boolean;
  boxes: RecordingBox[];
  /** Top frame only: the iframes' boxes, blurred whole when a frame with sensitive content cannot be placed. */
  frameBoxes?: RecordingBox[];
};

export type RecorderStatus = 'idle' | 'recording' | 'paused';

/** chrome.storage.session `recorder`: what the content scripts and the popup read (a mirror of the durable state). */
export type RecorderState = {
  status: RecorderStatus;
  recordingId: string | null;
  stepCount: number;
  autoRedact: boolean;
  redactionTerms: string[];
  /** Typed e-mail addresses withheld from the manifest (the organization's choice). */
  hideTypedEmails: boolean;
  startedAt: number | null;
};

export const IDLE_STATE: RecorderState = {
  status: 'idle',
  recordingId: null,
  stepCount: 0,
  autoRedact: true,
  redactionTerms: [],
  hideTypedEmails: true,
  startedAt: null,
};

export const STATE_KEY = 'recorder';
/** The global the content script leaves in its isolated world, for the service worker's collector. */
export const CONTENT_GLOBAL = '__supportRecorder';
