import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * A small streaming zip writer on Node's own zlib (native deflate, far faster than a JS one on
 * Node's 100 MB binary, and nothing held in memory but one chunk). Each entry is written with a
 * data descriptor (flag bit 3), so its header goes out before its size and CRC are known. Names
 * are UTF-8 (bit 11); "made by Unix" with the file mode, so the launcher and `node` stay executable
 * after `unzip` and macOS's Archive Utility. No zip64: the archives stay far below 4 GB and 65535 entries.
 */

// 2024-01-01 00:00 in DOS time: fixed, so the same inputs give the same bytes.
const DOS_TIME = 0;
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;
const FLAGS = 0x0008 | 0x0800;

export class ZipWriter {
  /** @param {string} file */
  constructor(file) {
    this.out = createWriteStream(file);
    this.offset = 0;
    /** @type {Buffer[]} */
    this.central = [];
    this.count = 0;
  }

  async write(chunk) {
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /**
   * Adds one file from a Buffer or an async iterable of Buffers.
   * @param {string} name path inside the zip, with `/`
   * @param {Buffer | AsyncIterable<Buffer>} source
   * @param {{ mode?: number, level?: number }} [options]
   */
  async add(name, source, { mode = 0o644, level = 9 } = {}) {
    const nameBytes = Buffer.from(name, 'utf8');
    const headerOffset = this.offset;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    // CRC and sizes (14..25) stay 0: they follow in the data descriptor.
    local.writeUInt16LE(nameBytes.length, 26);
    await this.write(Buffer.concat([local, nameBytes]));

    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = createDeflateRaw({ level });
    const pump = (async () => {
      for await (const chunk of deflate) {
        compressed += chunk.length;
        await this.write(chunk);
      }
    })();
    const chunks = Buffer.isBuffer(source) ? [source] : source;
    for await (const chunk of chunks) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (!deflate.write(chunk)) await once(deflate, 'drain');
    }
    deflate.end();
    await pump;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(descriptor);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, spec 2.0
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(FLAGS, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(DOS_TIME, 12);
    entry.writeUInt16LE(DOS_DATE, 14);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(compressed, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(((0o100000 | mode) << 16) >>> 0, 38); // regular file + permissions
    entry.writeUInt32LE(headerOffset, 42);
    this.central.push(entry, nameBytes);
    this.count += 1;
    return { size, compressed };
  }

  async close() {
    const start = this.offset;
    const directory = Buffer.concat(this.central);
    await this.write(directory);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.count, 8);
    end.writeUInt16LE(this.count, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
    await once(this.out, 'finish');
    return this.offset;
  }
}
