import type { Readable } from 'node:stream';

/** A manifest sent as a file part, read into memory up to `max` bytes (it is JSON of a few KB). */
export async function readManifestFile(file: Readable, max: number, tooLarge: () => Error): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      file.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
