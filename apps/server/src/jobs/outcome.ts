import { isDatabaseUnavailable } from '../db/unavailable';
import type { JobLogger } from './wake';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 1000;

/**
 * Writes a job's outcome (or runs its failure hook) until it is written. A database that restarts
 * under a finishing job would otherwise leave the job "running" for a whole lease; retrying from
 * 100 ms up to every second records it within moments of the database's return.
 * `abandoned()` ends the retries once the worker has given the job up (it shut down).
 */
export async function persist<T>(
  write: () => Promise<T>,
  options: {
    logger: JobLogger;
    log: Record<string, unknown>;
    what: string;
    abandoned: () => boolean;
    /** Other errors (a bug, a constraint) will not go away by waiting: this many tries, then give up. */
    triesForOtherErrors: number;
  },
): Promise<{ ok: true; value: T } | { ok: false }> {
  let delay = FIRST_RETRY_MS;
  for (let tries = 1; ; tries++) {
    try {
      return { ok: true, value: await write() };
    } catch (error) {
      const waitable = isDatabaseUnavailable(error);
      if (options.abandoned() || (!waitable && tries >= options.triesForOtherErrors)) {
        options.logger.error(
          { ...options.log, err: error },
          `could not record ${options.what}; left to its lease`,
        );
        return { ok: false };
      }
      if (tries === 1) {
        options.logger.warn({ ...options.log, err: error }, `could not record ${options.what} yet; retrying`);
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  }
}
