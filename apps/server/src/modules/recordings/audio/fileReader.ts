import { open } from 'node:fs/promises';

const WINDOW = 64 * 1024;

/**
 * Positional reads of a file on disk through one 64 KB window, so a parser that walks a container
 * forward (thousands of small headers) costs a read per window, and nothing is held whole.
 */
export async function openFileReader(path: string) {
  const handle = await open(path, 'r');
  const size = (await handle.stat()).size;
  let windowStart = 0;
  let window = Buffer.alloc(0);
  return {
    size,
    /** Up to `length` bytes at `position` (fewer at the end of the file). */
    async bytes(position: number, length: number): Promise<Buffer> {
      if (position < 0 || position >= size || length <= 0) return Buffer.alloc(0);
      const end = Math.min(size, position + length);
      if (position < windowStart || end > windowStart + window.length) {
        const want = Math.min(size - position, Math.max(WINDOW, length));
        const buffer = Buffer.alloc(want);
        const { bytesRead } = await handle.read(buffer, 0, want, position);
        windowStart = position;
        window = buffer.subarray(0, bytesRead);
      }
      return window.subarray(position - windowStart, end - windowStart);
    },
    close: () => handle.close(),
  };
}
export type FileReader = Awaited<ReturnType<typeof openFileReader>>;
