/**
 * Geometry of the step editor (spec 02 §3, §9). The editor keeps every box in percent of the image
 * (0–100 on both axes) so the overlay scales with the canvas; the server stores integer pixels of
 * the step's context size.
 */

export type Point = { x: number; y: number };
export type Rect = { x: number; y: number; width: number; height: number };
export type Corner = 'nw' | 'ne' | 'sw' | 'se';

/** Spec 02 §9: a drawn box must be larger than this in both directions. */
export const MIN_DRAG_PERCENT = 0.5;
/** Arrow keys move the selected annotation by this much; with Shift by the large step. */
export const NUDGE_PERCENT = 0.5;
export const NUDGE_LARGE_PERCENT = 5;

export const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** Spec 02 §9: coordinates are compared at 3 decimals. */
export const round3 = (value: number) => Math.round(value * 1000) / 1000;

export const pixelsToPercent = (pixels: number, size: number) => (pixels / size) * 100;

/** The box spanned by a drag from `start` to `end`, whichever way it went, kept inside the image. */
export function rectFromDrag(start: Point, end: Point): Rect {
  const left = clampPercent(Math.min(start.x, end.x));
  const top = clampPercent(Math.min(start.y, end.y));
  const right = clampPercent(Math.max(start.x, end.x));
  const bottom = clampPercent(Math.max(start.y, end.y));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Spec 02 §4: larger than 0.5 % in both directions, or the drag was a slip and adds nothing. */
export function isLargeEnough(rect: Pick<Rect, 'width' | 'height'>): boolean {
  return rect.width > MIN_DRAG_PERCENT && rect.height > MIN_DRAG_PERCENT;
}

/** Moves a box by (dx, dy) percent; it stops at the image's edges instead of leaving it. */
export function moveRect(rect: Rect, dx: number, dy: number): Rect {
  return {
    ...rect,
    x: Math.min(100 - rect.width, Math.max(0, rect.x + dx)),
    y: Math.min(100 - rect.height, Math.max(0, rect.y + dy)),
  };
}

export type NudgeKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function nudgeRect(rect: Rect, key: NudgeKey, large: boolean): Rect {
  const step = large ? NUDGE_LARGE_PERCENT : NUDGE_PERCENT;
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  return moveRect(rect, dx, dy);
}

/**
 * Drags one corner to `point` while the opposite corner stays put. Dragging past the opposite
 * corner flips the box; it never gets smaller than the minimum a new box needs.
 */
export function resizeRect(rect: Rect, corner: Corner, point: Point): Rect {
  const fixed = {
    x: corner.includes('w') ? rect.x + rect.width : rect.x,
    y: corner.includes('n') ? rect.y + rect.height : rect.y,
  };
  const next = rectFromDrag(fixed, point);
  const width = Math.max(next.width, MIN_DRAG_PERCENT * 2);
  const height = Math.max(next.height, MIN_DRAG_PERCENT * 2);
  return {
    x: Math.min(next.x, 100 - width),
    y: Math.min(next.y, 100 - height),
    width,
    height,
  };
}

export type PixelBox = { x: number; y: number; width: number; height: number };

/**
 * Percent to integer pixels of a `width` × `height` image. Edges are rounded (not the size), so
 * two boxes that touch still touch; every box keeps at least one pixel inside the image.
 */
export function rectToPixels(rect: Rect, width: number, height: number): PixelBox {
  const axis = (start: number, size: number, total: number) => {
    const from = Math.min(total - 1, Math.max(0, Math.round((start / 100) * total)));
    const to = Math.min(total, Math.max(from + 1, Math.round(((start + size) / 100) * total)));
    return [from, to - from] as const;
  };
  const [x, w] = axis(rect.x, rect.width, width);
  const [y, h] = axis(rect.y, rect.height, height);
  return { x, y, width: w, height: h };
}

export function rectToPercent(box: PixelBox, width: number, height: number): Rect {
  return {
    x: pixelsToPercent(box.x, width),
    y: pixelsToPercent(box.y, height),
    width: pixelsToPercent(box.width, width),
    height: pixelsToPercent(box.height, height),
  };
}
