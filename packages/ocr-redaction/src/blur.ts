import type { Box } from './rules';

/**
 * Makes boxes of an RGBA image unreadable, in place. Pixelation with blocks as tall as the text:
 * it reads as "blurred" and keeps the screenshot's colours, and unlike a soft blur it leaves no
 * detail that a deblurring or depixelation attack could work back to letters (a block spans about
 * two characters). Boxes are padded a little: OCR boxes hug the glyphs, anti-aliasing does not.
 */

export const PADDING = 3;

function clampBox(box: Box, width: number, height: number, pad: number) {
  const left = Math.max(0, Math.floor(box.x - pad));
  const top = Math.max(0, Math.floor(box.y - pad));
  const right = Math.min(width, Math.ceil(box.x + box.width + pad));
  const bottom = Math.min(height, Math.ceil(box.y + box.height + pad));
  return { left, top, right, bottom };
}

function pixelate(
  rgba: Uint8Array,
  width: number,
  area: { left: number; top: number; right: number; bottom: number },
  block: number,
) {
  for (let by = area.top; by < area.bottom; by += block) {
    const yEnd = Math.min(area.bottom, by + block);
    for (let bx = area.left; bx < area.right; bx += block) {
      const xEnd = Math.min(area.right, bx + block);
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let y = by; y < yEnd; y++) {
        for (let x = bx; x < xEnd; x++) {
          const at = (y * width + x) * 4;
          r += rgba[at] ?? 0;
          g += rgba[at + 1] ?? 0;
          b += rgba[at + 2] ?? 0;
          n++;
        }
      }
      if (n === 0) continue;
      const [mr, mg, mb] = [Math.round(r / n), Math.round(g / n), Math.round(b / n)];
      for (let y = by; y < yEnd; y++) {
        for (let x = bx; x < xEnd; x++) {
          const at = (y * width + x) * 4;
          rgba[at] = mr;
          rgba[at + 1] = mg;
          rgba[at + 2] = mb;
          rgba[at + 3] = 255;
        }
      }
    }
  }
}

/** Pixelates each box (image pixels); returns how many touched the image. */
export function blurBoxes(rgba: Uint8Array, width: number, height: number, boxes: readonly Box[]): number {
  let blurred = 0;
  for (const box of boxes) {
    const area = clampBox(box, width, height, PADDING);
    if (area.right <= area.left || area.bottom <= area.top) continue;
    const block = Math.max(6, Math.min(32, Math.round(area.bottom - area.top)));
    pixelate(rgba, width, area, block);
    blurred++;
  }
  return blurred;
}

/**
 * The whole image, for a screenshot that could not be read: coarse blocks (1/40 of the width), so
 * the layout stays recognisable and no text does.
 */
export function blurAll(rgba: Uint8Array, width: number, height: number): void {
  pixelate(
    rgba,
    width,
    { left: 0, top: 0, right: width, bottom: height },
    Math.max(16, Math.round(width / 40)),
  );
}
