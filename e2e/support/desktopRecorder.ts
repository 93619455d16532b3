import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The desktop recorder as a person gets it: the Linux zip downloaded from the product, unpacked and
 * started with its own Node, recording in an X server of its own (Xvfb) where xdotool clicks and
 * types into a real application window (Chromium showing a small form).
 */

export const SCREEN = { width: 1280, height: 800 };

export type Display = { name: string; env: NodeJS.ProcessEnv; close: () => Promise<void> };

/** Xvfb on the first free display from :71, at SCREEN's size. */
export async function startXvfb(): Promise<Display> {
  let number = 71;
  while (existsSync(`/tmp/.X11-unix/X${number}`) || existsSync(`/tmp/.X${number}-lock`)) number++;
  const name = `:${number}`;
  const child = spawn(
    'Xvfb',
    [name, '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
    {
      stdio: 'ignore',
    },
  );
  await expect
    .poll(() => existsSync(`/tmp/.X11-unix/X${number}`), { message: `Xvfb ${name} did not start` })
    .toBe(true);
  return { name, env: { ...process.env, DISPLAY: name }, close: () => stopChild(child) };
}

/** The task's application: a Chromium window at the top-left of the display, showing a form. */
export async function startFormWindow(
  display: Display,
  url: string,
): Promise<{ close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'desktop-e2e-chromium-'));
  const child = spawn(
    '/usr/bin/chromium',
    [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // No "unsupported command-line flag" bar above the page: the form stays where the test clicks.
      '--test-type',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-features=Translate,MediaRouter',
      `--user-data-dir=${profile}`,
      '--window-position=0,0',
      `--window-size=${SCREEN.width},${SCREEN.height}`,
      `--app=${url}`,
    ],
    { env: display.env, stdio: 'ignore' },
  );
  return {
    close: async () => {
      await stopChild(child);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** xdotool on the display: `xdo(display, 'mousemove', '200', '150', 'click', '1')`. */
export function xdo(display: Display, ...args: string[]): void {
  execFileSync('xdotool', args, { env: display.env, stdio: 'pipe' });
}

/** The first window whose name matches, once it is mapped (xdotool search waits for nothing). */
export async function waitForWindow(display: Display, name: string): Promise<void> {
  await expect
    .poll(
      () => {
        try {
          return execFileSync('xdotool', ['search', '--onlyvisible', '--name', name], { env: display.env })
            .toString()
            .trim().length;
        } catch {
          return 0;
        }
      },
      { timeout: 30_000, message: `no window named ${name}` },
    )
    .toBeGreaterThan(0);
}

export type FormEvents = { clicks: { target: string; screenX: number; screenY: number }[]; values: string[] };

/**
 * The form the task is done in, served on loopback: a button at a fixed place, a box to drag, a
 * field, and a line with a name, an e-mail address and a do-not-show term (issue 44 item 2). The page reports its clicks (with their screen coordinates) back, so the test knows where
 * the X server put them.
 */
export async function startFormSite(): Promise<{
  url: string;
  events: FormEvents;
  close: () => Promise<void>;
}> {
  const events: FormEvents = { clicks: [], values: [] };
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Order form</title>
<style>
  body { margin: 0; font: 20px sans-serif; background: #f8fafc; }
  #save { position: absolute; left: 200px; top: 150px; width: 240px; height: 80px; font-size: 24px; }
  #card { position: absolute; left: 600px; top: 150px; width: 120px; height: 80px; background: #2563eb; color: #fff; }
  #note { position: absolute; left: 200px; top: 400px; width: 400px; height: 48px; font-size: 20px; }
</style></head><body>
<button id="save" type="button">Save order</button>
<div id="card">Card</div>
<form id="form"><input id="note" name="note" aria-label="Note" autocomplete="off"></form>
<p id="customer" style="position: absolute; left: 200px; top: 520px; margin: 0">Customer: Erika Mustermann, erika@example.com, Projekt Falke</p>
<script>
  const report = (body) => fetch('/event', { method: 'POST', body: JSON.stringify(body) });
  document.addEventListener('mousedown', (e) => report({ kind: 'click', target: e.target.id, screenX: e.screenX, screenY: e.screenY }));
  document.getElementById('form').addEventListener('submit', (e) => { e.preventDefault(); report({ kind: 'value', value: document.getElementById('note').value }); });
</script></body></html>`;
  const server = http.createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/event') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const event = JSON.parse(body);
        if (event.kind === 'click') events.clicks.push(event);
        else events.values.push(event.value);
        response.end('ok');
      });
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    events,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The Linux zip from the product's download address, unpacked; answers the launcher's path. */
export async function downloadRecorder(request: APIRequestContext, into: string): Promise<string> {
  const response = await request.get('/downloads/desktop-recorder/support-desktop-recorder-linux-x64.zip');
  expect(response.status(), 'the desktop recorder zip is served').toBe(200);
  mkdirSync(into, { recursive: true });
  const zip = path.join(into, 'recorder.zip');
  writeFileSync(zip, await response.body());
  execFileSync('unzip', ['-q', zip, '-d', into]);
  const launcher = findFile(into, 'support-recorder');
  expect(launcher, 'the zip holds the Linux launcher').toBeTruthy();
  return launcher!;
}

function findFile(dir: string, name: string): string | null {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === name && statSync(full).isFile()) return full;
    if (statSync(full).isDirectory()) {
      const found = findFile(full, name);
      if (found) return found;
    }
  }
  return null;
}

/** The part of the recorder's `GET /api/state` the test reads. */
export type RecorderState = {
  screen: string;
  serverUrl: string;
  connection: { connected: boolean };
  connect?: { code?: string; verificationUrl?: string };
  recording: {
    stepCount: number;
    recovered: boolean;
    steps: { action: string; pageTitle: string; value: string | null; valueWithheld: boolean }[];
  } | null;
  upload: { status: string; articleUrl: string | null };
};

export type RecorderProcess = {
  controlUrl: string;
  secret: string;
  child: ChildProcess;
  output: () => string;
  /** A control-API call with the start's secret, as the control page makes it. */
  call: (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; json: RecorderState }>;
  state: () => Promise<RecorderState>;
  kill: () => Promise<void>;
  stop: () => Promise<void>;
};

/** The launcher with `--no-open`: the control page's address is read from its output. */
export async function startRecorder(
  launcher: string,
  options: { dataDir: string; display: Display },
): Promise<RecorderProcess> {
  const child = spawn(launcher, ['--no-open', '--data-dir', options.dataDir], {
    env: { ...options.display.env, LANG: 'en_US.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await expect
    .poll(() => /http:\/\/127\.0\.0\.1:\d+\/\?s=[\w-]+/.test(output) || child.exitCode !== null, {
      timeout: 30_000,
    })
    .toBe(true);
  const match = /http:\/\/127\.0\.0\.1:\d+\/\?s=([\w-]+)/.exec(output);
  if (!match) throw new Error(`the recorder printed no control address:\n${output}`);
  const controlUrl = match[0];
  const origin = new URL(controlUrl).origin;
  const secret = match[1]!;
  return {
    controlUrl,
    secret,
    child,
    output: () => output,
    call: async (method, callPath, body) => {
      const response = await fetch(`${origin}${callPath}`, {
        method,
        headers: { 'x-recorder-secret': secret, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    state: async () => {
      const response = await fetch(`${origin}/api/state`, { headers: { 'x-recorder-secret': secret } });
      expect(response.ok).toBe(true);
      return (await response.json()) as RecorderState;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    },
    stop: () => stopChild(child),
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Where a processed image differs from its raw screenshot: the centre of the pixels the product drew
 * (the click mark), measured in the browser's canvas.
 */
export async function drawnCentre(
  page: import('@playwright/test').Page,
  raw: Buffer,
  processed: Buffer,
): Promise<{ x: number; y: number; count: number; width: number; height: number }> {
  return page.evaluate(
    async ({ rawUrl, processedUrl }) => {
      const load = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height);
      };
      const a = await load(rawUrl);
      const b = await load(processedUrl);
      if (a.width !== b.width || a.height !== b.height) {
        return { x: -1, y: -1, count: 0, width: b.width, height: b.height };
      }
      let sumX = 0;
      let sumY = 0;
      let count = 0;
      for (let y = 0; y < a.height; y++) {
        for (let x = 0; x < a.width; x++) {
          const i = (y * a.width + x) * 4;
          const diff =
            Math.abs(a.data[i]! - b.data[i]!) +
            Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
            Math.abs(a.data[i + 2]! - b.data[i + 2]!);
          if (diff > 120) {
            sumX += x;
            sumY += y;
            count++;
          }
        }
      }
      return { x: sumX / count, y: sumY / count, count, width: a.width, height: a.height };
    },
    {
      rawUrl: `data:image/png;base64,${raw.toString('base64')}`,
      processedUrl: `data:image/${processed[0] === 0x89 ? 'png' : 'jpeg'};base64,${processed.toString('base64')}`,
    },
  );
}
