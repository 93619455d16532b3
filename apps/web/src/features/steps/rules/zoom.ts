import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, zoomWindow } from '@support/shared';
import type { Rect } from './geometry';

/** Spec 02 §4 and §9: zoom 1× to 4× in 0.25 steps; minus and plus stop at the limits. */

export const canZoomOut = (level: number) => level > ZOOM_MIN;
export const canZoomIn = (level: number) => level < ZOOM_MAX;

/** One step in `direction` (+1 or −1), snapped to the 0.25 grid and kept within the limits. */
export function stepZoom(level: number, direction: 1 | -1): number {
  const snapped = Math.round(level / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, snapped + direction * ZOOM_STEP));
}

/** The part of the image a zoomed step shows, in percent (the rule the server renders with). */
export function zoomViewport(level: number, anchorX: number, anchorY: number): Rect {
  return zoomWindow({ width: 100, height: 100 }, level, { x: anchorX, y: anchorY });
}

/** "1.25" in English, "1,25" in German. */
export function formatZoom(level: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(level);
}
