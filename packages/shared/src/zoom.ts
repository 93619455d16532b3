import { ZOOM_MIN } from './articles';

/** The server renders up to this zoom; the editor offers up to ZOOM_MAX. */
const RENDER_ZOOM_MAX = 16;

export type ZoomWindow = { x: number; y: number; width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The part of a step's image a zoom shows, in the units of `extent`: 1/zoom of each side, centred
 * on the anchor (percent of the image), pushed back inside the image near its edges, so an anchor
 * at 0 % shows the left edge, never empty space. One rule for the step editor's preview (in
 * percent) and the server's render (in pixels, with `pixels` rounding to whole ones), so what the
 * writer sees is what readers get.
 */
export function zoomWindow(
  extent: { width: number; height: number },
  level: number,
  anchorPercent: { x: number; y: number },
  options: { pixels?: boolean } = {},
): ZoomWindow {
  const zoom = Number.isFinite(level) ? clamp(level, ZOOM_MIN, RENDER_ZOOM_MAX) : ZOOM_MIN;
  const size = (length: number) => (options.pixels ? Math.max(1, Math.round(length / zoom)) : length / zoom);
  const start = (length: number, span: number, anchor: number) => {
    const value = clamp((clamp(anchor, 0, 100) / 100) * length - span / 2, 0, length - span);
    return options.pixels ? Math.round(value) : value;
  };
  const width = size(extent.width);
  const height = size(extent.height);
  return {
    x: start(extent.width, width, anchorPercent.x),
    y: start(extent.height, height, anchorPercent.y),
    width,
    height,
  };
}
