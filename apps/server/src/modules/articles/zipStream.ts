import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { OpenedObject } from '../../lib/storage';

export type ZipEntry =
  | { name: string; text: Uint8Array }
  /** A stored file, copied in as it is read (images and audio are compressed already). */
  | { name: string; file: OpenedObject };

/**
 * A zip written as it is read: one entry at a time, each stored file streamed from the storage,
 * pausing while the client is slower than the disk. A download holds a few chunks in memory,
 * however large its narration, and any number of downloads can run at once. The entries may be
 * made as they are needed (an async generator): an export reads its articles a batch at a time.
 */
export function zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>, mtime: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  // A client that went away stops the writing (and the reading of the entries) at the next chunk.
  const drained = async () => {
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    if (out.destroyed) throw new Error('The download was closed');
  };
  (async () => {
    for await (const entry of entries) {
      if ('text' in entry) {
        const text = new ZipDeflate(entry.name, { level: 6 });
        text.mtime = mtime;
        zip.add(text);
        text.push(entry.text, true);
        await drained();
        continue;
      }
      const file = new ZipPassThrough(entry.name);
      file.mtime = mtime;
      zip.add(file);
      for await (const chunk of entry.file.stream()) {
        file.push(chunk as Uint8Array);
        await drained();
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => {
    zip.terminate();
    out.destroy(error as Error);
  });
  return out;
}
