import { appendFile, mkdtemp, readFile, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StepBuilder } from '../steps/builder';
import type { DesktopStep } from '../steps/types';
import { RecordingJournal } from './journal';

const step = (image: string, timestamp: number, over: Partial<DesktopStep> = {}): DesktopStep => ({
  action: 'CLICK',
  image,
  timestamp,
  pageTitle: 'Form',
  application: 'XTerm',
  point: { x: 1, y: 2 },
  viewport: { width: 100, height: 100, devicePixelRatio: 1 },
  ...over,
});
const meta = (id: string) => ({
  id,
  idempotencyKey: `key-${id}-0123456789`,
  startedAt: Date.now(),
  keepTypedText: false,
  recorderVersion: '1.0.0',
});
const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'recorder-journal-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('RecordingJournal', () => {
  it('resumes after a crash: a half-written last line is skipped, a step without image dropped', async () => {
    const journal = await RecordingJournal.create(root, meta('rec-1'));
    await journal.writeImage('step-1', png);
    await journal.upsert(step('step-1', 10));
    await journal.writeImage('step-2', png);
    await journal.upsert(step('step-2', 20));
    await journal.upsert(step('step-2', 20, { action: 'DRAG', endPoint: { x: 50, y: 60 } }));
    await journal.upsert(step('step-3', 30)); // its image never reached the disk
    await journal.writeImage('step-4', png);
    await journal.upsert(step('step-4', 40));
    await journal.flush();
    // The crash: the last line is cut in half.
    const file = join(journal.dir, 'journal.jsonl');
    const size = (await stat(file)).size;
    await truncate(file, size - 30);

    const [reopened] = await RecordingJournal.unfinished(root);
    expect(reopened?.meta.idempotencyKey).toBe('key-rec-1-0123456789');
    expect(reopened?.snapshot().steps.map((s) => [s.image, s.action])).toEqual([
      ['step-1', 'CLICK'],
      ['step-2', 'DRAG'],
    ]);
    expect(reopened?.status).toBe('recording');
    // It goes on from there: new lines after the broken one are read.
    await appendFile(file, '\n');
    await reopened?.setStatus('stopped');
    expect((await RecordingJournal.open(journal.dir))?.status).toBe('stopped');
  });

  it('keeps files owner-only and leaves uploaded recordings out of the unfinished ones', async () => {
    const journal = await RecordingJournal.create(root, meta('rec-2'));
    await journal.writeImage('step-1', png);
    await journal.upsert(step('step-1', 10));
    if (process.platform !== 'win32') {
      expect((await stat(journal.imagePath('step-1'))).mode & 0o777).toBe(0o600);
      expect((await stat(join(journal.dir, 'journal.jsonl'))).mode & 0o777).toBe(0o600);
      expect((await stat(journal.dir)).mode & 0o777).toBe(0o700);
    }
    await journal.remove('step-1');
    await expect(readFile(journal.imagePath('step-1'))).rejects.toThrow();
    await journal.setStatus('uploaded', '5b1f8d4e-4a8e-4f57-9f3b-2c6f2f1c2d3e');
    expect(await RecordingJournal.unfinished(root)).toEqual([]);
    // Uploaded but left behind (the recorder ended before deleting it): deleted on the next look.
    await expect(stat(journal.dir)).rejects.toThrow();
  });

  it('never has a prefix of withheld typed text on disk, and kept text only once the field is left', async () => {
    const journal = await RecordingJournal.create(root, meta('rec-3'));
    const builder = new StepBuilder({
      startedAt: 0,
      keepTypedText: true,
      terms: null,
      hideTypedEmails: true,
    });
    const monitor = { id: 1, x: 0, y: 0, width: 100, height: 100, scaleFactor: 1 };
    const file = join(journal.dir, 'journal.jsonl');
    let n = 0;
    const type = async (text: string, window: { title: string; application: string }) => {
      for (const char of text) {
        const input = { kind: 'char', char } as const;
        const shot = builder.wouldStartStep(input, window)
          ? { image: `step-${++n}`, monitor, size: { width: 100, height: 100 } }
          : null;
        if (shot) await journal.writeImage(shot.image, png);
        for (const s of builder.key(1, input, window, shot).upsert) await journal.upsert(s);
      }
    };
    const onDisk = async () => {
      await journal.flush();
      return readFile(file, 'utf8');
    };
    await type('erika@example.com', { title: 'Mail', application: 'Thunderbird' });
    await type('S3cr3t!Pass', { title: 'Sign in', application: 'Thunderbird' });
    await type('Projekt Falk', { title: 'Notes', application: 'Editor' });
    // Mid-burst: not even the kept text is on disk yet.
    expect(await onDisk()).not.toContain('Projekt');
    for (const s of builder.finish().upsert) await journal.upsert(s);
    const bytes = await onDisk();
    for (const withheld of ['erika@example.com', 'S3cr3t!Pass'])
      for (let end = 4; end <= withheld.length; end++) expect(bytes).not.toContain(withheld.slice(0, end));
    expect(bytes).toContain('"value":"Projekt Falk"');
    expect(bytes).not.toContain('"value":"Projekt Fal"');
    expect(journal.snapshot().steps.map((s) => [s.value, s.secret])).toEqual([
      [undefined, undefined],
      [undefined, true],
      ['Projekt Falk', undefined],
    ]);
  });
});
