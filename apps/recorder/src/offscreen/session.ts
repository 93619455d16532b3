import {
  AUDIO_BITS_PER_SECOND,
  CHUNK_MS,
  capReached,
  endAt,
  type NarrationEnd,
  type NarrationTrack,
  newTrack,
  pauseAt,
  pickMimeType,
  recordedMs,
  resumeAt,
} from '../lib/narration';
import type { OffscreenAnswer, OffscreenCommand, OffscreenEvent } from '../lib/offscreenProtocol';

/**
 * The offscreen document's narration, without the browser: it takes the worker's commands, runs a
 * MediaRecorder over the microphone, hands each chunk to storage as it arrives, stops the audio at
 * the format's limits and says so. The browser's parts come in as `deps`, so tests drive it with fakes.
 */

export interface RecorderLike {
  readonly state: 'inactive' | 'recording' | 'paused';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstart: (() => void) | null;
  onstop: (() => void) | null;
  onerror: ((event: unknown) => void) | null;
  start(timeslice?: number): void;
  pause(): void;
  resume(): void;
  stop(): void;
}

export type StreamLike = { getTracks(): { stop(): void }[] };

export type SessionDeps = {
  getUserMedia(): Promise<StreamLike>;
  isTypeSupported(type: string): boolean;
  createRecorder(
    stream: StreamLike,
    options: { mimeType?: string; audioBitsPerSecond: number },
  ): RecorderLike;
  saveChunk(recordingId: string, index: number, chunk: Blob): Promise<unknown>;
  now(): number;
  notify(event: OffscreenEvent): void;
  /** The microphone's stream while it records (the level meter listens to it), null after. */
  onStream?(stream: StreamLike | null): void;
};

type Active = {
  recordingId: string;
  startedAt: number;
  stream: StreamLike;
  recorder: RecorderLike;
  track: NarrationTrack;
  chunks: number;
  bytes: number;
  writes: Promise<void>;
  stopped: Promise<void>;
  discarding: boolean;
};

const START_TIMEOUT_MS = 10_000;

function failure(error: unknown): OffscreenAnswer {
  const name = (error as { name?: string })?.name ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return { ok: false, reason: 'denied', error: message };
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return { ok: false, reason: 'no-microphone', error: message };
  return { ok: false, reason: 'error', error: message };
}

export function createNarrationSession(deps: SessionDeps) {
  let active: Active | null = null;

  const clock = (session: Active) => deps.now() - session.startedAt;

  function release(session: Active) {
    if (session.recorder.state !== 'inactive') session.recorder.stop();
    for (const track of session.stream.getTracks()) track.stop();
    deps.onStream?.(null);
  }

  /** Waits until the recorder delivered its last chunk and every chunk is stored. */
  async function settled(session: Active) {
    await session.stopped;
    await session.writes;
  }

  async function end(session: Active, reason: NarrationEnd, message?: string) {
    if (session.track.ended) return;
    const atMs = Math.max(0, Math.round(clock(session)));
    endAt(session.track, reason, atMs, message);
    release(session);
    await settled(session);
    deps.notify({
      from: 'offscreen',
      type: 'ended',
      recordingId: session.recordingId,
      reason,
      atMs,
      ...(message ? { message } : {}),
    });
  }

  function onChunk(session: Active, chunk: Blob) {
    if (chunk.size === 0 || session.discarding) return;
    const index = ++session.chunks;
    session.bytes += chunk.size;
    session.writes = session.writes
      .then(() => deps.saveChunk(session.recordingId, index, chunk))
      .then(
        () => undefined,
        (error: unknown) => {
          void end(session, 'error', `The narration could not be stored: ${String(error)}`);
        },
      );
    if (session.track.ended) return;
    const limit = capReached({ recordedMs: recordedMs(session.track, clock(session)), bytes: session.bytes });
    if (limit) void end(session, limit);
  }

  async function start(command: Extract<OffscreenCommand, { command: 'start' }>): Promise<OffscreenAnswer> {
    if (active?.recordingId === command.recordingId)
      return { ok: true, offsetMs: active.track.offsetMs ?? 0, mimeType: active.track.mimeType ?? '' };
    if (active) await discard();
    let stream: StreamLike;
    try {
      stream = await deps.getUserMedia();
    } catch (error) {
      return failure(error);
    }
    const wanted = pickMimeType(deps.isTypeSupported);
    let recorder: RecorderLike;
    try {
      recorder = deps.createRecorder(stream, {
        ...(wanted ? { mimeType: wanted } : {}),
        audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
      });
    } catch (error) {
      for (const track of stream.getTracks()) track.stop();
      return failure(error);
    }
    let resolveStopped = () => {};
    const session: Active = {
      recordingId: command.recordingId,
      startedAt: command.startedAt,
      stream,
      recorder,
      track: newTrack(),
      chunks: 0,
      bytes: 0,
      writes: Promise.resolve(),
      stopped: new Promise<void>((resolve) => {
        resolveStopped = resolve;
      }),
      discarding: false,
    };
    const started = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The microphone did not start.')), START_TIMEOUT_MS);
      recorder.onstart = () => {
        clearTimeout(timer);
        resolve();
      };
      recorder.onerror = (event) => {
        clearTimeout(timer);
        const error = (event as { error?: unknown })?.error ?? new Error('The microphone stopped.');
        if (active === session)
          void end(session, 'error', error instanceof Error ? error.message : String(error));
        reject(error);
      };
    });
    recorder.ondataavailable = (event) => onChunk(session, event.data);
    recorder.onstop = () => resolveStopped();
    try {
      recorder.start(CHUNK_MS);
      await started;
    } catch (error) {
      release(session);
      return failure(error);
    }
    session.track.offsetMs = Math.max(0, clock(session));
    session.track.mimeType = recorder.mimeType || wanted || null;
    active = session;
    deps.onStream?.(stream);
    return { ok: true, offsetMs: session.track.offsetMs, mimeType: session.track.mimeType ?? '' };
  }

  async function stop(): Promise<OffscreenAnswer> {
    const session = active;
    if (!session) return { ok: true, chunks: 0, bytes: 0 };
    release(session);
    await settled(session);
    active = null;
    return { ok: true, chunks: session.chunks, bytes: session.bytes };
  }

  async function discard(): Promise<OffscreenAnswer> {
    const session = active;
    if (!session) return { ok: true };
    session.discarding = true;
    release(session);
    await settled(session);
    active = null;
    return { ok: true };
  }

  async function handle(command: OffscreenCommand): Promise<OffscreenAnswer> {
    if (command.command === 'start') return start(command);
    const session = active;
    if (session && session.recordingId !== command.recordingId)
      return { ok: false, reason: 'error', error: 'Another recording is narrated.' };
    if (command.command === 'stop') return stop();
    if (command.command === 'discard') return discard();
    if (!session) return { ok: false, reason: 'error', error: 'No narration is running.' };
    if (command.command === 'pause') {
      pauseAt(session.track, command.atMs);
      if (session.recorder.state === 'recording') session.recorder.pause();
    } else {
      resumeAt(session.track, command.atMs);
      if (session.recorder.state === 'paused') session.recorder.resume();
    }
    return { ok: true };
  }

  return { handle, current: () => active };
}

export type NarrationSession = ReturnType<typeof createNarrationSession>;
