import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { type BrowserContext, chromium, expect, type Page, type Worker } from '@playwright/test';

/**
 * The recorder as a person gets it: the zip downloaded from the product, unpacked into a folder
 * and loaded into Chromium with --load-extension (Debian's Chromium runs extensions headless).
 */

/** The files of a zip (stored or deflated entries, as fflate and every zip tool write them). */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(offset + 10);
    const compressed = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extra = zip.readUInt16LE(offset + 30);
    const comment = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    if (!name.endsWith('/')) files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extra + comment;
  }
  return files;
}

export function unpack(files: Map<string, Buffer>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'support-recorder-ext-'));
  for (const [name, bytes] of files) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  return dir;
}

export type RecorderBrowser = {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  popupUrl: string;
};

/** Chromium's stand-in microphone (a beep every second), allowed without a prompt: for narration. */
export const FAKE_MICROPHONE = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

export async function launchWithExtension(
  extensionDir: string,
  extraArgs: string[] = [],
): Promise<RecorderBrowser> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'support-recorder-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--disable-component-update',
      '--lang=en-US',
      ...extraArgs,
    ],
  });
  const worker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 20_000 }));
  const extensionId = new URL(worker.url()).host;
  return { context, worker, extensionId, popupUrl: `chrome-extension://${extensionId}/popup.html` };
}

/** The toolbar badge's text, read in the extension's service worker. */
/**
 * When the recording's latest step happened, by the browser's clock (steps keep their time since
 * the recording started), and the browser's clock now: for rules of the extension that run on time.
 */
export function lastStepAt(worker: Worker): Promise<number> {
  type Stored = { recording: { startedAt: number; steps: { timestamp: number }[] } };
  type Chrome = { storage: { local: { get(key: string): Promise<Stored> } } };
  return worker.evaluate(async () => {
    const chrome = (globalThis as unknown as { chrome: Chrome }).chrome;
    const { recording } = await chrome.storage.local.get('recording');
    return recording.startedAt + (recording.steps.at(-1)?.timestamp ?? 0);
  });
}

export function browserNow(worker: Worker): Promise<number> {
  return worker.evaluate(() => Date.now());
}

export function badgeText(worker: Worker): Promise<string> {
  type Chrome = { action: { getBadgeText(details: object): Promise<string> } };
  return worker.evaluate(() => (globalThis as unknown as { chrome: Chrome }).chrome.action.getBadgeText({}));
}

/**
 * How sharp a region of a PNG is: the mean brightness difference between neighbouring pixels
 * (0–255), measured by decoding it in a page's canvas. Text has many hard edges; blurred text has
 * none, whatever colours remain.
 */
export async function regionSharpness(
  page: Page,
  png: Buffer,
  box: { x: number; y: number; width: number; height: number },
): Promise<number> {
  return page.evaluate(
    async ({ dataUrl, box }) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      const width = Math.round(box.width);
      const height = Math.round(box.height);
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, Math.round(box.x), Math.round(box.y), width, height, 0, 0, width, height);
      const { data } = context.getImageData(0, 0, width, height);
      const luma = (i: number) => 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
      let total = 0;
      let count = 0;
      for (let y = 0; y < height - 1; y++) {
        for (let x = 0; x < width - 1; x++) {
          const here = luma(y * width + x);
          total += Math.abs(here - luma(y * width + x + 1)) + Math.abs(here - luma((y + 1) * width + x));
          count += 2;
        }
      }
      return total / count;
    },
    { dataUrl: `data:image/png;base64,${png.toString('base64')}`, box },
  );
}

/** The size of a PNG from its header. */
export function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
