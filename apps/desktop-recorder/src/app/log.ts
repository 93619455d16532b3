import { appendFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_MODE } from '../store/secureFile';

const MAX_BYTES = 5 * 1024 * 1024;

/** The recorder's log, `recorder.log` in the data dir (one older file kept as `recorder.log.1`). */
export function createLog(dataDir: string): (message: string) => void {
  const path = join(dataDir, 'recorder.log');
  return (message: string) => {
    try {
      if ((statSync(path, { throwIfNoEntry: false })?.size ?? 0) > MAX_BYTES) renameSync(path, `${path}.1`);
      appendFileSync(path, `${new Date().toISOString()} ${message}\n`, { mode: FILE_MODE });
    } catch {
      // a log that cannot be written never stops a recording
    }
  };
}
