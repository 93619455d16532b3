import { crc32, deflateSync } from 'node:zlib';

/** Broken images for the upload checks (recordings and external images). */

/**
 * A copy of a PNG with bytes in the middle of its compressed pixel data scrambled; the header and
 * the IEND trailer stay as they were, so only decoding notices.
 */
export function damagedPng(png: Buffer): Buffer {
  const damaged = Buffer.from(png);
  const middle = Math.floor(damaged.length / 2);
  for (let i = middle; i < middle + 64; i++) damaged[i] = damaged[i]! ^ 0x5a;
  return damaged;
}

/** A PNG signature and IHDR chunk (with its CRC) claiming the given size, a few bytes of pixel data, IEND. */
export function hugePngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(head));
    return Buffer.concat([length, head, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
