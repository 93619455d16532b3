import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, forceOpaque } from './png';

/** The pixel rows of a PNG that encodePng wrote (one IDAT, no filters). */
function rows(png: Buffer): number[] {
  const at = png.indexOf('IDAT');
  return [...inflateSync(png.subarray(at + 4, at + 4 + png.readUInt32BE(at - 4)))];
}

describe('screenshot pixels', () => {
  it('are made opaque whatever alpha the capture had, aligned or not', () => {
    // Red with alpha 0 (as an ARGB window reports), blue half transparent.
    const pixels = [255, 0, 0, 0, 0, 0, 255, 128];
    const aligned = new Uint8Array(pixels);
    forceOpaque(aligned);
    expect([...aligned]).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
    const unaligned = new Uint8Array(new ArrayBuffer(9), 1, 8);
    unaligned.set(pixels);
    forceOpaque(unaligned);
    expect([...unaligned]).toEqual([255, 0, 0, 255, 0, 0, 255, 255]);
    expect(rows(encodePng(aligned, 2, 1))).toEqual([0, 255, 0, 0, 255, 0, 0, 255, 255]);
  });
});
