import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OcrEngine } from '@support/ocr-redaction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { US_KEYBOARD } from '../capture/keys';
import { RecordingJournal } from '../store/journal';
import { canRunXvfb, startXvfb, type XServer, xdotool } from '../testing/xvfb';
import { RecordingRedaction } from './recordingRedaction';

/**
 * Issue 44 item 2 under a real X server: a form in Chromium shows a name, an e-mail address and a
 * do-not-show term, and a secret is typed into a plain text field; the recording's stored
 * screenshots, read again by OCR after the redaction, show the name and none of the others.
 * Runs where Xvfb, xdotool and Debian's chromium are installed.
 */
const CHROMIUM = '/usr/bin/chromium';
const available = canRunXvfb() && existsSync(CHROMIUM);
const SECRET = 'S3cr3tPass99';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Redaction form</title>
<style>body{font:22px 'DejaVu Sans',sans-serif;margin:40px;background:#fff;color:#111}p{margin:0 0 28px}
input{font:22px 'DejaVu Sans Mono',monospace;padding:6px;width:420px}</style></head><body>
<p>Name: Erika Mustermann</p><p>E-Mail: erika@example.com</p><p>Projekt: Projekt Falke</p>
<p>Code <input id="code" autocomplete="off"></p></body></html>`;

describe.runIf(available)('OCR redaction of recorded screenshots under Xvfb', () => {
  let x: XServer;
  let root: string;
  let browser: ChildProcess;
  let profile: string;
  const engine = new OcrEngine();

  beforeAll(async () => {
    x = await startXvfb(1280, 800, { inProcess: true });
    process.env.DISPLAY = x.display;
    root = await mkdtemp(join(tmpdir(), 'recorder-redaction-xvfb-'));
    profile = await mkdtemp(join(tmpdir(), 'recorder-redaction-chromium-'));
    browser = spawn(
      CHROMIUM,
      [
        ...['--no-sandbox', '--disable-gpu', '--no-first-run', '--test-type', '--disable-sync'],
        ...['--disable-background-networking', '--disable-component-update', '--disable-features=Translate'],
        `--user-data-dir=${profile}`,
        '--window-position=0,0',
        '--window-size=1280,800',
        `--app=data:text/html;base64,${Buffer.from(PAGE).toString('base64')}`,
      ],
      { env: { ...process.env, DISPLAY: x.display }, stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      try {
        const args = ['search', '--onlyvisible', '--name', 'Redaction form', 'windowfocus', '--sync'];
        execFileSync('xdotool', args, { env: { ...process.env, DISPLAY: x.display }, stdio: 'ignore' });
        break;
      } catch {
        await sleep(100);
      }
    }
    await sleep(1000);
  }, 30_000);

  afterAll(async () => {
    // Chromium's helpers write into the profile while it shuts down: wait for its exit, then let rm
    // retry (ENOTEMPTY on a loaded machine otherwise).
    if (browser && browser.exitCode === null) {
      const exited = new Promise((done) => browser?.once('exit', done));
      browser.kill();
      await Promise.race([exited, sleep(5000)]);
    }
    await engine.close();
    await x?.stop();
    await rm(root, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  });

  it('blurs the e-mail, the term and the typed secret in the stored images, and keeps the name', async () => {
    const { CaptureSession } = await import('../capture/session');
    const journal = await RecordingJournal.create(root, {
      id: 'ocr',
      idempotencyKey: 'xvfb-redaction-key-1',
      startedAt: Date.now(),
      keepTypedText: true,
      recorderVersion: 'test',
    });
    const settings = { redactionTerms: ['Projekt Falke'], hideTypedEmails: true };
    const redaction = new RecordingRedaction(
      {
        connection: {
          settings: { ...settings, organizationId: '', organizationName: '', canCreateArticle: true },
        },
        changed: () => undefined,
      },
      () => undefined,
      engine,
    );
    const session = new CaptureSession({
      journal,
      keepTypedText: true,
      ...settings,
      keyboard: US_KEYBOARD,
      onChange: () => redaction.sync(journal),
      onStopShortcut: () => undefined,
      onWithheldText: redaction.begin(journal),
      log: () => undefined,
    });
    await session.start();
    try {
      await sleep(500);
      // Into the field (its screenshot shows the form), the secret typed, then a click beside it.
      xdotool(x.display, 'mousemove', '300', '219', 'click', '1');
      await sleep(400);
      xdotool(x.display, 'type', '--delay', '30', SECRET);
      await sleep(300);
      xdotool(x.display, 'mousemove', '900', '600', 'click', '1');
      await sleep(600);
    } finally {
      await session.stop();
    }
    const steps = journal.snapshot().steps;
    expect(steps.map((step) => step.action)).toEqual(['CLICK', 'TYPE', 'CLICK']);
    expect(steps[1]).toMatchObject({ secret: true, valueWithheld: true });
    await redaction.ready(journal);

    const last = steps.at(-1)!.image;
    const texts: string[] = [];
    for (const step of steps) {
      const lines = await engine.read(await readFile(journal.imagePath(step.image)));
      texts.push(lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n'));
    }
    console.log('[redaction xvfb] stored images read as:', JSON.stringify(texts));
    for (const text of texts) {
      expect(text).toContain('Mustermann');
      expect(text).not.toContain('@');
      expect(text).not.toMatch(/Falke/i);
      expect(text).not.toContain('S3cr3t');
    }
    expect(journal.redactionOf(last)?.places).toBeGreaterThanOrEqual(3);
    expect(journal.snapshot().redacted?.[steps[0]!.image]).toEqual({ places: 2 });
  }, 90_000);
});
