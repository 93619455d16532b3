import type pg from 'pg';
import type { BaseLogger } from 'pino';

export type ListenLogger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** Reconnect delays: short first (a restart or failover is usually over in a second), then backing off. */
const FIRST_RECONNECT_MS = 100;
const MAX_RECONNECT_MS = 5000;

/**
 * LISTEN on a PostgreSQL channel over a dedicated connection (NOTIFY is delivered on commit, to
 * every process listening). On a lost connection it reconnects with backoff; notifications sent
 * meanwhile are gone, so `onConnected` runs after every (re)connection for the listener to catch
 * up (poll, or drop what it cached).
 */
export function listenOnChannel(options: {
  connectionString: string;
  channel: string;
  onNotification: (payload: string | undefined) => void;
  onConnected: () => void;
  /** Called when the connection is lost (once per outage, before reconnecting). */
  onLost?: () => void;
  logger: ListenLogger;
  /** Said once per outage, on its first failure. */
  lostMessage: string;
}): { close(): Promise<void> } {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`not a channel name: ${options.channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RECONNECT_MS;

  const connect = async () => {
    // Loaded here: only servers on PostgreSQL listen, and the embedded database needs no driver.
    const { default: driver } = await import('pg');
    const next = new driver.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: 5000,
    });
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload);
    });
    next.on('error', (error) => reconnect(error));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
      if (closed) await next.end();
      else {
        delay = FIRST_RECONNECT_MS;
        options.onConnected();
      }
    } catch (error) {
      reconnect(error);
    }
  };
  const reconnect = (error: unknown) => {
    if (closed || retry) return;
    if (delay === FIRST_RECONNECT_MS) {
      options.logger.warn({ err: error }, options.lostMessage);
      options.onLost?.();
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
