import { inflateSync } from 'node:zlib';

/**
 * Reads back the PNGs the recorder writes (capture/png.ts: RGBA, 8 bits, no row filters), so a
 * test can look at single pixels. Any other PNG is refused rather than misread.
 */
export type Pixels = {
  width: number;
  height: number;
  at: (x: number, y: number) => [number, number, number];
};

export function readOwnPng(data: Buffer): Pixels {
  if (data.subarray(1, 4).toString('ascii') !== 'PNG') throw new Error('not a PNG');
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  if (data[24] !== 8 || data[25] !== 6) throw new Error('not an 8-bit RGBA PNG');
  const idat: Buffer[] = [];
  for (let at = 8; at < data.length; ) {
    const length = data.readUInt32BE(at);
    if (data.subarray(at + 4, at + 8).toString('ascii') === 'IDAT')
      idat.push(data.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4 + 1;
  for (let y = 0; y < height; y++)
    if (raw[y * stride] !== 0) throw new Error('row filters are not read here');
  return {
    width,
    height,
    at: (x, y) => {
      const i = y * stride + 1 + x * 4;
      return [raw[i] ?? -1, raw[i + 1] ?? -1, raw[i + 2] ?? -1];
    },
  };
}
