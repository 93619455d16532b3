import { chmod, mkdir, open, rename } from 'node:fs/promises';

/** Owner-only: the token and the screenshots are nobody else's business on a shared machine. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

export async function ensureDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: DIR_MODE });
  // mkdir's mode is masked by the umask and ignored for an existing folder.
  await chmod(path, DIR_MODE).catch(() => undefined);
}

/**
 * Writes a file whole or not at all (temporary file, renamed over the old one). `sync` also flushes
 * it to the disk first: for the token and settings, not for screenshots, where it cost more than the
 * capture on a slow disk and a crashed recorder (not a crashed machine) keeps written pages anyway.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, sync = true): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', FILE_MODE);
  try {
    await handle.writeFile(data);
    if (sync) await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
}
