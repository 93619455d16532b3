import type { BaseLogger } from 'pino';
import { listenOnChannel } from '../lib/pgListen/listen';
import { JOBS_CHANNEL } from './store';

export type JobLogger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** Lets the idle worker loop sleep until it is woken (an enqueue, a finished job, stop) or pollMs pass. */
export function createWakeSignal() {
  let pending = false;
  let wakeWaiter: (() => void) | null = null;
  return {
    wake(): void {
      if (wakeWaiter) wakeWaiter();
      else pending = true;
    },
    wait(ms: number): Promise<void> {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wakeWaiter = null;
          resolve();
        };
        const timer = setTimeout(done, ms);
        wakeWaiter = done;
      });
    },
  };
}

/**
 * LISTEN on a dedicated connection so a worker wakes at once when any process enqueues (NOTIFY is
 * sent inside the enqueueing transaction and delivered on commit). On a lost connection it
 * reconnects, and wakes once, since notifications sent meanwhile are gone; polling covers the gap.
 */
export function listenForJobs(options: { connectionString: string; onWake: () => void; logger: JobLogger }): {
  close(): Promise<void>;
} {
  return listenOnChannel({
    connectionString: options.connectionString,
    channel: JOBS_CHANNEL,
    onNotification: () => options.onWake(),
    onConnected: () => options.onWake(),
    logger: options.logger,
    lostMessage: 'job notifications lost; polling until reconnected',
  });
}
