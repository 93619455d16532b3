import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pidRuns } from '../../lib/process/pidRuns';

/** The unpacking folder of a restore: `DATA_DIR/.restore-<pid>-<random>`. */
export const STAGE_PREFIX = '.restore-';

/**
 * Removes the unpacking folders of restores that were killed (SIGKILL, a power cut): those whose
 * process no longer runs. A folder of a restore still running is left alone. Called when a restore
 * starts and when the server starts; returns the folders removed.
 */
export function removeAbandonedRestores(dataDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dataDir).filter((name) => name.startsWith(STAGE_PREFIX));
  } catch {
    return []; // no data folder yet
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(/^\.restore-(\d+)-/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid > 0 && pidRuns(pid)) continue;
    rmSync(path.join(dataDir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
