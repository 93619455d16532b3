import { Worker } from 'node:worker_threads';
import { workerEntry } from '../process/workerEntry';
import type { StoredRender } from './storedRender';

export class RenderFailed extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'error' | 'closed',
  ) {
    super(message);
  }
}

type Job = {
  id: number;
  markdown: string;
  resolve: (render: StoredRender) => void;
  reject: (error: RenderFailed) => void;
};

/** `ready` once the thread has loaded the renderer: the budget is for rendering, not for start-up. */
type Slot = { worker: Worker; ready: boolean; job: Job | null; timer: NodeJS.Timeout | null };

/**
 * Renders markdown on worker threads so the event loop stays free, each render within a time
 * budget: a render that overruns has its thread terminated (the only way to stop a synchronous
 * parser) and a fresh one takes its place. Threads start on first use and are kept.
 * From the bundle (dist/main.js and dist/worker.js) the thread is dist/renderWorker.js; from
 * source (tsx, vitest) it is the .ts file, loaded through tsx.
 */
export class RenderPool {
  private readonly slots: (Slot | null)[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly options: {
      size: number;
      /** Time for a megabyte of markdown (the same for smaller content): renders are linear. */
      budgetMsPerMb: number;
      maxMemoryMb: number;
    },
  ) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => null);
  }

  render(markdown: string): Promise<StoredRender> {
    if (this.closed) return Promise.reject(new RenderFailed('The render pool is closed', 'closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, markdown, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new RenderFailed('The render pool is closed', 'closed'));
    await Promise.all(
      this.slots.map((slot, index) => {
        if (!slot) return undefined;
        this.slots[index] = null;
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(new RenderFailed('The render pool is closed', 'closed'));
        return slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    for (let index = 0; index < this.slots.length && this.queue.length > 0; index++) {
      const slot = this.slots[index] ?? this.start(index);
      if (!slot.ready || slot.job) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      const budgetMs = Math.round(this.options.budgetMsPerMb * Math.max(1, job.markdown.length / 1e6));
      slot.timer = setTimeout(() => {
        this.replace(index, slot, new RenderFailed(`Rendering took longer than ${budgetMs} ms`, 'timeout'));
      }, budgetMs);
      slot.worker.postMessage({ id: job.id, markdown: job.markdown });
    }
  }

  private start(index: number): Slot {
    const [entry, options] = workerEntry(import.meta.url, {
      bundled: './renderWorker.js',
      source: './renderWorker.ts',
    });
    const worker = new Worker(entry, {
      ...options,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxMemoryMb },
    });
    // An idle render thread must not keep the process alive.
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, timer: null };
    worker.on('message', (message: { id: number; ready?: true; render?: StoredRender; error?: string }) => {
      if (message.ready) {
        slot.ready = true;
        this.dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      if (slot.timer) clearTimeout(slot.timer);
      slot.job = null;
      slot.timer = null;
      if (message.render) job.resolve(message.render);
      else job.reject(new RenderFailed(message.error ?? 'Rendering failed', 'error'));
      this.dispatch();
    });
    // Out of memory or a crash: the job fails, the thread is replaced.
    worker.on('error', (error) => this.replace(index, slot, new RenderFailed(error.message, 'error')));
    this.slots[index] = slot;
    return slot;
  }

  private replace(index: number, slot: Slot, failure: RenderFailed): void {
    if (this.slots[index] !== slot) return;
    this.slots[index] = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job?.reject(failure);
    void slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}
