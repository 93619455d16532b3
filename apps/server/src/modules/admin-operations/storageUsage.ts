import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

const CACHE_MS = 60_000;

/** Bytes of every file below `root` (0 when it does not exist yet); links are not followed. */
async function folderSize(root: string): Promise<number> {
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const folder = pending.pop()!;
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      continue; // gone meanwhile, or never made
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile())
        total += await lstat(full).then(
          (stat) => stat.size,
          () => 0,
        );
    }
  }
  return total;
}

/**
 * A count kept for a minute: the system page may be reloaded often, and concurrent callers share
 * one count in progress. A failed count is not kept.
 */
export function createCachedCount<T>(
  count: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!cached || now() - cached.at > CACHE_MS) {
      const value = count();
      cached = { at: now(), value };
      value.catch(() => {
        cached = null;
      });
    }
    return cached.value;
  };
}

/** The size of the local file storage, counted with asynchronous calls (a large folder does not hold up other requests). */
export function createStorageUsage(root: string, now: () => number = Date.now): () => Promise<number> {
  return createCachedCount(() => folderSize(root), now);
}
