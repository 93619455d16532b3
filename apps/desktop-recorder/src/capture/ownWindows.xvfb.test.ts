import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePng, encodePng, OcrEngine } from '@support/ocr-redaction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordingJournal } from '../store/journal';
import { readOwnPng } from '../testing/pngPixels';
import { canRunXvfb, startXvfb, type XServer, xdotool } from '../testing/xvfb';
import { US_KEYBOARD } from './keys';
import { MASK_RGB } from './png';

/**
 * Issue 44 item 4 against the window's real geometry: a window titled like the recorder's control
 * window ("Support Recorder ● 3", an xmessage here) stands on the screen, with a window-manager
 * frame announced through _NET_FRAME_EXTENTS as openbox or GNOME would; a recorded click elsewhere
 * gives a screenshot in which every pixel of that window and its frame is the mask colour, and a
 * click on it is no step. The stored image is then read by the OCR redaction's engine: none of the
 * window's words is in it, while the words of another window beside it are (OCR that reads nothing
 * would pass the first half alone).
 */
const available = canRunXvfb() && hasCommand('xmessage') && hasCommand('xprop') && hasCommand('xwininfo');

function hasCommand(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The image at twice its size, each pixel repeated: Xvfb has only its 6×13 "fixed" font, too small
 * for tesseract at 1×. A reader stronger than the recorder's makes "none of its words" stricter.
 */
async function doubled(png: Buffer): Promise<Buffer> {
  const image = await decodePng(png);
  const width = image.width * 2;
  const out = new Uint32Array(width * image.height * 2);
  const pixels = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
  for (let y = 0; y < image.height * 2; y++)
    for (let x = 0; x < width; x++) out[y * width + x] = pixels[(y >> 1) * image.width + (x >> 1)] ?? 0;
  return encodePng(new Uint8Array(out.buffer), width, image.height * 2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FRAME = { left: 4, right: 4, top: 24, bottom: 4 };
/** A window that is not the recorder's: its words must be read in the stored image. */
const OTHER_TEXT = 'Quarterly invoice overview';

describe.runIf(available)('the recorder’s own window under Xvfb', () => {
  let x: XServer;
  let root: string;
  let own: ChildProcess;
  let other: ChildProcess;
  let stored: Buffer | null = null;
  let geometry: { x: number; y: number; width: number; height: number };

  beforeAll(async () => {
    x = await startXvfb(1024, 768, { inProcess: true });
    process.env.DISPLAY = x.display;
    root = await mkdtemp(join(tmpdir(), 'recorder-own-'));
    own = spawn(
      'xmessage',
      ['-title', 'Support Recorder ● 3', '-geometry', '+600+120', 'Support Recorder ● 3  Pause  Stop'],
      {
        env: { ...process.env, DISPLAY: x.display },
        stdio: 'ignore',
      },
    );
    other = spawn('xmessage', ['-title', 'Notes', '-geometry', '+80+420', OTHER_TEXT], {
      env: { ...process.env, DISPLAY: x.display },
      stdio: 'ignore',
    });
    let id = '';
    for (let i = 0; i < 50 && !id; i++) {
      await sleep(100);
      try {
        id =
          execFileSync('xdotool', ['search', '--name', '^Support Recorder'], {
            env: { ...process.env, DISPLAY: x.display },
            encoding: 'utf8',
          })
            .trim()
            .split('\n')[0] ?? '';
      } catch {}
    }
    if (!id) throw new Error('the stand-in window did not appear');
    const info = execFileSync('xwininfo', ['-id', id], {
      env: { ...process.env, DISPLAY: x.display },
      encoding: 'utf8',
    });
    const read = (label: string) => Number(new RegExp(`${label}:\\s+(-?\\d+)`).exec(info)?.[1]);
    geometry = {
      x: read('Absolute upper-left X'),
      y: read('Absolute upper-left Y'),
      width: read('Width'),
      height: read('Height'),
    };
    // What a window manager sets on the window it framed: the frame's size around it.
    execFileSync(
      'xprop',
      [
        '-id',
        id,
        '-f',
        '_NET_FRAME_EXTENTS',
        '32c',
        '-set',
        '_NET_FRAME_EXTENTS',
        `${FRAME.left}, ${FRAME.right}, ${FRAME.top}, ${FRAME.bottom}`,
      ],
      { env: { ...process.env, DISPLAY: x.display } },
    );
  });

  afterAll(async () => {
    own?.kill();
    other?.kill();
    await x?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('paints every pixel of it, frame included, and takes no step from a click on it', async () => {
    const { CaptureSession } = await import('./session');
    const journal = await RecordingJournal.create(root, {
      id: 'own',
      idempotencyKey: 'xvfb-own-window-key-1',
      startedAt: Date.now(),
      keepTypedText: false,
      recorderVersion: 'test',
    });
    const session = new CaptureSession({
      journal,
      keepTypedText: false,
      redactionTerms: [],
      hideTypedEmails: true,
      keyboard: US_KEYBOARD,
      onChange: () => undefined,
      onStopShortcut: () => undefined,
      log: () => undefined,
    });
    await session.start();
    try {
      // The first press right after the start: the window must already be known.
      xdotool(x.display, 'mousemove', '100', '100', 'click', '1');
      await sleep(400);
      // On the window's frame (its title bar), then inside it: the recorder's own controls.
      xdotool(x.display, 'mousemove', String(geometry.x + 10), String(geometry.y - 10), 'click', '1');
      await sleep(300);
      xdotool(x.display, 'mousemove', String(geometry.x + 5), String(geometry.y + 5), 'click', '1');
      await sleep(500);
    } finally {
      await session.stop();
    }
    const steps = journal.snapshot().steps;
    expect(steps.map((step) => step.point)).toEqual([{ x: 100, y: 100 }]);
    stored = await readFile(journal.imagePath(steps[0]?.image ?? ''));
    const image = readOwnPng(stored);
    expect({ width: image.width, height: image.height }).toEqual({ width: 1024, height: 768 });
    const left = geometry.x - FRAME.left;
    const top = geometry.y - FRAME.top;
    const right = geometry.x + geometry.width + FRAME.right;
    const bottom = geometry.y + geometry.height + FRAME.bottom;
    let shown = 0;
    for (let py = top; py < bottom; py++)
      for (let px = left; px < right; px++) if (image.at(px, py).join() !== MASK_RGB.join()) shown++;
    expect(shown).toBe(0);
    // The mask stays near the window: the screen beside it is not painted.
    expect(image.at(left - 10, top + 10).join()).not.toBe(MASK_RGB.join());
    expect(image.at(100, 100).join()).not.toBe(MASK_RGB.join());
  });

  it('shows none of its words to OCR, and the other window’s words', async () => {
    if (!stored) throw new Error('no stored step image (the test above failed)');
    // As the recorder reads its screenshots: both language models.
    const engine = new OcrEngine();
    try {
      const lines = await engine.read(await doubled(stored));
      const text = lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n');
      console.log('[own window xvfb] stored image read as:', JSON.stringify(text));
      // Not "Quarterly": in the 6×13 font its Q reads as "n" on some machines (CI's fresh Debian).
      expect(text).toMatch(/invoice/i);
      expect(text).toMatch(/overview/i);
      for (const word of ['Support', 'Recorder', 'Pause', 'Stop'])
        expect(text).not.toMatch(new RegExp(word, 'i'));
    } finally {
      await engine.close();
    }
  }, 30_000);
});
