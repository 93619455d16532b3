import { afterAll, describe, expect, it } from 'vitest';
import { readChanges } from './incremental';
import { OcrEngine } from './ocr';
import { decodePng } from './png';
import { redactPng } from './redactPng';
import { compileRules } from './rules';
import { renderScreen } from './testing/render';

/**
 * The whole pass on a rendered screenshot with real OCR (tesseract.js, the shipped eng+deu data):
 * one engine for the file, small images, so it costs about two seconds.
 */
const engine = new OcrEngine();
afterAll(() => engine.close());

const textOf = (lines: Awaited<ReturnType<OcrEngine['read']>>) =>
  lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n');

describe('redactPng', () => {
  it('blurs the e-mail address, the do-not-show term and password dots, and leaves the kept name readable', async () => {
    const screen = await renderScreen(640, 220, [
      { text: 'Name: Erika Mustermann', x: 20, y: 40 },
      { text: 'E-Mail: erika@example.com', x: 20, y: 90 },
      { text: 'Projekt Falke, Übersicht', x: 20, y: 140 },
      { text: 'Passwort: ●●●●●●●●', x: 20, y: 190 },
    ]);
    const rules = compileRules({ terms: ['Projekt Falke'], hideEmails: true });
    const result = await redactPng(screen, engine, rules);
    expect(textOf(result.lines)).toContain('erika@example.com');
    expect(result.places.map((place) => place.kind).sort()).toEqual(['dots', 'email', 'term']);

    const after = textOf(await engine.read(result.image));
    expect(after).not.toContain('@');
    expect(after).not.toMatch(/Falke/i);
    expect(after).toContain('Erika Mustermann');
    // Only the boxes changed: the name's line is as it was, pixel for pixel.
    const [before, blurred] = [await decodePng(screen), await decodePng(result.image)];
    const row = (image: typeof before, y: number) => image.data.subarray(y * 640 * 4, (y + 1) * 640 * 4);
    for (let y = 20; y < 50; y++)
      expect(Buffer.from(row(blurred, y)).equals(Buffer.from(row(before, y)))).toBe(true);
  });

  it('keeps an image without anything to withhold as it was', async () => {
    const screen = await renderScreen(400, 60, [{ text: 'Deliver to gate 7', x: 10, y: 40 }]);
    const result = await redactPng(screen, engine, compileRules({ terms: ['Falke'], hideEmails: true }));
    expect(result.places).toEqual([]);
    expect(result.image).toBe(screen);
  });

  it('reads again only the rows that changed since the previous screenshot', async () => {
    const first = [
      { text: 'Name: Erika Mustermann', x: 20, y: 40 },
      { text: 'Customer 4711', x: 20, y: 140 },
      { text: 'Status: open', x: 20, y: 240 },
    ];
    const before = await renderScreen(480, 270, first);
    const after = await renderScreen(480, 270, [
      ...first.slice(0, 2),
      { text: 'erika@example.com', x: 20, y: 240 },
    ]);
    const previous = { image: await decodePng(before), lines: await engine.read(before) };
    const read = await readChanges(engine, await decodePng(after), after, previous);
    expect(read.full).toBe(false);
    expect(read.share).toBeLessThan(0.4);
    const text = textOf(read.lines);
    expect(text).toContain('Erika Mustermann');
    expect(text).toContain('erika@example.com');
    expect(text).not.toContain('open');
    const email = read.lines.flatMap((line) => line.words).find((word) => word.text.includes('@'));
    expect(email?.box.y).toBeGreaterThan(200);
  });

  it('ends an idle thread after idleMs and starts it again for the next image', async () => {
    const idle = new OcrEngine({ idleMs: 50 });
    try {
      const screen = await renderScreen(400, 60, [{ text: 'Deliver to gate 7', x: 10, y: 40 }]);
      expect(textOf(await idle.read(screen))).toContain('gate');
      expect(idle.running).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(idle.running).toBe(false);
      expect(textOf(await idle.read(screen))).toContain('gate');
    } finally {
      await idle.close();
    }
  });
});
