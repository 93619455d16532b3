/** Pixel geometry of a rendered step: zoom crops and the mapping of points into the output. */

export type Box = { x: number; y: number; width: number; height: number };
export type Point = { x: number; y: number };

/** The part of the image a zoom shows: integer pixels inside the image. */
export type Crop = { left: number; top: number; width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The crop for `zoom` (1 = whole image) centred on the anchor (percent of the image), moved inward
 * where the anchor is near an edge so the crop never leaves the image.
 */
export function zoomCrop(size: { width: number; height: number }, zoom: number, anchorPercent: Point): Crop {
  const level = Number.isFinite(zoom) ? clamp(zoom, 1, 16) : 1;
  const width = Math.max(1, Math.round(size.width / level));
  const height = Math.max(1, Math.round(size.height / level));
  const centreX = (clamp(anchorPercent.x, 0, 100) / 100) * size.width;
  const centreY = (clamp(anchorPercent.y, 0, 100) / 100) * size.height;
  return {
    left: Math.round(clamp(centreX - width / 2, 0, size.width - width)),
    top: Math.round(clamp(centreY - height / 2, 0, size.height - height)),
    width,
    height,
  };
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
