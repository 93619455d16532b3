import type { OffscreenEvent } from '../lib/offscreenProtocol';
import type { RecorderLike, SessionDeps, StreamLike } from '../offscreen/session';

/**
 * The browser's part of the offscreen document, faked: a microphone that can be refused, and a
 * MediaRecorder that starts, pauses and stops as Chrome's does and hands out the chunks a test
 * "speaks" (`say`). A stopped recorder delivers its last chunk, then `stop`.
 */

export class FakeRecorder implements RecorderLike {
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstart: (() => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  timeslice: number | undefined;
  readonly calls: string[] = [];
  /** Audio captured since the last chunk, delivered with the next one. */
  private pending: string[] = [];

  constructor(
    readonly mimeType: string,
    readonly options: { mimeType?: string; audioBitsPerSecond: number },
  ) {}

  start(timeslice?: number) {
    this.calls.push('start');
    this.timeslice = timeslice;
    this.state = 'recording';
    queueMicrotask(() => this.onstart?.());
  }
  pause() {
    this.calls.push('pause');
    this.state = 'paused';
  }
  resume() {
    this.calls.push('resume');
    this.state = 'recording';
  }
  stop() {
    this.calls.push('stop');
    this.state = 'inactive';
    setTimeout(() => {
      this.flush();
      this.onstop?.();
    }, 5);
  }
  /** What the microphone hears while recording (ignored while paused, as Chrome does). */
  say(text: string) {
    if (this.state === 'recording') this.pending.push(text);
  }
  /** The timeslice elapsed: the chunk so far arrives. */
  flush() {
    const data = new Blob(this.pending);
    this.pending = [];
    this.ondataavailable?.({ data });
  }
}

export function fakeMicrophone(options: { refuse?: string; now?: () => number } = {}) {
  const chunks = new Map<string, Blob[]>();
  const events: OffscreenEvent[] = [];
  const tracksStopped: number[] = [];
  let recorder: FakeRecorder | null = null;
  let streams = 0;
  const deps: SessionDeps = {
    async getUserMedia(): Promise<StreamLike> {
      if (options.refuse) throw Object.assign(new Error('Permission denied'), { name: options.refuse });
      const id = ++streams;
      return { getTracks: () => [{ stop: () => tracksStopped.push(id) }] };
    },
    isTypeSupported: (type) => type === 'audio/webm;codecs=opus' || type === 'audio/webm',
    createRecorder(_stream, recorderOptions) {
      recorder = new FakeRecorder(recorderOptions.mimeType ?? 'audio/webm', recorderOptions);
      return recorder;
    },
    async saveChunk(recordingId, index, chunk) {
      const list = chunks.get(recordingId) ?? [];
      list[index - 1] = chunk;
      chunks.set(recordingId, list);
    },
    now: options.now ?? (() => Date.now()),
    notify: (event) => events.push(event),
  };
  return {
    deps,
    chunks,
    events,
    tracksStopped,
    recorder: () => {
      if (!recorder) throw new Error('no recorder yet');
      return recorder;
    },
  };
}
