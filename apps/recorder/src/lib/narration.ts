import {
  RECORDING_AUDIO_MAX_BYTES,
  RECORDING_AUDIO_MAX_MS,
  type RecordingAudio,
  ZRecordingAudio,
} from '@support/shared';

/**
 * The narration's bookkeeping, on the steps' clock (milliseconds since the recording started): when
 * the microphone's first sample came, when the recording was paused and resumed, and why the audio
 * ended early. The service worker keeps one in the recording (durable), the offscreen document one
 * of its own for the time limit; both change it only through these functions.
 */

/** Why the audio ended before the recording: a limit, an error, a browser restart, or it never started. */
export type NarrationEnd = 'time-limit' | 'size-limit' | 'error' | 'interrupted' | 'denied' | 'no-microphone';

export type NarrationTrack = {
  /** When the audio's first sample was captured; null while the microphone is starting or when it never did. */
  offsetMs: number | null;
  /** The type the MediaRecorder writes, e.g. `audio/webm;codecs=opus`. */
  mimeType: string | null;
  /** The recording's pauses; the last one is open (`endMs` null) while it is paused. */
  pauses: { startMs: number; endMs: number | null }[];
  /** Set when the audio stopped before the recording did (or could not start: `atMs` 0, no offset). */
  ended: { reason: NarrationEnd; atMs: number; message?: string } | null;
};

/** Timeslice of the MediaRecorder: a chunk reaches IndexedDB at least this often. */
export const CHUNK_MS = 1000;
/** The time and size limits stop the audio this early, so the last chunk still fits within them. */
export const TIME_MARGIN_MS = 2 * CHUNK_MS;
export const SIZE_MARGIN_BYTES = 1024 * 1024;
/** Speech in Opus needs little: 30 minutes are about 11 MB at this rate. */
export const AUDIO_BITS_PER_SECOND = 48_000;
/** How often the level meter is fed while a popup listens. */
export const LEVEL_INTERVAL_MS = 100;

/** Preferred first: Opus in WebM is what Chrome records and the server expects. */
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

export function newTrack(): NarrationTrack {
  return { offsetMs: null, mimeType: null, pauses: [], ended: null };
}

/** The first type the browser can record, or '' to let it choose. */
export function pickMimeType(isSupported: (type: string) => boolean): string {
  return MIME_TYPES.find((type) => isSupported(type)) ?? '';
}

/** The file name the audio part carries, from its type. */
export function audioFileName(mimeType: string | null | undefined): string {
  const type = (mimeType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const extension =
    { 'audio/ogg': 'ogg', 'audio/mp4': 'm4a', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' }[type] ?? 'webm';
  return `narration.${extension}`;
}

const isOpen = (track: NarrationTrack) => track.pauses.at(-1)?.endMs === null;

/** Whether audio is being captured now (started, not ended). */
export function isLive(track: NarrationTrack | null | undefined): boolean {
  return !!track && track.offsetMs !== null && track.ended === null;
}

export function pauseAt(track: NarrationTrack, atMs: number): void {
  if (track.ended || isOpen(track)) return;
  track.pauses.push({ startMs: Math.max(0, Math.round(atMs)), endMs: null });
}

export function resumeAt(track: NarrationTrack, atMs: number): void {
  const last = track.pauses.at(-1);
  if (!last || last.endMs !== null) return;
  last.endMs = Math.max(last.startMs, Math.round(atMs));
}

export function endAt(track: NarrationTrack, reason: NarrationEnd, atMs: number, message?: string): void {
  if (track.ended) return;
  track.ended = { reason, atMs: Math.max(0, Math.round(atMs)), ...(message ? { message } : {}) };
}

/**
 * Where audio recorded before a browser restart ends, as far as the worker can tell: its last step
 * or the pause it was in (nothing after either needs the audio).
 */
export function interruptedAt(track: NarrationTrack, lastStepMs: number): number {
  const open = isOpen(track) ? (track.pauses.at(-1)?.startMs ?? 0) : 0;
  return Math.max(track.offsetMs ?? 0, lastStepMs, open);
}

/** How much audio exists at `nowMs`: the time since the first sample, less the pauses. */
export function recordedMs(track: NarrationTrack, nowMs: number): number {
  if (track.offsetMs === null) return 0;
  const end = Math.min(nowMs, track.ended?.atMs ?? Number.POSITIVE_INFINITY);
  let paused = 0;
  for (const pause of track.pauses) {
    const start = Math.max(pause.startMs, track.offsetMs);
    const stop = Math.min(pause.endMs ?? end, end);
    if (stop > start) paused += stop - start;
  }
  return Math.max(0, end - track.offsetMs - paused);
}

/** Which limit of the format the audio is about to pass, so the recorder stops it while it still fits. */
export function capReached(input: { recordedMs: number; bytes: number }): 'time-limit' | 'size-limit' | null {
  if (input.recordedMs >= RECORDING_AUDIO_MAX_MS - TIME_MARGIN_MS) return 'time-limit';
  if (input.bytes >= RECORDING_AUDIO_MAX_BYTES - SIZE_MARGIN_BYTES) return 'size-limit';
  return null;
}

/**
 * The manifest's `audio` field, or undefined when there is no audio. A pause still open at the end is
 * where the audio ends, so it is left out, as is any part of a pause outside the audio (before its
 * first sample, after it ended).
 */
export function audioField(track: NarrationTrack | null | undefined): RecordingAudio | undefined {
  if (!track || track.offsetMs === null) return undefined;
  const offsetMs = Math.min(Math.max(0, Math.round(track.offsetMs)), RECORDING_AUDIO_MAX_MS);
  const end = track.ended?.atMs ?? Number.POSITIVE_INFINITY;
  const pauses = track.pauses
    .filter((pause): pause is { startMs: number; endMs: number } => pause.endMs !== null)
    .map((pause) => ({
      startMs: Math.round(Math.max(pause.startMs, offsetMs)),
      endMs: Math.round(Math.min(pause.endMs, end)),
    }))
    .filter((pause) => pause.endMs > pause.startMs)
    .slice(0, 1000);
  return ZRecordingAudio.parse({ offsetMs, ...(track.mimeType ? { mimeType: track.mimeType } : {}), pauses });
}

/**
 * The meter's reading, 0..1, of one window of samples (-1..1): the RMS level in decibels from -60 dB
 * (silence, 0) to 0 dB (full scale, 1). A voice at a normal distance reads about 0.4–0.8.
 */
export function levelFromSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += (samples[i] ?? 0) ** 2;
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (decibels + 60) / 60));
}
