import { ZOOM_MIN, ZOOM_STEP, zoomWindow } from '@support/shared';

/** Windows at least this wide (CSS pixels) open zoomed on the action: below it the whole window reads. */
export const LARGE_WINDOW_WIDTH = 1400;
/** About what a zoomed step shows of the window's width, in CSS pixels: a laptop screen's worth. */
const SHOWN_WIDTH = 1000;
const ZOOM_LIMIT = 2.5;

export type StepZoom = { zoomLevel: number; zoomAnchorX: number; zoomAnchorY: number };
export const NO_ZOOM: StepZoom = { zoomLevel: ZOOM_MIN, zoomAnchorX: 50, zoomAnchorY: 50 };

type Geometry = {
  action: string;
  /** The window's size in CSS pixels. */
  viewport: { width: number };
  contextWidth: number;
  contextHeight: number;
  positionX: number | null;
  positionY: number | null;
  endPositionX: number | null;
  endPositionY: number | null;
};

/**
 * The zoom a new step opens with (issue 51 item 2): on a large window, the neighbourhood of what was
 * clicked, as Scribe and Tango crop to the action, so the reader sees the control rather than a
 * whole desktop shrunk to the article's width. In steps of the editor's zoom (ZOOM_STEP), anchored
 * on the point; a drag only when both of its ends fit. A step without a point (navigation) shows its
 * whole window. The step editor's zoom overrides it per step; the organization can turn it off.
 */
export function actionZoom(step: Geometry): StepZoom {
  if (step.positionX === null || step.positionY === null || step.action === 'NAVIGATE') return NO_ZOOM;
  if (step.viewport.width < LARGE_WINDOW_WIDTH) return NO_ZOOM;
  const steps = Math.floor(Math.min(ZOOM_LIMIT, step.viewport.width / SHOWN_WIDTH) / ZOOM_STEP);
  const zoomLevel = steps * ZOOM_STEP;
  if (zoomLevel <= ZOOM_MIN) return NO_ZOOM;
  const ends = [{ x: step.positionX, y: step.positionY }];
  if (step.endPositionX !== null && step.endPositionY !== null)
    ends.push({ x: step.endPositionX, y: step.endPositionY });
  const centre = {
    x: ends.reduce((sum, end) => sum + end.x, 0) / ends.length,
    y: ends.reduce((sum, end) => sum + end.y, 0) / ends.length,
  };
  const extent = { width: step.contextWidth, height: step.contextHeight };
  const anchor = {
    x: Math.round((centre.x / extent.width) * 10_000) / 100,
    y: Math.round((centre.y / extent.height) * 10_000) / 100,
  };
  const shown = zoomWindow(extent, zoomLevel, anchor);
  // The pointer's ring must be inside too: a margin of a tenth of the shown window.
  const inside = ends.every(
    (end) =>
      end.x >= shown.x + shown.width * 0.05 &&
      end.x <= shown.x + shown.width * 0.95 &&
      end.y >= shown.y + shown.height * 0.05 &&
      end.y <= shown.y + shown.height * 0.95,
  );
  if (!inside && ends.length > 1) return NO_ZOOM;
  return { zoomLevel, zoomAnchorX: anchor.x, zoomAnchorY: anchor.y };
}
