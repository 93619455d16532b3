/** The PNG encoder is the OCR redaction's (packages/ocr-redaction), which also reads them back. */
export { encodePng } from '@support/ocr-redaction/png';

/**
 * Every screenshot is encoded by the recorder from RGBA pixels: node-screenshots encodes PNGs
 * itself but cannot take pixels back in (to paint over the recorder's own indicator), and it keeps
 * the captured alpha, which is not the screen's: X11 ARGB windows and some Windows surfaces report
 * 0 where the screen shows colour, and a viewer shows those parts transparent. No row filters and zlib level 1: a desktop screenshot is mostly flat colour, so this stays small
 * enough while keeping the click→file time low.
 */

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Sets every pixel's alpha to 255, in place: four bytes at a time where the buffer allows. */
export function forceOpaque(rgba: Uint8Array): void {
  if (rgba.byteOffset % 4 === 0 && rgba.length % 4 === 0) {
    const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4);
    const alpha = LITTLE_ENDIAN ? 0xff000000 : 0xff;
    for (let i = 0; i < pixels.length; i++) pixels[i] = (pixels[i] ?? 0) | alpha;
    return;
  }
  for (let i = 3; i < rgba.length; i += 4) rgba[i] = 0xff;
}

export type PixelRect = { x: number; y: number; width: number; height: number };

/** The neutral grey painted over hidden rectangles (exported for the tests that look for it). */
export const MASK_RGB = [0xe5, 0xe7, 0xeb] as const;

/** Paints rectangles (image pixels) MASK_RGB; returns how many touched the image. */
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
        rgba[at] = MASK_RGB[0];
        rgba[at + 1] = MASK_RGB[1];
        rgba[at + 2] = MASK_RGB[2];
        rgba[at + 3] = 0xff;
      }
    }
  }
  return painted;
}
