export const FIRST_RESTART_DELAY_MS = 1000;
export const MAX_RESTART_DELAY_MS = 30_000;
/** A process that ran this long died of something passing, not of how it starts. */
export const STABLE_RUN_MS = 60_000;

/**
 * How long to wait before starting a dead process again. A process that dies now and then is
 * started again after a second; one that keeps dying soon after its start (a database that is
 * down, a bad deploy) waits twice as long each time, up to 30 s, so it neither floods the log nor
 * keeps the machine busy starting it. `previousMs` is the delay before the start that just died
 * (undefined for the first start), `livedMs` how long that start ran.
 */
export function nextRestartDelay(previousMs: number | undefined, livedMs: number): number {
  if (previousMs === undefined || livedMs >= STABLE_RUN_MS) return FIRST_RESTART_DELAY_MS;
  return Math.min(previousMs * 2, MAX_RESTART_DELAY_MS);
}
