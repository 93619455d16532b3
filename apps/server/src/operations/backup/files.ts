import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Stored files under the local storage folder (each with its .meta.json, counted apart). */
export function countFiles(root: string): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        if (!entry.name.endsWith('.meta.json')) count += 1;
        bytes += statSync(full).size;
      }
    }
  };
  if (existsSync(root)) walk(root);
  return { count, bytes };
}

/** Whether a folder exists with anything in it. */
export const hasEntries = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
