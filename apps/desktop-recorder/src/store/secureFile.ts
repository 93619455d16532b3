import { chmod, mkdir, open, rename } from 'node:fs/promises';

/** Owner-only: the token and the screenshots are nobody else's business on a shared machine. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

export async function ensureDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: DIR_MODE });
  // mkdir's mode is masked by the umask and ignored for an existing folder.
  await chmod(path, DIR_MODE).catch(() => undefined);
}

/** Writes a file whole or not at all (temporary file, flushed, renamed over the old one). */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', FILE_MODE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
}
