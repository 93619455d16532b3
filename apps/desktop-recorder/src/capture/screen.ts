import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { RECORDING_IMAGE_MAX_BYTES } from '@support/shared';
import type { Monitor } from 'node-screenshots';
import type { MonitorGeometry } from './coordinates';
import { loadNative } from './native';
import { encodePng, forceOpaque, maskRects, type PixelRect } from './png';

/**
 * Screenshots of one monitor with node-screenshots. The monitor list is read once and again when
 * a capture fails (a monitor plugged in or out), not on every click: listing costs a round trip to
 * the display server, and the click→file time is what the person waits for.
 */

let monitors: Monitor[] | null = null;
let library: typeof import('node-screenshots') | null = null;

/** Loads node-screenshots (capture/native.ts); every other function here needs it loaded first. */
export async function loadCapture(): Promise<typeof import('node-screenshots')> {
  library ??= await loadNative<typeof import('node-screenshots')>('node-screenshots');
  return library;
}

function loaded(): typeof import('node-screenshots') {
  if (!library) throw new Error('node-screenshots is not loaded (loadCapture first)');
  return library;
}

/**
 * A captured Image holds its pixels outside V8's heap (33 MB at 4K) and V8 does not count them, so
 * with a small JavaScript heap it rarely collects and the process grew past 1 GB after 30 4K
 * captures. A young-generation collection right after each capture frees them (well under 1 ms),
 * keeping the recorder at about 150 MB.
 */
const collect: (options?: { type: 'minor' | 'major' }) => void = (() => {
  try {
    setFlagsFromString('--expose_gc');
    return runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;
  } catch {
    return () => undefined;
  }
})();

function all(): Monitor[] {
  if (!monitors) monitors = loaded().Monitor.all();
  return monitors;
}

export function refreshMonitors(): void {
  monitors = null;
}

export function monitorGeometries(): MonitorGeometry[] {
  return all().map((monitor) => ({
    id: monitor.id(),
    x: monitor.x(),
    y: monitor.y(),
    width: monitor.width(),
    height: monitor.height(),
    scaleFactor: monitor.scaleFactor(),
  }));
}

export type Capture = { data: Buffer; width: number; height: number; masked: number };

/**
 * Captures the monitor; `hide` are rectangles in the input events' space (the recorder's own
 * indicator) that are painted over before the image is encoded.
 */
export async function captureMonitor(
  geometry: MonitorGeometry,
  hide: readonly PixelRect[] = [],
): Promise<Capture> {
  let monitor = all().find((candidate) => candidate.id() === geometry.id);
  if (!monitor) {
    refreshMonitors();
    monitor = all().find((candidate) => candidate.id() === geometry.id) ?? all()[0];
  }
  if (!monitor) throw new Error('No monitor to capture');
  const image = await monitor.captureImage();
  const { width, height } = image;
  const toImage = width / geometry.width;
  const rects = hide
    .map((rect) => ({
      x: (rect.x - geometry.x) * toImage,
      y: (rect.y - geometry.y) * toImage,
      width: rect.width * toImage,
      height: rect.height * toImage,
    }))
    .filter(
      (rect) => rect.x < width && rect.y < height && rect.x + rect.width > 0 && rect.y + rect.height > 0,
    );
  // Always through the own encoder, opaque (capture/png.ts says why the captured alpha is not kept).
  const rgba = await image.toRaw();
  forceOpaque(rgba);
  const masked = rects.length > 0 ? maskRects(rgba, width, height, rects) : 0;
  let data = encodePng(rgba, width, height);
  // A photo-like 4K desktop can pass the format's 10 MB per image as PNG; JPEG always fits.
  if (data.length > RECORDING_IMAGE_MAX_BYTES) data = await image.toJpeg();
  // After this function returns the Image is unreachable; collect it then.
  setImmediate(() => collect({ type: 'minor' }));
  return { data, width, height, masked };
}
