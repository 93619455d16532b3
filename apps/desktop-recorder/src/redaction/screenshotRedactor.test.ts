import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePng, encodePng, type OcrEngine, type OcrLine } from '@support/ocr-redaction';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecordingJournal } from '../store/journal';
import { ScreenshotRedactor } from './screenshotRedactor';

/**
 * The recorder's side of the OCR redaction with a stand-in for the OCR thread (the package's own
 * tests read real images): what is written to disk, the journal's record, the safe fallbacks.
 */

const WIDTH = 60;
const HEIGHT = 20;
/** A striped image, so that a blurred region is told from an untouched one; `phase` 1 is another screen. */
const stripes = (phase = 0) =>
  encodePng(
    new Uint8Array(WIDTH * HEIGHT * 4).map((_, i) => (i % 4 === 3 ? 255 : (((i >> 2) + phase) % 2) * 255)),
    WIDTH,
    HEIGHT,
  );
const word = (text: string, x: number): OcrLine => ({
  words: [{ text, box: { x, y: 5, width: 20, height: 10 } }],
});
const changedPixels = async (file: string, phase = 0) => {
  const now = await decodePng(await readFile(file));
  const before = await decodePng(stripes(phase));
  let changed = 0;
  for (let i = 0; i < now.data.length; i += 4) if (now.data[i] !== before.data[i]) changed++;
  return changed;
};

let root: string;
let journal: RecordingJournal;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'recorder-redaction-'));
  journal = await RecordingJournal.create(root, {
    id: 'r',
    idempotencyKey: 'redaction-test-key-1',
    startedAt: Date.now(),
    keepTypedText: false,
    recorderVersion: 'test',
  });
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function addStep(image: string, phase = 0) {
  await journal.writeImage(image, stripes(phase));
  await journal.upsert({
    action: 'CLICK',
    image,
    timestamp: Number(image.slice(5)),
    pageTitle: 'Form',
    application: 'App',
    viewport: { width: WIDTH, height: HEIGHT, devicePixelRatio: 1 },
  });
}

function redactor(read: (image: Uint8Array) => Promise<OcrLine[]>) {
  const engine = { read } as unknown as OcrEngine;
  return new ScreenshotRedactor({
    journal,
    engine,
    rules: () => ({ terms: ['Falke'], hideEmails: true }),
    log: () => undefined,
    onChange: () => undefined,
  });
}

describe('ScreenshotRedactor', () => {
  it('blurs what the rules find in the stored file and records it; a clean image stays as it was', async () => {
    await addStep('step-1');
    await addStep('step-2', 1);
    const lines: Record<number, OcrLine[]> = { 0: [word('Falke', 30)], 1: [word('Erika', 30)] };
    let call = 0;
    const subject = redactor(async () => lines[call++] ?? []);
    subject.sync();
    await subject.finish();
    expect(journal.redactionOf('step-1')).toEqual({ places: 1 });
    expect(journal.redactionOf('step-2')).toEqual({ places: 0 });
    expect(await changedPixels(journal.imagePath('step-1'))).toBeGreaterThan(100);
    expect(await changedPixels(journal.imagePath('step-2'), 1)).toBe(0);
    expect(subject.summary()).toMatchObject({ total: 2, checked: 2, places: 1, steps: 1, failed: 0 });
    // The manifest says how many boxes each image had blurred.
    expect(journal.snapshot().redacted).toEqual({ 'step-1': { places: 1 }, 'step-2': { places: 0 } });
  });

  it('reads only what changed: an unchanged screen keeps the words read before', async () => {
    await addStep('step-1');
    await addStep('step-2');
    let reads = 0;
    const subject = redactor(async () => {
      reads++;
      return [word('Falke', 30)];
    });
    await subject.finish();
    expect(reads).toBe(1);
    expect(journal.redactionOf('step-2')).toEqual({ places: 1 });
    expect(await changedPixels(journal.imagePath('step-2'))).toBeGreaterThan(100);
  });

  it('blurs a value withheld after its screenshot was read, at Stop, without reading again', async () => {
    await addStep('step-1');
    let reads = 0;
    const subject = redactor(async () => {
      reads++;
      return [word('S3cr3t!Pass', 0)];
    });
    subject.sync();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(journal.redactionOf('step-1')).toEqual({ places: 0 });
    subject.addWithheld('S3cr3t!Pass');
    await subject.finish();
    expect(reads).toBe(1);
    expect(journal.redactionOf('step-1')).toEqual({ places: 1 });
    expect(await changedPixels(journal.imagePath('step-1'))).toBeGreaterThan(100);
  });

  it('blurs an image OCR could not read whole, and says so', async () => {
    await addStep('step-1');
    const subject = redactor(async () => {
      throw new Error('thread died');
    });
    await subject.finish();
    expect(journal.redactionOf('step-1')).toEqual({ places: 0, failed: true });
    expect(await changedPixels(journal.imagePath('step-1'))).toBeGreaterThan(WIDTH * HEIGHT * 0.4);
    expect(subject.summary()).toMatchObject({ failed: 1 });
  });

  it('refuses to finish while an image is not redacted (its file is gone)', async () => {
    await addStep('step-1');
    await rm(journal.imagePath('step-1'));
    await expect(redactor(async () => []).finish()).rejects.toThrow(/not redacted/);
  });
});
