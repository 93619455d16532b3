import {
  profileApi,
  RECORDING_AUDIO_PART,
  type RecordingManifest,
  recordingsApi,
  ZRecordingUploadResponse,
} from '@support/shared';
import { narrationUpload, refusedForNarration, withoutAudio } from '../lib/audioUpload';
import { uploadSizeProblem } from '../lib/uploadLimits';
import { ApiError, client, readError } from './api';
import { deleteAudioChunks, getAudioChunks } from './audioChunks';
import { deleteRecordingImages, getImage } from './images';
import { change, current } from './session';
import type { Upload } from './state';

/**
 * Uploads a stopped recording: one multipart POST (`manifest`, one part per image, and `audio` when
 * the person narrated), the contract's `recordingsApi.upload`. A failed upload stays in storage with its images; network and server
 * errors are retried with backoff (an alarm wakes the worker), a refused one waits for Retry, an
 * expired sign-in for the next sign-in. Only a success deletes the images.
 */

const BACKOFF_S = [30, 60, 120, 300, 600, 1800];
const ASSUMED_BYTES_PER_S = 1_500_000;
export const RETRY_ALARM = 'upload-retry';
const running = new Set<string>();

function update(id: string, patch: Partial<Upload>) {
  return change(({ uploads }) => {
    const upload = uploads.find((u) => u.id === id);
    if (upload) Object.assign(upload, patch);
  });
}

async function scheduleRetries() {
  const { uploads } = await current();
  const due = uploads.map((u) => u.nextAttemptAt).filter((t): t is number => t !== null);
  if (due.length === 0) await chrome.alarms.clear(RETRY_ALARM);
  else await chrome.alarms.create(RETRY_ALARM, { when: Math.max(Date.now() + 1000, Math.min(...due)) });
}

export async function body(id: string, stopped: RecordingManifest, onRead: (share: number) => Promise<void>) {
  const { manifest, audio } = narrationUpload(
    stopped,
    stopped.audio ? await getAudioChunks(id).catch(() => []) : [],
  );
  const form = new FormData();
  form.append('manifest', JSON.stringify(manifest));
  const sizes: number[] = [];
  for (const [index, step] of manifest.steps.entries()) {
    const image = await getImage(id, step.image);
    if (!image) throw new Error(`The screenshot of step ${index + 1} is missing`);
    sizes.push(image.size);
    form.append(step.image, image, `${step.image}.${image.type === 'image/jpeg' ? 'jpg' : 'png'}`);
    await onRead((index + 1) / manifest.steps.length);
  }
  const problem = uploadSizeProblem(sizes);
  if (problem) throw new Error(problem);
  if (audio) form.append(RECORDING_AUDIO_PART, audio, audio.name);
  return {
    form,
    bytes: sizes.reduce((sum, size) => sum + size, 0) + (audio?.size ?? 0),
    sentAudio: audio !== null,
  };
}

export async function runUpload(id: string): Promise<void> {
  if (running.has(id)) return;
  running.add(id);
  try {
    await attempt(id);
  } finally {
    running.delete(id);
    await scheduleRetries();
  }
}

async function attempt(id: string) {
  const { uploads, auth } = await current();
  const upload = uploads.find((u) => u.id === id);
  if (!upload?.manifest || upload.status === 'done') return;
  if (!auth.token || (upload.server && upload.server !== auth.server)) {
    const where = upload.server ?? auth.server;
    await update(id, {
      status: 'failed',
      error: `Sign in to ${where} to upload this recording.`,
      nextAttemptAt: null,
      progress: 0,
    });
    return;
  }
  await update(id, {
    status: 'uploading',
    progress: 0.02,
    attempts: upload.attempts + 1,
    error: null,
    nextAttemptAt: null,
  });
  let ticker: ReturnType<typeof setInterval> | undefined;
  try {
    const { form, bytes, sentAudio } = await body(id, upload.manifest, (share) =>
      update(id, { progress: 0.02 + share * 0.18 }),
    );
    const started = Date.now();
    const expectedMs = Math.max(1500, (bytes / ASSUMED_BYTES_PER_S) * 1000);
    ticker = setInterval(() => {
      const share = 1 - Math.exp(-(Date.now() - started) / expectedMs);
      void update(id, { progress: 0.2 + share * 0.75 });
    }, 400);
    let response: Response;
    try {
      response = await client(auth.server, auth.token, null).send(recordingsApi.upload, { body: form });
    } catch {
      throw await unfinishedUpload(auth.server, auth.token);
    }
    clearInterval(ticker);
    if (!response.ok) {
      const error = await readError(response, `Upload failed (${response.status})`);
      const retry = response.status >= 500 || response.status === 408 || response.status === 429;
      if (response.status === 401) error.message = 'Your sign-in has expired. Sign in again to upload.';
      const narrationRefused = refusedForNarration(response.status, error.message, sentAudio);
      throw Object.assign(error, { retry, narrationRefused });
    }
    const { articleId } = ZRecordingUploadResponse.parse(await response.json());
    await update(id, {
      status: 'done',
      progress: 1,
      articleId,
      manifest: null,
      error: null,
      server: auth.server,
    });
    await deleteRecordingImages(id).catch(() => {});
  } catch (error) {
    clearInterval(ticker);
    if ((error as { narrationRefused?: boolean }).narrationRefused) {
      await sendWithoutNarration(id, error instanceof Error ? error.message : String(error));
      return;
    }
    const retry = (error as { retry?: boolean }).retry === true;
    const attempts = (await current()).uploads.find((u) => u.id === id)?.attempts ?? 1;
    const delay = BACKOFF_S[Math.min(attempts - 1, BACKOFF_S.length - 1)] ?? 1800;
    await update(id, {
      status: retry ? 'waiting' : 'failed',
      progress: 0,
      error: error instanceof Error ? error.message : String(error),
      nextAttemptAt: retry ? Date.now() + delay * 1000 : null,
    });
  }
}

/** The steps matter more than the narration: they go again at once without it, and the popup says why. */
async function sendWithoutNarration(id: string, reason: string) {
  await change(({ uploads }) => {
    const upload = uploads.find((u) => u.id === id);
    if (!upload?.manifest) return;
    upload.manifest = withoutAudio(upload.manifest);
    upload.narrationDropped = reason;
  });
  await deleteAudioChunks(id).catch(() => {});
  await attempt(id);
}

/**
 * The upload's connection broke. The server may have refused it before reading it all (an expired
 * sign-in is answered at once), and a browser does not always get to read such an answer; a small
 * call with the same sign-in tells the cases apart.
 */
async function unfinishedUpload(server: string, token: string): Promise<Error> {
  try {
    const response = await client(server, token, 10_000).send(profileApi.get);
    if (response.status === 401)
      return new ApiError('Your sign-in has expired. Sign in again to upload.', 401);
    return Object.assign(new Error('The upload was interrupted. It will be tried again.'), { retry: true });
  } catch {
    return Object.assign(new Error(`Could not reach ${server}.`), { retry: true });
  }
}

/** Uploads whose retry time has come (the alarm), and ones a stopped worker left half-done. */
export async function retryDue(options: { includeFailed?: boolean } = {}) {
  const { uploads } = await current();
  const now = Date.now();
  const due = uploads.filter(
    (u) =>
      u.manifest &&
      !running.has(u.id) &&
      (u.status === 'uploading' ||
        (u.status === 'waiting' && (u.nextAttemptAt ?? 0) <= now) ||
        (options.includeFailed && u.status === 'failed')),
  );
  for (const upload of due) await runUpload(upload.id);
}
