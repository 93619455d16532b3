import { existsSync, statfsSync } from 'node:fs';
import path from 'node:path';

const MB = 2 ** 20;

/**
 * Free megabytes on the disk holding `dir` (the nearest folder that exists, for a DATA_DIR not
 * made yet), as an unprivileged process may use them; null where the system cannot tell.
 */
export function freeMbAt(dir: string): number | null {
  let existing = path.resolve(dir);
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  try {
    const { bavail, bsize } = statfsSync(existing);
    return Math.floor((bavail * bsize) / MB);
  } catch {
    return null;
  }
}

/**
 * What the embedded database needs free to start. A start after a kill replays the write-ahead
 * log and then opens a new 16 MB segment of it, written out in full: with less free, PGlite only
 * says "failed to initialize", which read like damaged files (issue 52). A new database takes
 * about 40 MB once migrated.
 */
export const neededMbToStart = (existing: boolean) => (existing ? 20 : 64);

/** Whether PostgreSQL's reason for failing names a full disk (ENOSPC), whatever is free by now. */
export const saysDiskFull = (reason: string) => /no space left on device|ENOSPC|disk full/i.test(reason);
