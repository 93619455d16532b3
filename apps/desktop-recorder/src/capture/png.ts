import { crc32, deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder for RGBA pixels, used only for a screenshot that had the recorder's own
 * indicator painted over (node-screenshots encodes PNGs itself but cannot take pixels back in).
 * No row filters and zlib level 1: a desktop screenshot is mostly flat colour, so this stays small
 * enough while keeping the click→file time low.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type PixelRect = { x: number; y: number; width: number; height: number };

/** Paints rectangles (image pixels) a neutral grey; returns how many touched the image. */
export function maskRects(
  rgba: Uint8Array,
  width: number,
  height: number,
  rects: readonly PixelRect[],
): number {
  let painted = 0;
  for (const rect of rects) {
    const left = Math.max(0, Math.floor(rect.x));
    const top = Math.max(0, Math.floor(rect.y));
    const right = Math.min(width, Math.ceil(rect.x + rect.width));
    const bottom = Math.min(height, Math.ceil(rect.y + rect.height));
    if (right <= left || bottom <= top) continue;
    painted++;
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const at = (y * width + x) * 4;
        rgba[at] = 0xe5;
        rgba[at + 1] = 0xe7;
        rgba[at + 2] = 0xeb;
        rgba[at + 3] = 0xff;
      }
    }
  }
  return painted;
}
