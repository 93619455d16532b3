import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * Adds one small file to a zip while it is sent, without unpacking or holding it: the original
 * bytes up to its central directory, the new file's local entry, the original central directory,
 * the new file's central record, and a new end record (counts and offsets moved by the new entry;
 * the original comment dropped). Memory is one read chunk, whatever the zip's size (the desktop
 * recorder's are ~30 MB). Plain zips only (no zip64, no multi-disk): what the build writes.
 */

export type ZipLayout = {
  /** Where the central directory starts: everything before it is the entries, sent as they are. */
  directoryOffset: number;
  directorySize: number;
  entries: number;
  /** The first entry's top folder with its `/` (`support-desktop-recorder/`), or '' at the root. */
  topFolder: string;
};

const END_SIGNATURE = 0x06054b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;

export class NotAZipError extends Error {}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Finds the end record (searching back over a comment) and the top folder from the first entry. */
export async function readZipLayout(file: FileHandle, size: number): Promise<ZipLayout> {
  const tailLength = Math.min(size, END_SIZE + MAX_COMMENT);
  const tail = await readAt(file, size - tailLength, tailLength);
  for (let at = tail.length - END_SIZE; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== END_SIGNATURE) continue;
    const entries = tail.readUInt16LE(at + 10);
    const directorySize = tail.readUInt32LE(at + 12);
    const directoryOffset = tail.readUInt32LE(at + 16);
    const endOffset = size - tailLength + at;
    if (entries === 0xffff || directoryOffset === 0xffffffff)
      throw new NotAZipError('zip64 is not supported');
    if (directoryOffset + directorySize !== endOffset) continue; // a signature inside the comment
    const first = await readAt(file, 0, 30);
    if (first.length < 30 || first.readUInt32LE(0) !== 0x04034b50) throw new NotAZipError('no first entry');
    const name = (await readAt(file, 30, first.readUInt16LE(26))).toString('utf8');
    const slash = name.indexOf('/');
    return { directoryOffset, directorySize, entries, topFolder: slash > 0 ? name.slice(0, slash + 1) : '' };
  }
  throw new NotAZipError('no end of central directory record');
}

// 2024-01-01 00:00 in DOS time, as the build writes: the same address gives the same bytes.
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

/** The bytes that go in: the new entry's local header + data, its central record, the new end record. */
export function appendedParts(layout: ZipLayout, name: string, data: Buffer) {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = crc32(data) >>> 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x0800, 6); // UTF-8 name
  local.writeUInt16LE(0, 8); // stored: a few dozen bytes gain nothing from deflate
  local.writeUInt16LE(0, 10);
  local.writeUInt16LE(DOS_DATE, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const entry = Buffer.concat([local, nameBytes, data]);

  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE((3 << 8) | 20, 4); // made by Unix: the mode below is read
  record.writeUInt16LE(20, 6);
  record.writeUInt16LE(0x0800, 8);
  record.writeUInt16LE(0, 10);
  record.writeUInt16LE(0, 12);
  record.writeUInt16LE(DOS_DATE, 14);
  record.writeUInt32LE(crc, 16);
  record.writeUInt32LE(data.length, 20);
  record.writeUInt32LE(data.length, 24);
  record.writeUInt16LE(nameBytes.length, 28);
  record.writeUInt32LE((0o100644 << 16) >>> 0, 38);
  record.writeUInt32LE(layout.directoryOffset, 42); // the new entry sits where the directory was
  const central = Buffer.concat([record, nameBytes]);

  const end = Buffer.alloc(END_SIZE);
  end.writeUInt32LE(END_SIGNATURE, 0);
  end.writeUInt16LE(layout.entries + 1, 8);
  end.writeUInt16LE(layout.entries + 1, 10);
  end.writeUInt32LE(layout.directorySize + central.length, 12);
  end.writeUInt32LE(layout.directoryOffset + entry.length, 16);
  if (layout.entries + 1 >= 0xffff || layout.directoryOffset + entry.length >= 0xffffffff)
    throw new NotAZipError('the zip would need zip64');
  return {
    entry,
    central,
    end,
    size: layout.directoryOffset + entry.length + layout.directorySize + central.length + END_SIZE,
  };
}

/** The zip with the new entry, as a stream over the open file (closed when the stream ends or fails). */
export function appendedZipStream(
  file: FileHandle,
  layout: ZipLayout,
  parts: ReturnType<typeof appendedParts>,
): Readable {
  const range = (start: number, length: number) =>
    length > 0 ? file.createReadStream({ start, end: start + length - 1, autoClose: false }) : [];
  async function* bytes() {
    yield* range(0, layout.directoryOffset);
    yield parts.entry;
    yield* range(layout.directoryOffset, layout.directorySize);
    yield parts.central;
    yield parts.end;
  }
  const stream = Readable.from(bytes(), { objectMode: false });
  // Closed however the stream ends: sent, aborted by the client, or never read (HEAD).
  stream.once('close', () => void file.close().catch(() => undefined));
  return stream;
}
