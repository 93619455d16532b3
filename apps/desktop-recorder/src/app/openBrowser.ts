import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Opening pages. The control UI opens as an app window (no tabs, no address bar) of a Chromium
 * browser when one is installed (Edge ships with Windows); otherwise, and for the product's own
 * pages (the connect page, an article), the default browser opens it. A tray icon was not chosen:
 * no maintained npm package ships prebuilt tray binaries for all three systems without install
 * scripts, and the app window gives the same small always-available control.
 */

function appBrowsers(): string[] {
  if (process.platform === 'win32') {
    const roots = [
      process.env['ProgramFiles(x86)'],
      process.env.ProgramFiles,
      process.env.LOCALAPPDATA,
    ].filter((root): root is string => Boolean(root));
    return roots.flatMap((root) => [
      join(root, 'Microsoft', 'Edge', 'Application', 'msedge.exe'),
      join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'),
    ]);
  }
  if (process.platform === 'darwin') {
    return [
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
    ];
  }
  return ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'microsoft-edge'].flatMap(
    (name) => (process.env.PATH ?? '').split(':').map((dir) => join(dir, name)),
  );
}

/**
 * Starts a program; whether it worked. A browser itself counts once it started. An opener
 * (`xdg-open`, `open`, `start`) hands the address on and ends: it worked only if it ends with 0
 * (xdg-open ends with 4 when no browser could be found), or is still running after `waitMs` (an
 * xdg-open without a desktop runs the browser itself and returns only when that closes).
 */
export function launch(command: string, args: string[], waitMs: number | null = null): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { detached: true, stdio: 'ignore', windowsHide: true });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        if (waitMs === null) return resolve(true);
        const timer = setTimeout(() => resolve(true), waitMs);
        timer.unref();
        child.once('exit', (code) => {
          clearTimeout(timer);
          resolve(code === 0);
        });
      });
    } catch {
      resolve(false);
    }
  });
}

const OPENER_WAIT_MS = 3000;

/** The default browser; false when no page opened (the UI then says where to go). */
export async function openInBrowser(url: string): Promise<boolean> {
  if (process.platform === 'win32')
    return launch('cmd', ['/c', 'start', '""', url.replace(/&/g, '^&')], OPENER_WAIT_MS);
  if (process.platform === 'darwin') return launch('open', [url], OPENER_WAIT_MS);
  return launch('xdg-open', [url], OPENER_WAIT_MS);
}

/** The control window: an app window of a Chromium browser, else the default browser. */
export async function openAppWindow(url: string): Promise<boolean> {
  const browser = appBrowsers().find((path) => existsSync(path));
  if (browser && (await launch(browser, [`--app=${url}`, '--window-size=440,680', '--no-first-run'])))
    return true;
  return openInBrowser(url);
}
