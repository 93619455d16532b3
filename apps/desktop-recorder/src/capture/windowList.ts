import { execFile } from 'node:child_process';
import type { WindowInfo } from '../steps/types';
import { loadCapture } from './screen';

/**
 * The windows on screen, topmost first, with title, program and rectangle (in the input events'
 * space). node-screenshots' `Window.all()` serves Windows, macOS and X11 window managers that keep
 * `_NET_CLIENT_LIST_STACKING`; an X server without a window manager (Xvfb in tests, kiosks) has no
 * such list, so there `xwininfo -root -children` (part of x11-utils) is read instead: it lists the
 * top-level windows with WM_NAME, WM_CLASS and position, topmost first. `get-windows` was not an
 * option: it downloads binaries when installed.
 */

export type ListedWindow = WindowInfo & {
  x: number;
  y: number;
  width: number;
  height: number;
  focused: boolean;
  /** The X window id (Linux), for the frame's size (ownWindows.ts). */
  xid?: number;
};

async function fromLibrary(): Promise<ListedWindow[]> {
  const { Window } = await loadCapture();
  const windows = Window.all()
    .filter((window) => !window.isMinimized())
    .map((window) => ({
      title: window.title(),
      application: window.appName(),
      x: window.x(),
      y: window.y(),
      width: window.width(),
      height: window.height(),
      focused: window.isFocused(),
      xid: process.platform === 'linux' ? window.id() : undefined,
      z: window.z(),
    }));
  // The library sorts by z; the front window has the highest z.
  windows.sort((a, b) => b.z - a.z);
  return windows.map(({ z: _z, ...window }) => window);
}

const XWININFO_LINE =
  /^\s*(0x[0-9a-f]+) (?:"((?:[^"\\]|\\.)*)"|\(has no name\)|(\(name in unsupported encoding [^)]*\))):\s*(?:\("((?:[^"\\]|\\.)*)" "((?:[^"\\]|\\.)*)"\))?\s+(\d+)x(\d+)[+-]-?\d+[+-]-?\d+\s+\+?(-?\d+)\+?(-?\d+)/;

type XwininfoWindow = ListedWindow & { id: string; nameUnreadable: boolean };

/**
 * Parses `xwininfo -root -children` (exported for its test); `id` is the X window id. xwininfo
 * prints only names it can decode: a title with characters outside Latin-1 ("Support Recorder ● 3",
 * set as COMPOUND_TEXT) comes as "name in unsupported encoding" and is read with xprop instead.
 */
export function parseXwininfo(output: string): XwininfoWindow[] {
  const windows: XwininfoWindow[] = [];
  for (const line of output.split('\n')) {
    const match = XWININFO_LINE.exec(line);
    if (!match) continue;
    const [, id = '', title = '', unreadable, , windowClass = '', width, height, x, y] = match;
    if (Number(width) <= 1 || Number(height) <= 1) continue;
    windows.push({
      id,
      title: title.replace(/\\(.)/g, '$1'),
      application: windowClass,
      x: Number(x),
      y: Number(y),
      width: Number(width),
      height: Number(height),
      focused: false,
      nameUnreadable: unreadable !== undefined,
    });
  }
  return windows;
}

/** `xprop -id ID _NET_WM_NAME WM_NAME` → the first name it decoded (xprop knows UTF-8 and COMPOUND_TEXT). */
export function parseXpropName(output: string): string {
  const match = /^(?:_NET_WM_NAME|WM_NAME)\([A-Z0-9_]+\) = "((?:[^"\\]|\\.)*)"/m.exec(output);
  return match ? (match[1] ?? '').replace(/\\(.)/g, '$1') : '';
}

function xprop(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile('xprop', args, { timeout: 2000 }, (error, stdout) => resolve(error ? '' : stdout));
  });
}

function xwininfo(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile('xwininfo', args, { timeout: 2000 }, (error, stdout) => resolve(error ? '' : stdout));
  });
}

/**
 * The children list also holds unmapped windows (a browser keeps hidden 10×10 helpers on screen
 * coordinates), so each window's map state is asked once and remembered for a few seconds.
 */
const viewable = new Map<string, { viewable: boolean; at: number }>();
async function isViewable(id: string): Promise<boolean> {
  const known = viewable.get(id);
  if (known && Date.now() - known.at < 5000) return known.viewable;
  const state = /Map State:\s*IsViewable/.test(await xwininfo(['-id', id]));
  if (viewable.size > 500) viewable.clear();
  viewable.set(id, { viewable: state, at: Date.now() });
  return state;
}

async function fromXwininfo(): Promise<ListedWindow[]> {
  const windows = parseXwininfo(await xwininfo(['-root', '-children']));
  const shown = await Promise.all(windows.map((window) => isViewable(window.id)));
  return Promise.all(
    windows
      .filter((_, index) => shown[index])
      .map(async ({ id, nameUnreadable, ...window }) => ({
        ...window,
        title: nameUnreadable
          ? parseXpropName(await xprop(['-id', id, '_NET_WM_NAME', 'WM_NAME']))
          : window.title,
        xid: Number.parseInt(id, 16),
      })),
  );
}

let libraryWorks = true;

export async function listWindows(): Promise<ListedWindow[]> {
  if (libraryWorks) {
    try {
      return await fromLibrary();
    } catch {
      libraryWorks = false; // e.g. "_NET_CLIENT_LIST_STACKING not supported": no window manager
    }
  }
  return process.platform === 'linux' ? fromXwininfo() : [];
}

const inside = (window: ListedWindow, point: { x: number; y: number }) =>
  point.x >= window.x &&
  point.y >= window.y &&
  point.x < window.x + window.width &&
  point.y < window.y + window.height;

/**
 * The window acted in: for a click the topmost window under the pointer (the click may focus it
 * only afterwards), for a key the focused window, else the one under the last pointer position.
 * Windows matching `skip` (the recorder's own) never count.
 */
export function pickWindow(
  windows: readonly ListedWindow[],
  point: { x: number; y: number } | null,
  preferFocused: boolean,
  skip: (window: ListedWindow) => boolean = () => false,
): WindowInfo {
  const candidates = windows.filter((window) => !skip(window));
  const focused = candidates.find((window) => window.focused);
  const under = point ? candidates.find((window) => inside(window, point)) : undefined;
  const chosen = (preferFocused ? (focused ?? under) : (under ?? focused)) ?? null;
  return chosen ? { title: chosen.title, application: chosen.application } : { title: '', application: '' };
}
