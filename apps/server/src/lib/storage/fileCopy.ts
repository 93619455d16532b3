import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { OpenedObject } from './types';

/**
 * Runs `work` with the object as a Blob backed by a temporary file: `fetch` can then send a 100 MB
 * narration as a multipart upload while reading it from disk, instead of holding it in memory (on
 * disk or on S3, the object is streamed into the copy). The copy is removed afterwards.
 */
export async function withFileCopy<T>(
  opened: OpenedObject,
  filename: string,
  work: (file: Blob) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'support-copy-'));
  try {
    const file = path.join(dir, path.basename(filename));
    await pipeline(opened.stream(), createWriteStream(file));
    return await work(await openAsBlob(file, { type: opened.contentType }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
