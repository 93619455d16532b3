import { parentPort } from 'node:worker_threads';
import { renderForStorage } from './storedRender';

/**
 * The render thread: markdown in, stored render out, one at a time. A render that overruns its
 * budget is ended from outside (the pool terminates this thread), so nothing here keeps time.
 */
parentPort?.on('message', (job: { id: number; markdown: string }) => {
  try {
    parentPort?.postMessage({ id: job.id, render: renderForStorage(job.markdown) });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort?.postMessage({ id: 0, ready: true });
