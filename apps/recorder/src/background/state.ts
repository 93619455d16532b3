import type { RecordingManifest } from '@support/shared';
import type { StoredStep } from '../lib/manifest';
import type { NarrationTrack } from '../lib/narration';
import { IDLE_STATE, type RecorderState, STATE_KEY } from '../lib/protocol';

/**
 * The durable state, in chrome.storage.local (readable by the popup and this worker only):
 * sign-in, the recording in progress, and uploads until they succeed. The part content scripts
 * need is mirrored into chrome.storage.session.
 */

export type Auth = { server: string; token: string | null; email: string | null };
export type Organization = {
  organizationName: string;
  redactionTerms: string[];
  hideTypedEmails: boolean;
  canCreateArticle: boolean;
};

export type Recording = {
  id: string;
  status: 'recording' | 'paused';
  startedAt: number;
  autoRedact: boolean;
  redactionTerms: string[];
  hideTypedEmails: boolean;
  steps: (StoredStep & { seq: number })[];
  /** The address last seen in each tab's top frame. */
  tabs: Record<string, { url?: string }>;
  /** Set when the browser restarted in the middle of the recording. */
  interrupted?: boolean;
  /** Only when the person switched narration on: the audio's timing (the audio is in IndexedDB). */
  narration?: NarrationTrack | null;
};

export type UploadStatus = 'uploading' | 'waiting' | 'failed' | 'done';
export type Upload = {
  id: string;
  createdAt: number;
  stepCount: number;
  status: UploadStatus;
  /** 0..1 while uploading (the send part is estimated: a service worker has no upload progress). */
  progress: number;
  attempts: number;
  nextAttemptAt: number | null;
  error: string | null;
  articleId: string | null;
  /** Where the article was uploaded to (the "Open article" link). */
  server: string | null;
  manifest: RecordingManifest | null;
  /** The server refused the narration (its reason): the steps were sent again without it. */
  narrationDropped?: string | null;
};

export type Stored = {
  auth: Auth;
  organization: Organization | null;
  recording: Recording | null;
  uploads: Upload[];
};

let defaultServer: Promise<string> | null = null;

/** config.json inside the extension: the server baked in by the build (or by the server's download). */
export function configuredServer(): Promise<string> {
  defaultServer ??= fetch(chrome.runtime.getURL('config.json'))
    .then((response) => response.json() as Promise<{ defaultServer?: string }>)
    .then((config) => config.defaultServer || 'http://localhost:3000')
    .catch(() => 'http://localhost:3000');
  return defaultServer;
}

export async function load(): Promise<Stored> {
  const items = await chrome.storage.local.get(['auth', 'organization', 'recording', 'uploads']);
  return {
    auth: (items.auth as Auth | undefined) ?? { server: await configuredServer(), token: null, email: null },
    organization: (items.organization as Organization | undefined) ?? null,
    recording: (items.recording as Recording | undefined) ?? null,
    uploads: (items.uploads as Upload[] | undefined) ?? [],
  };
}

export function save(changes: Partial<Stored>): Promise<void> {
  return chrome.storage.local.set(changes);
}

let chain: Promise<unknown> = Promise.resolve();

/** Runs read-modify-write steps one after another, so concurrent messages never lose a change. */
export function serialized<T>(work: () => Promise<T>): Promise<T> {
  const result = chain.then(work);
  chain = result.catch(() => undefined);
  return result;
}

/** What content scripts read: chrome.storage.session, open to them (the token is not in it). */
export async function mirror(recording: Recording | null): Promise<void> {
  const state: RecorderState = recording
    ? {
        status: recording.status,
        recordingId: recording.id,
        stepCount: recording.steps.length,
        autoRedact: recording.autoRedact,
        redactionTerms: recording.redactionTerms,
        hideTypedEmails: recording.hideTypedEmails,
        startedAt: recording.startedAt,
      }
    : IDLE_STATE;
  await chrome.storage.session.set({ [STATE_KEY]: state });
}
