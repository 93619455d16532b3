import pg from 'pg';
import type { BaseLogger } from 'pino';
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

/** Reconnect delays: short first (a restart or failover is usually over in a second), then backing off. */
const FIRST_RECONNECT_MS = 100;
const MAX_RECONNECT_MS = 5000;

/**
 * LISTEN on a dedicated connection so a worker wakes at once when any process enqueues (NOTIFY is
 * sent inside the enqueueing transaction and delivered on commit). On a lost connection it
 * reconnects, and wakes once, since notifications sent meanwhile are gone; polling covers the gap.
 */
export function listenForJobs(options: { connectionString: string; onWake: () => void; logger: JobLogger }): {
  close(): Promise<void>;
} {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RECONNECT_MS;

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 5000 });
    next.on('notification', () => options.onWake());
    next.on('error', (error) => reconnect(error));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${JOBS_CHANNEL}`);
      if (closed) await next.end();
      else {
        delay = FIRST_RECONNECT_MS;
        options.onWake();
      }
    } catch (error) {
      reconnect(error);
    }
  };
  const reconnect = (error: unknown) => {
    if (closed || retry) return;
    // Once per outage: the first failure, not every retry.
    if (delay === FIRST_RECONNECT_MS) {
      options.logger.warn({ err: error }, 'job notifications lost; polling until reconnected');
    }
    client?.end().catch(() => {});
    client = null;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, MAX_RECONNECT_MS);
    retry.unref();
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
