import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether an X server can be started here for the capture tests (Debian: xvfb, xdotool). */
export function canRunXvfb(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    execFileSync('sh', ['-c', 'command -v Xvfb && command -v xdotool'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export type XServer = { display: string; stop: () => Promise<void> };

/**
 * `inProcess`: this process itself talks to the X server (uiohook, node-screenshots). Xlib ends a
 * process whose display goes away, so such a server is stopped only when this process exits.
 */
export type XvfbOptions = { inProcess?: boolean };

/** Starts Xvfb on a display no other process holds, at the given size; resolves once it answers. */
export async function startXvfb(width: number, height: number, options: XvfbOptions = {}): Promise<XServer> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const number = 100 + Math.floor(Math.random() * 800);
    if (existsSync(`/tmp/.X${number}-lock`) || existsSync(`/tmp/.X11-unix/X${number}`)) continue;
    const display = `:${number}`;
    const args = [display, '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'];
    // In-process: a shell holds Xvfb and stops it when this process's end of its stdin closes,
    // which happens however this process ends (a test worker is often killed, not exited).
    const child: ChildProcess = options.inProcess
      ? spawn('sh', ['-c', 'Xvfb "$@" & pid=$!; trap "kill $pid" EXIT; cat >/dev/null', 'sh', ...args], {
          stdio: ['pipe', 'ignore', 'ignore'],
        })
      : spawn('Xvfb', args, { stdio: 'ignore' });
    let exited = false;
    child.on('exit', () => {
      exited = true;
    });
    for (let wait = 0; wait < 50 && !exited; wait++) {
      try {
        execFileSync('xdotool', ['getdisplaygeometry'], {
          stdio: 'ignore',
          env: { ...process.env, DISPLAY: display },
        });
        return {
          display,
          stop: () =>
            new Promise((resolve) => {
              if (exited) return resolve();
              if (options.inProcess) {
                child.unref();
                return resolve();
              }
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        };
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    child.kill('SIGKILL');
  }
  throw new Error('Could not start Xvfb');
}

export function xdotool(display: string, ...args: string[]): void {
  execFileSync('xdotool', args, { env: { ...process.env, DISPLAY: display } });
}
