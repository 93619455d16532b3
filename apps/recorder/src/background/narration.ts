import { endAt, interruptedAt, isLive, newTrack, pauseAt, resumeAt } from '../lib/narration';
import {
  OFFSCREEN_URL,
  type OffscreenAnswer,
  type OffscreenCommand,
  type OffscreenEvent,
} from '../lib/offscreenProtocol';
import { deleteAudioChunks } from './audioChunks';
import { change, current } from './session';
import type { Recording } from './state';

/**
 * The worker's side of the narration: it opens the offscreen document that holds the microphone,
 * relays the recording's start, pauses, stop and discard to it, and keeps the durable record of
 * them in the recording (the manifest's `audio` field is made from it). The audio itself never
 * passes through the worker until the upload reads it from IndexedDB.
 */

let creating: Promise<void> | null = null;

async function hasDocument(): Promise<boolean> {
  const contexts = await chrome.runtime.getContexts({
    contextTypes: ['OFFSCREEN_DOCUMENT' as chrome.runtime.ContextType],
    documentUrls: [chrome.runtime.getURL(OFFSCREEN_URL)],
  });
  return contexts.length > 0;
}

async function openDocument(): Promise<void> {
  if (await hasDocument()) return;
  creating ??= chrome.offscreen
    .createDocument({
      url: OFFSCREEN_URL,
      reasons: ['USER_MEDIA'],
      justification: 'Records the narration the person switched on while recording a task.',
    })
    .finally(() => {
      creating = null;
    });
  await creating;
}

async function closeDocument(): Promise<void> {
  if (await hasDocument().catch(() => false)) await chrome.offscreen.closeDocument().catch(() => {});
}

/** Longer than the document's own wait for the microphone to start. */
const ANSWER_TIMEOUT_MS = 15_000;

/** The document's answer, or null when there is no document to answer (or it does not, in time). */
async function send(command: OffscreenCommand): Promise<OffscreenAnswer | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
  });
  try {
    const answer = chrome.runtime.sendMessage(command) as Promise<OffscreenAnswer | undefined>;
    return (await Promise.race([answer, late])) ?? null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const clock = (recording: Recording) => Date.now() - recording.startedAt;

/** Starts the microphone for a recording that just started; the recording goes on whatever happens here. */
export async function startNarration(recordingId: string, startedAt: number): Promise<void> {
  await change(({ recording }) => {
    if (recording?.id === recordingId) recording.narration = newTrack();
  });
  let answer: OffscreenAnswer | null;
  try {
    await openDocument();
    answer = await send({ target: 'offscreen', command: 'start', recordingId, startedAt });
  } catch (error) {
    answer = { ok: false, reason: 'error', error: error instanceof Error ? error.message : String(error) };
  }
  const outcome = await change(({ recording }) => {
    const track = recording?.id === recordingId ? recording.narration : null;
    if (!recording || !track) return 'gone';
    if (!answer?.ok) {
      const reason = answer?.ok === false ? (answer.reason ?? 'error') : 'error';
      endAt(track, reason, 0, answer?.ok === false ? answer.error : 'The microphone could not be opened.');
      return 'failed';
    }
    track.offsetMs = answer.offsetMs ?? 0;
    track.mimeType = answer.mimeType || null;
    // Paused while the microphone was starting: the audio pauses from its first sample on.
    const open = track.pauses.at(-1);
    return open && open.endMs === null ? 'paused' : 'running';
  });
  if (outcome === 'gone') {
    await send({ target: 'offscreen', command: 'discard', recordingId });
    await closeDocument();
    await deleteAudioChunks(recordingId).catch(() => {});
  } else if (outcome === 'failed') {
    await closeDocument();
  } else if (outcome === 'paused') {
    const { recording } = await current();
    if (recording) await send({ target: 'offscreen', command: 'pause', recordingId, atMs: clock(recording) });
  }
}

/** Pauses or resumes the audio with the recording (called after the recording's status changed). */
export async function pauseNarration(paused: boolean): Promise<void> {
  const { recording } = await current();
  const track = recording?.narration;
  if (!recording || !track || track.ended) return;
  const atMs = clock(recording);
  const id = recording.id;
  await change(({ recording: now }) => {
    if (now?.id !== id || !now.narration) return;
    if (paused) pauseAt(now.narration, atMs);
    else resumeAt(now.narration, atMs);
  });
  // Still starting: the start reads the pause from the track.
  if (track.offsetMs === null) return;
  const answer = await send({
    target: 'offscreen',
    command: paused ? 'pause' : 'resume',
    recordingId: id,
    atMs,
  });
  if (!answer?.ok) await narrationEnded({ recordingId: id, reason: 'interrupted', atMs });
}

/** Stops the audio and waits until all of it is stored; the recording's track says what there is. */
export async function stopNarration(recordingId: string): Promise<void> {
  const { recording } = await current();
  if (!recording?.narration || recording.id !== recordingId) return;
  await send({ target: 'offscreen', command: 'stop', recordingId });
  await closeDocument();
}

export async function discardNarration(recordingId: string): Promise<void> {
  await send({ target: 'offscreen', command: 'discard', recordingId });
  await closeDocument();
}

/** The audio ended before the recording: a limit, an error, or the document is gone. */
export async function narrationEnded(
  event: Pick<OffscreenEvent, 'recordingId' | 'reason' | 'atMs' | 'message'>,
): Promise<void> {
  await change(({ recording }) => {
    if (recording?.id === event.recordingId && recording.narration)
      endAt(recording.narration, event.reason, event.atMs, event.message);
  });
  await closeDocument();
}

/** After a browser restart the offscreen document is gone: the audio ends where the worker last saw it. */
export function markInterrupted(recording: Recording): void {
  const track = recording.narration;
  if (!track || !isLive(track)) return;
  endAt(track, 'interrupted', interruptedAt(track, recording.steps.at(-1)?.timestamp ?? 0));
}
