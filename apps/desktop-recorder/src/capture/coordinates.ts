/**
 * Where a click lands in the manifest's coordinate model (packages/shared/src/schemas/recording.ts):
 * the "viewport" is the monitor the pointer is on, in logical pixels, and the screenshot is
 * `viewport × devicePixelRatio` pixels. Pure, so every DPI and layout is tested without a screen.
 *
 * The operating systems report monitors differently (node-screenshots passes them on): Windows and
 * X11 give origins and sizes in physical pixels, macOS in logical points. Both are handled by
 * measuring against the captured image: `image.width / monitor.width` is 1 when the monitor is
 * reported in physical pixels and the scale factor when it is reported in points.
 */

export type MonitorGeometry = {
  id: number;
  /** Origin and size in the same space as the input events' points. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** 1, 1.25, 1.5, 2 … (the OS display scaling). */
  scaleFactor: number;
};

export type GlobalPoint = { x: number; y: number };
export type ViewportPoint = { x: number; y: number };
export type Viewport = { width: number; height: number; devicePixelRatio: number };

const contains = (monitor: MonitorGeometry, point: GlobalPoint) =>
  point.x >= monitor.x &&
  point.y >= monitor.y &&
  point.x < monitor.x + monitor.width &&
  point.y < monitor.y + monitor.height;

/** The monitor under the point; the nearest one when the point is in a gap between monitors. */
export function monitorAt(monitors: readonly MonitorGeometry[], point: GlobalPoint): MonitorGeometry | null {
  const inside = monitors.find((monitor) => contains(monitor, point));
  if (inside) return inside;
  let best: MonitorGeometry | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const monitor of monitors) {
    const dx = Math.max(monitor.x - point.x, 0, point.x - (monitor.x + monitor.width - 1));
    const dy = Math.max(monitor.y - point.y, 0, point.y - (monitor.y + monitor.height - 1));
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      best = monitor;
      bestDistance = distance;
    }
  }
  return best;
}

const scaleOf = (monitor: MonitorGeometry) =>
  Number.isFinite(monitor.scaleFactor) && monitor.scaleFactor > 0 ? monitor.scaleFactor : 1;

/** The screenshot's viewport: its pixels divided by the scale factor. */
export function viewportOf(
  monitor: MonitorGeometry,
  image: { width: number; height: number } = {
    width: Math.round(monitor.width),
    height: Math.round(monitor.height),
  },
): Viewport {
  const scale = scaleOf(monitor);
  const width = Math.max(1, Math.round(image.width / scale));
  const height = Math.max(1, Math.round(image.height / scale));
  return { width, height, devicePixelRatio: image.width / width };
}

/** A global point as logical pixels of the monitor's screenshot, kept inside the viewport. */
export function toViewportPoint(
  monitor: MonitorGeometry,
  point: GlobalPoint,
  image: { width: number; height: number } = {
    width: Math.round(monitor.width),
    height: Math.round(monitor.height),
  },
): ViewportPoint {
  const viewport = viewportOf(monitor, image);
  // Event space → image pixels → logical pixels.
  const toImageX = image.width / monitor.width;
  const toImageY = image.height / monitor.height;
  const x = ((point.x - monitor.x) * toImageX) / viewport.devicePixelRatio;
  const y = ((point.y - monitor.y) * toImageY) / viewport.devicePixelRatio;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    x: round(Math.min(Math.max(x, 0), viewport.width)),
    y: round(Math.min(Math.max(y, 0), viewport.height)),
  };
}
