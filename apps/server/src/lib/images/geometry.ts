/** Pixel geometry of a rendered step: zoom crops and the mapping of points into the output. */
import { zoomWindow } from '@support/shared';

export type Box = { x: number; y: number; width: number; height: number };
export type Point = { x: number; y: number };

/** The part of the image a zoom shows: integer pixels inside the image. */
export type Crop = { left: number; top: number; width: number; height: number };

/** The crop for `zoom` (1 = whole image) around the anchor (percent): the shared zoom rule in pixels. */
export function zoomCrop(size: { width: number; height: number }, zoom: number, anchorPercent: Point): Crop {
  const window = zoomWindow(size, zoom, anchorPercent, { pixels: true });
  return { left: window.x, top: window.y, width: window.width, height: window.height };
}

/** Maps image pixels into the output (the crop scaled back to the full size). */
export type Transform = { point(p: Point): Point; box(b: Box): Box; scale: number };

export function cropTransform(crop: Crop, output: { width: number; height: number }): Transform {
  const scaleX = output.width / crop.width;
  const scaleY = output.height / crop.height;
  const point = (p: Point) => ({ x: (p.x - crop.left) * scaleX, y: (p.y - crop.top) * scaleY });
  return {
    point,
    box: (b) => {
      const corner = point(b);
      return { x: corner.x, y: corner.y, width: b.width * scaleX, height: b.height * scaleY };
    },
    scale: Math.min(scaleX, scaleY),
  };
}

/** The box cut to the image, in whole pixels; null when nothing of it is inside. */
export function clipBox(box: Box, size: { width: number; height: number }): Crop | null {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const right = Math.min(size.width, Math.ceil(box.x + box.width));
  const bottom = Math.min(size.height, Math.ceil(box.y + box.height));
  if (right - left < 1 || bottom - top < 1) return null;
  return { left, top, width: right - left, height: bottom - top };
}
