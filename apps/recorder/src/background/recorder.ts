import { buildManifest } from '../lib/manifest';
import { audioField } from '../lib/narration';
import { ApiError, fetchOrganization, login, normalizeServer } from './api';
import { deleteRecordingImages } from './images';
import { discardNarration, pauseNarration, startNarration, stopNarration } from './narration';
import { change, current } from './session';
import type { Upload } from './state';
import { forgetPending, settle } from './steps';
import { retryDue, runUpload } from './upload';

/** The popup's commands. Each answers `{ ok: true }` or throws an Error with a message to show. */

const MAX_KEPT_DONE = 5;

export async function signIn(input: { server: string; email: string; password: string }) {
  let server: string;
  try {
    server = normalizeServer(input.server);
  } catch {
    throw new Error('Enter the server address, e.g. https://support.example.com');
  }
  const token = await login(server, input.email.trim(), input.password);
  const organization = await fetchOrganization(server, token);
  await change((stored) => {
    stored.auth = { server, token, email: input.email.trim() };
    stored.organization = organization;
  });
  // Uploads that waited for a sign-in go now.
  void retryDue({ includeFailed: true });
}

export async function signOut() {
  await change((stored) => {
    stored.auth = { ...stored.auth, token: null };
    stored.organization = null;
  });
}

export async function refreshOrganization() {
  const { auth } = await current();
  if (!auth.token) return;
  try {
    const organization = await fetchOrganization(auth.server, auth.token);
    await change((stored) => {
      stored.organization = organization;
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await signOut();
  }
}

export async function start(input: { tabId?: number; autoRedact: boolean; narrate?: boolean }) {
  await refreshOrganization();
  const { auth, recording } = await current();
  if (!auth.token) throw new Error('Sign in first.');
  if (recording) throw new Error('A recording is already running.');
  const tab =
    input.tabId !== undefined ? await chrome.tabs.get(input.tabId).catch(() => undefined) : undefined;
  const id = crypto.randomUUID();
  const startedAt = Date.now();
  await change((stored) => {
    stored.recording = {
      id,
      status: 'recording',
      startedAt,
      autoRedact: input.autoRedact,
      redactionTerms: stored.organization?.redactionTerms ?? [],
      hideTypedEmails: stored.organization?.hideTypedEmails ?? true,
      steps: [],
      tabs: tab?.id !== undefined ? { [tab.id]: { url: tab.url } } : {},
    };
  });
  // Pages opened before the extension was installed or updated have no content script yet.
  if (tab?.id !== undefined) {
    await chrome.scripting
      .executeScript({ target: { tabId: tab.id, allFrames: true }, files: ['content.js'] })
      .catch(() => {});
  }
  // No microphone is opened, and no audio exists, unless the person switched narration on.
  if (input.narrate === true) await startNarration(id, startedAt);
}

export async function setPaused(paused: boolean) {
  await change(({ recording }) => {
    if (recording) {
      recording.status = paused ? 'paused' : 'recording';
      recording.interrupted = false;
    }
  });
  await pauseNarration(paused);
}

/** Stops, keeps the recording as an upload and starts it; false when nothing was recorded. */
export async function stop(): Promise<boolean> {
  await setPaused(true);
  await settle();
  const recordingId = (await current()).recording?.id;
  if (recordingId) await stopNarration(recordingId);
  const version = chrome.runtime.getManifest().version;
  const upload = await change((stored): Upload | null => {
    const recording = stored.recording;
    stored.recording = null;
    if (!recording || recording.steps.length === 0) return null;
    const manifest = buildManifest(
      {
        startedAt: recording.startedAt,
        endedAt: Date.now(),
        autoRedact: recording.autoRedact,
        recorderVersion: version,
        audio: audioField(recording.narration),
      },
      recording.steps,
    );
    const entry: Upload = {
      id: recording.id,
      createdAt: Date.now(),
      stepCount: manifest.steps.length,
      status: 'uploading',
      progress: 0,
      attempts: 0,
      nextAttemptAt: null,
      error: null,
      articleId: null,
      server: stored.auth.server,
      manifest,
    };
    const done = stored.uploads.filter((u) => u.status === 'done').slice(0, MAX_KEPT_DONE - 1);
    stored.uploads = [entry, ...stored.uploads.filter((u) => u.status !== 'done'), ...done];
    return entry;
  });
  if (!upload) {
    if (recordingId) await deleteRecordingImages(recordingId).catch(() => {});
    return false;
  }
  void runUpload(upload.id);
  return true;
}

export async function discard() {
  const id = await change((stored) => {
    const recordingId = stored.recording?.id ?? null;
    stored.recording = null;
    return recordingId;
  });
  forgetPending();
  if (id) await discardNarration(id);
  if (id) await deleteRecordingImages(id).catch(() => {});
}

export async function retry(id: string) {
  await runUpload(id);
}

export async function dismissUpload(id: string) {
  await change((stored) => {
    stored.uploads = stored.uploads.filter((u) => u.id !== id || u.status !== 'done');
  });
}
