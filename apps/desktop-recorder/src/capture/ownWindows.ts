import { execFile } from 'node:child_process';
import type { PixelRect } from './png';
import type { ListedWindow } from './windowList';

/**
 * The recorder's own windows (the control window, which shows the indicator while recording) are
 * found by their title and painted over in every screenshot (issue 44 item 4). The rectangle must
 * cover the whole window as the screen shows it: on Windows and macOS the window list's bounds
 * include the title bar, but on X11 node-screenshots reports the client area only, while the window
 * manager draws the title bar ("Support Recorder ● 3") around it; there the frame's size comes from
 * `_NET_FRAME_EXTENTS` (xprop, x11-utils), which every EWMH window manager sets.
 */

export const OWN_WINDOW_TITLE = 'Support Recorder';
export const isOwnWindow = (window: { title: string }) => window.title.startsWith(OWN_WINDOW_TITLE);

/** A few pixels more on every side: anti-aliased edges and shadows drawn just outside the bounds. */
const MARGIN = 2;

export type FrameExtents = { left: number; right: number; top: number; bottom: number };
export const NO_FRAME: FrameExtents = { left: 0, right: 0, top: 0, bottom: 0 };

/** `xprop -id ID _NET_FRAME_EXTENTS` → the frame's size; none when the property is not set. */
export function parseFrameExtents(output: string): FrameExtents {
  const match = /_NET_FRAME_EXTENTS\(CARDINAL\) = (\d+), (\d+), (\d+), (\d+)/.exec(output);
  if (!match) return NO_FRAME;
  const [left, right, top, bottom] = match.slice(1).map(Number) as [number, number, number, number];
  return { left, right, top, bottom };
}

export type ReadFrame = (xid: number) => Promise<FrameExtents>;

const known = new Map<number, { extents: FrameExtents; at: number }>();

/** Asked once per window and remembered a few seconds: the list is refreshed every second. */
export const readFrameX11: ReadFrame = async (xid) => {
  const cached = known.get(xid);
  if (cached && Date.now() - cached.at < 5000) return cached.extents;
  const output = await new Promise<string>((resolve) => {
    execFile('xprop', ['-id', String(xid), '_NET_FRAME_EXTENTS'], { timeout: 1000 }, (error, stdout) =>
      resolve(error ? '' : stdout),
    );
  });
  const extents = parseFrameExtents(output);
  if (known.size > 100) known.clear();
  known.set(xid, { extents, at: Date.now() });
  return extents;
};

/** The rectangles (input events' space) to paint over: each own window with its frame. */
export async function ownWindowRects(
  windows: readonly ListedWindow[],
  readFrame: ReadFrame = readFrameX11,
): Promise<PixelRect[]> {
  return Promise.all(
    windows.filter(isOwnWindow).map(async (window) => {
      const frame = window.xid !== undefined ? await readFrame(window.xid) : NO_FRAME;
      return {
        x: window.x - frame.left - MARGIN,
        y: window.y - frame.top - MARGIN,
        width: window.width + frame.left + frame.right + 2 * MARGIN,
        height: window.height + frame.top + frame.bottom + 2 * MARGIN,
      };
    }),
  );
}

export const insideRect = (rect: PixelRect, point: { x: number; y: number }) =>
  point.x >= rect.x && point.y >= rect.y && point.x < rect.x + rect.width && point.y < rect.y + rect.height;
