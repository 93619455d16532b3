import { promisify } from 'node:util';
import yauzl from 'yauzl';

/** What a zip may hold at most (IMPORT_LIMITS for the import). */
export type ZipBounds = {
  files: number;
  depth: number;
  decompressedBytes: number;
  fileBytes: number;
};

/** The zip is past a bound (`bomb`) or not a zip at all (`invalid`); the message says which. */
export class ZipProblem extends Error {
  constructor(
    readonly kind: 'bomb' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** A file of the zip as its central directory declares it. */
export type ZipFile = { path: string; size: number; entry: yauzl.Entry };

export type OpenedZip = {
  files: ZipFile[];
  /** The file's bytes, inflated and counted: more than it declared, or past a bound, stops it. */
  read(file: ZipFile, maxBytes?: number): Promise<Buffer>;
  close(): void;
};

const openFile = promisify<string, yauzl.Options, yauzl.ZipFile>(yauzl.open);

/** A name is kept only as a plain relative path: no `..`, no absolute or drive paths, no backslashes. */
function cleanPath(name: string): string | null {
  const normal = name.replace(/\\/g, '/');
  if (normal.startsWith('/') || /^[a-z]:/i.test(normal)) return null;
  const parts = normal.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.some((part) => part === '..')) return null;
  return parts.join('/');
}

async function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Opens a zip file and checks its central directory against `bounds` before one byte is inflated:
 * the number of files, folder depth, each file's declared size and their sum. Reading then counts
 * the inflated bytes again (a directory can lie), against the file's declared size and the total.
 */
export async function openZip(file: string, bounds: ZipBounds): Promise<OpenedZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openFile(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch (error) {
    throw new ZipProblem('invalid', `The file is not a zip archive (${(error as Error).message})`);
  }
  try {
    const entries = await listEntries(zip).catch((error: Error) => {
      throw new ZipProblem('invalid', `The zip archive is damaged (${error.message})`);
    });
    const files: ZipFile[] = [];
    let declared = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const path = cleanPath(entry.fileName);
      if (!path || path.startsWith('__MACOSX/')) continue;
      if (files.length >= bounds.files)
        throw new ZipProblem('bomb', `The archive holds more than ${bounds.files} files`);
      if (path.split('/').length - 1 > bounds.depth)
        throw new ZipProblem('bomb', `The archive nests folders deeper than ${bounds.depth}`);
      if (entry.uncompressedSize > bounds.fileBytes)
        throw new ZipProblem('bomb', `${path} unpacks to more than ${bounds.fileBytes} bytes`);
      declared += entry.uncompressedSize;
      if (declared > bounds.decompressedBytes)
        throw new ZipProblem('bomb', `The archive unpacks to more than ${bounds.decompressedBytes} bytes`);
      files.push({ path, size: entry.uncompressedSize, entry });
    }
    let inflated = 0;
    const read = (target: ZipFile, maxBytes = bounds.fileBytes): Promise<Buffer> =>
      new Promise((resolve, reject) => {
        zip.openReadStream(target.entry, (error, stream) => {
          if (error || !stream) {
            reject(new ZipProblem('invalid', `${target.path} cannot be read (${error?.message})`));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            inflated += chunk.length;
            const problem =
              size > maxBytes
                ? `${target.path} unpacks to more than ${maxBytes} bytes`
                : inflated > bounds.decompressedBytes
                  ? `The archive unpacks to more than ${bounds.decompressedBytes} bytes`
                  : null;
            if (problem) {
              stream.destroy();
              reject(new ZipProblem('bomb', problem));
              return;
            }
            chunks.push(chunk);
          });
          stream.on('error', (cause: Error) =>
            reject(
              // yauzl's own check: more (or fewer) bytes than the directory declared.
              /too many bytes|too few bytes|uncompressed/i.test(cause.message)
                ? new ZipProblem('bomb', `${target.path} does not unpack to its declared size`)
                : new ZipProblem('invalid', `${target.path} cannot be read (${cause.message})`),
            ),
          );
          stream.on('end', () => resolve(Buffer.concat(chunks)));
        });
      });
    return { files, read, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * Inflates every file once without keeping it, counting the bytes: the whole archive is known to
 * stay within its bounds before the import writes anything.
 */
export async function verifyZip(zip: OpenedZip, deadline: number): Promise<void> {
  for (const file of zip.files) {
    if (Date.now() > deadline) throw new ZipProblem('bomb', 'The archive takes too long to unpack');
    await zip.read(file);
  }
}
