import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A part written to a temporary file: where it is and how many bytes it has. */
export type SpooledFile = { path: string; size: number };

/** The temporary file could not be written (a full disk): a server fault, not the client's. */
export class SpoolDiskError extends Error {}

/**
 * Temporary files of uploads in flight, under DATA_DIR/tmp: on the same file system as local
 * storage, so a kept part is moved with a rename, not copied.
 */
const spoolDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

/**
 * Removes temporary files older than `olderThanMs`: those of a process killed mid-upload (a
 * finished or refused upload removes its own). Servers sharing DATA_DIR may be writing theirs,
 * so only files older than any upload may last are touched. Answers how many were removed.
 */
export async function sweepSpool(dataDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const dir = spoolDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

export function createSpool(dataDir: string) {
  const dir = spoolDir(dataDir);
  let ready: Promise<unknown> | null = null;
  return {
    /**
     * Writes `source` to a new temporary file as it arrives, so no part sits in memory whole.
     * `limit(size)` is asked after every chunk with the bytes so far; when it throws, reading stops
     * there (the source is destroyed) and the partial file is removed.
     */
    async write(source: Readable, limit: (size: number) => void): Promise<SpooledFile> {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const file = path.join(dir, randomUUID());
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          try {
            limit(size);
          } catch (error) {
            done(error as Error);
            return;
          }
          done(null, chunk);
        },
      });
      const sink = createWriteStream(file);
      let diskError: Error | null = null;
      sink.on('error', (error) => {
        diskError = error;
      });
      try {
        await pipeline(source, counter, sink);
      } catch (error) {
        await rm(file, { force: true });
        // The pipeline hands its first error to every stream: only an error of the sink's own is the disk's.
        if (diskError && diskError !== error)
          throw new SpoolDiskError(String(diskError), { cause: diskError });
        throw error;
      }
      return { path: file, size };
    },
    /** A new temporary file's path, for a file derived from an upload (written by the caller). */
    async reserve(): Promise<string> {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      return path.join(dir, randomUUID());
    },
    /** Removes files that were not kept (a refused upload, or parts of one that failed later). */
    async discard(files: Iterable<SpooledFile>): Promise<void> {
      await Promise.all([...files].map((spooled) => rm(spooled.path, { force: true })));
    },
  };
}
export type Spool = ReturnType<typeof createSpool>;
