import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordingJournal } from '../store/journal';
import { canRunXvfb, startXvfb, type XServer, xdotool } from '../testing/xvfb';
import { US_KEYBOARD } from './keys';

/**
 * The real capture under an X server: uiohook sees xdotool's events, node-screenshots captures the
 * screen, the steps and PNGs land on disk. Runs only where Xvfb and xdotool are installed.
 */
const available = canRunXvfb();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pngSize(data: Buffer) {
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe.runIf(available)('capture under Xvfb', () => {
  let x: XServer;
  let root: string;
  let term: ChildProcess | null = null;

  beforeAll(async () => {
    x = await startXvfb(1280, 800, { inProcess: true });
    process.env.DISPLAY = x.display;
    root = await mkdtemp(join(tmpdir(), 'recorder-xvfb-'));
    if (
      await import('node:child_process').then((cp) => {
        try {
          cp.execFileSync('sh', ['-c', 'command -v xterm'], { stdio: 'ignore' });
          return true;
        } catch {
          return false;
        }
      })
    ) {
      term = spawn('xterm', ['-T', 'Order form', '-geometry', '80x24+0+0'], {
        env: { ...process.env, DISPLAY: x.display },
        stdio: 'ignore',
      });
      await sleep(800);
    }
  });

  afterAll(async () => {
    term?.kill();
    await x?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('records a click with its point and a screen-size PNG, and a withheld TYPE step', async () => {
    const { CaptureSession } = await import('./session');
    let stopPressed = 0;
    const journal = await RecordingJournal.create(root, {
      id: 'xvfb',
      idempotencyKey: 'xvfb-recording-key-1',
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
      onStopShortcut: () => {
        stopPressed++;
      },
      log: () => undefined,
    });
    await session.start();
    try {
      await sleep(500);
      xdotool(x.display, 'mousemove', '200', '150', 'click', '1');
      await sleep(300);
      xdotool(x.display, 'type', '--delay', '20', 'secret words');
      await sleep(200);
      xdotool(x.display, 'key', 'Return');
      await sleep(300);
      xdotool(
        x.display,
        'mousemove',
        '300',
        '300',
        'mousedown',
        '1',
        'mousemove',
        '420',
        '380',
        'mouseup',
        '1',
      );
      await sleep(500);
      xdotool(x.display, 'key', 'ctrl+alt+shift+s');
      await sleep(300);
    } finally {
      await session.stop();
    }
    const steps = journal.snapshot().steps;
    expect(steps.map((s) => s.action)).toEqual(['CLICK', 'TYPE', 'KEY', 'DRAG']);
    const [click, typed, key, drag] = steps;
    expect(click?.point).toEqual({ x: 200, y: 150 });
    expect(click?.viewport).toEqual({ width: 1280, height: 800, devicePixelRatio: 1 });
    if (term) expect(click).toMatchObject({ pageTitle: 'Order form', application: 'XTerm' });
    expect(pngSize(await readFile(journal.imagePath(click?.image ?? '')))).toEqual({
      width: 1280,
      height: 800,
    });
    expect(typed).toMatchObject({ valueWithheld: true });
    expect(typed).not.toHaveProperty('value');
    expect(await readFile(join(journal.dir, 'journal.jsonl'), 'utf8')).not.toContain('secret');
    expect(key?.key).toBe('Enter');
    expect(drag).toMatchObject({ point: { x: 300, y: 300 }, endPoint: { x: 420, y: 380 } });
    expect(session.captureTimes.length).toBeGreaterThanOrEqual(3);
    // The stop shortcut stops, and is no step itself.
    expect(stopPressed).toBe(1);
  });
});
