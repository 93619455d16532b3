import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { OcrLine } from './rules';

/**
 * Reads the words of an image and where they are: tesseract.js (WebAssembly) with English and
 * German LSTM models, in one worker thread of its own, so the caller's event loop (the recorder's
 * capture) never waits for it. The thread is started on first use and kept for the next image:
 * loading both models costs about a second.
 *
 * Nothing is fetched: the thread runs tesseractWorker.cjs, whose adapter reads the trained data
 * shipped with the program and fails any download.
 */

/** Where tesseractWorker.cjs is: beside the running bundle (the zip), else beside this file. */
export function defaultWorkerPath(): string {
  const script = process.argv[1];
  const beside = script ? join(dirname(script), 'tesseractWorker.cjs') : null;
  if (beside && existsSync(beside)) return beside;
  return fileURLToPath(new URL('./tesseractWorker.cjs', import.meta.url));
}

export type OcrEngineOptions = {
  workerPath?: string;
  languages?: readonly string[];
  /** How long one image (or the thread's start) may take before the thread is ended: 60 s. */
  timeoutMs?: number;
  /**
   * The thread ends after this long without an image (none by default). Its WebAssembly heap grows
   * to the largest image read and never shrinks (about 100 MB after a 1080p screen; one language
   * model fewer saves only about 9 MB): a recording paused for long gives that memory back, and the
   * next image pays the second the models take to load again.
   */
  idleMs?: number;
};

/**
 * tesseract.js leaves some failures unanswered (a language that fails to load never settles
 * `createWorker`; a thread that dies leaves its jobs pending): every wait is bounded.
 */
class OcrTimeout extends Error {}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrTimeout(`OCR: ${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** tesseract.js's Worker holds the Node thread as `worker` (not in its types). */
const threadOf = (worker: Worker) =>
  (worker as unknown as { worker?: import('node:worker_threads').Worker }).worker;

export class OcrEngine {
  private worker: Promise<Worker> | null = null;
  private reading = 0;
  private idle: NodeJS.Timeout | undefined;

  constructor(private readonly options: OcrEngineOptions = {}) {}

  private get timeoutMs() {
    return this.options.timeoutMs ?? 60_000;
  }

  private start(): Promise<Worker> {
    if (!this.worker) {
      const creating = createWorker([...(this.options.languages ?? ['eng', 'deu'])], OEM.LSTM_ONLY, {
        workerPath: this.options.workerPath ?? defaultWorkerPath(),
        // Any local path: tesseractWorker.cjs maps each language to its shipped file.
        langPath: 'shipped',
        cacheMethod: 'none',
        gzip: true,
        // An error inside the thread rejects the job instead of being thrown in this process.
        errorHandler: () => undefined,
      });
      const started = within(creating, this.timeoutMs, 'starting').then((worker) => {
        const thread = threadOf(worker);
        // Without a listener, a thread that crashes would end this process.
        thread?.on('error', () => {
          if (this.worker === started) this.worker = null;
        });
        // An idle thread does not keep the process alive (it is held only while reading).
        thread?.unref();
        return worker;
      });
      // A thread that failed to start is tried again on the next image.
      started.catch(() => {
        if (this.worker === started) this.worker = null;
        void creating.then((worker) => worker.terminate()).catch(() => undefined);
      });
      this.worker = started;
    }
    return this.worker;
  }

  /** Warms the thread up (models loaded) before the first image needs it. */
  async ready(): Promise<void> {
    await this.start();
    this.closeWhenIdle();
  }

  /** The image's text lines with each word's box, in image pixels. */
  async read(image: Uint8Array): Promise<OcrLine[]> {
    clearTimeout(this.idle);
    this.reading++;
    try {
      return await this.readNow(image);
    } finally {
      this.reading--;
      this.closeWhenIdle();
    }
  }

  /** Whether the thread is started (or starting). */
  get running(): boolean {
    return this.worker !== null;
  }

  private closeWhenIdle(): void {
    const idleMs = this.options.idleMs;
    if (idleMs === undefined || this.reading > 0) return;
    clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      if (this.reading === 0) void this.close().catch(() => undefined);
    }, idleMs);
    // The timer alone does not keep the process alive.
    this.idle.unref();
  }

  private async readNow(image: Uint8Array): Promise<OcrLine[]> {
    const worker = await this.start();
    let data: Awaited<ReturnType<Worker['recognize']>>['data'];
    const thread = threadOf(worker);
    thread?.ref();
    try {
      ({ data } = await within(
        worker.recognize(Buffer.from(image), {}, { blocks: true, text: false }),
        this.timeoutMs,
        'reading an image',
      ));
    } catch (error) {
      // A thread that timed out may be stuck: the next image gets a new one. An image it could
      // not decode leaves it as it was (tesseract.js answers with a string: made an Error here).
      if (error instanceof OcrTimeout) await this.close();
      throw error instanceof Error ? error : new Error(`OCR: ${String(error)}`);
    } finally {
      thread?.unref();
    }
    const lines: OcrLine[] = [];
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          lines.push({
            words: line.words.map((word) => ({
              text: word.text,
              box: {
                x: word.bbox.x0,
                y: word.bbox.y0,
                width: word.bbox.x1 - word.bbox.x0,
                height: word.bbox.y1 - word.bbox.y0,
              },
            })),
          });
        }
      }
    }
    return lines;
  }

  /** Ends the thread (its models take about 100 MB); the next image starts a new one. */
  async close(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}
