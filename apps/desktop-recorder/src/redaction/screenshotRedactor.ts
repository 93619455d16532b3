import { readFile } from 'node:fs/promises';
import {
  type Box,
  blurImage,
  blurPng,
  type CompiledRules,
  compileRules,
  decodePng,
  encodePngAsync,
  halve,
  isPng,
  type OcrEngine,
  type OcrLine,
  type ReadImage,
  type RedactionRules,
  readChanges,
  unreadableReplacement,
} from '@support/ocr-redaction';
import type { ImageRedaction, RecordingJournal } from '../store/journal';

/**
 * The OCR redaction of one recording's screenshots (issue 44 item 2), off the capture path: the
 * click → PNG-on-disk path is unchanged; each stored step image is queued here and read one at a
 * time in the OCR thread while the recording goes on. What the rules withhold is pixelated in the
 * file itself (replaced atomically), so the original is gone from the disk once it is redacted, and
 * the journal gets a `redacted` line. An image that cannot be read is blurred whole: never kept or
 * sent as it was.
 *
 * Each image is read by what changed since the previous one (ocr-redaction's readChanges): most
 * steps change a small part of the screen. The words read are kept in memory, so Stop can blur what the rules learnt later (a value withheld
 * when the typing ended, after the screenshot that shows it was read) without reading again.
 */

export type RedactorOptions = {
  journal: RecordingJournal;
  engine: OcrEngine;
  /** Asked for each image: the organization's terms may arrive or change while recording. */
  rules: () => RedactionRules;
  log: (message: string) => void;
  onChange: () => void;
};

/** Wider than this, a screen is read at half size (ocr-redaction's `halve` says why). */
const HALVE_ABOVE = 2600;

const scaled = (lines: OcrLine[], factor: number): OcrLine[] =>
  factor === 1
    ? lines
    : lines.map((line) => ({
        words: line.words.map((word) => ({
          ...word,
          box: {
            x: word.box.x * factor,
            y: word.box.y * factor,
            width: word.box.width * factor,
            height: word.box.height * factor,
          },
        })),
      }));

const covers = (outer: Box, inner: Box) =>
  outer.x <= inner.x &&
  outer.y <= inner.y &&
  outer.x + outer.width >= inner.x + inner.width &&
  outer.y + outer.height >= inner.y + inner.height;

export class ScreenshotRedactor {
  private queue: Promise<void> = Promise.resolve();
  private readonly queued = new Set<string>();
  private readonly read = new Map<string, { lines: OcrLine[]; applied: Box[] }>();
  private readonly withheld = new Set<string>();
  private compiled: { key: string; rules: CompiledRules } | null = null;
  /** The last image read, as captured (not blurred), and its words: the next one is compared to it. */
  private previous: ReadImage | null = null;
  private pending = 0;
  /** Milliseconds per image from reading the file to the redacted one written (bench). */
  readonly times: number[] = [];
  /**
   * The process's CPU milliseconds over the same span (bench): the OCR thread's and this thread's
   * decoding and blurring, plus whatever else ran meanwhile; on a shared machine a steadier figure
   * than the elapsed time.
   */
  readonly cpuTimes: number[] = [];

  constructor(private readonly options: RedactorOptions) {}

  get journal(): RecordingJournal {
    return this.options.journal;
  }

  get busy(): boolean {
    return this.pending > 0;
  }

  private rules(): CompiledRules {
    const rules = { ...this.options.rules(), withheldValues: [...this.withheld] };
    const key = JSON.stringify(rules);
    if (this.compiled?.key !== key) this.compiled = { key, rules: compileRules(rules) };
    return this.compiled.rules;
  }

  /** A typed value withheld from the steps: blurred wherever a screenshot shows it. */
  addWithheld(text: string): void {
    if (this.withheld.has(text)) return;
    this.withheld.add(text);
  }

  /** Queues every step image that is neither redacted nor queued yet. */
  sync(): void {
    for (const step of this.journal.snapshot().steps) {
      if (this.queued.has(step.image) || this.journal.redactionOf(step.image)) continue;
      this.queued.add(step.image);
      this.pending++;
      this.queue = this.queue
        .then(() => this.process(step.image))
        .catch((error: unknown) => this.options.log(`redaction: ${(error as Error).stack ?? String(error)}`))
        .finally(() => {
          this.pending--;
          this.options.onChange();
        });
    }
  }

  /** Writes the redacted image unless its step was deleted meanwhile. */
  private async write(image: string, data: Buffer): Promise<boolean> {
    if (!this.journal.hasStep(image)) return false;
    await this.journal.writeImage(image, data);
    return true;
  }

  private async process(image: string): Promise<void> {
    if (!this.journal.hasStep(image)) return;
    const original = await readFile(this.journal.imagePath(image)).catch(() => null);
    if (!original) return;
    const started = performance.now();
    const cpu = process.cpuUsage();
    let redaction: ImageRedaction;
    try {
      const decoded = isPng(original) ? await decodePng(original) : null;
      const factor = decoded && decoded.width > HALVE_ABOVE ? 2 : 1;
      const forOcr = decoded && factor === 2 ? halve(decoded) : decoded;
      let lines: OcrLine[];
      if (forOcr) {
        const png =
          forOcr === decoded ? original : await encodePngAsync(forOcr.data, forOcr.width, forOcr.height);
        const read = (await readChanges(this.options.engine, forOcr, png, this.previous)).lines;
        // Kept as OCR saw it: the next image is compared with it at the same size.
        this.previous = { image: forOcr, lines: read };
        lines = scaled(read, factor);
      } else {
        lines = await this.options.engine.read(original);
        this.previous = null;
      }
      const places = this.rules().find(lines);
      const boxes = places.map((place) => place.box);
      this.read.set(image, { lines, applied: boxes });
      if (places.length > 0)
        await this.write(
          image,
          decoded ? await blurImage(decoded, boxes) : await unreadableReplacement(original),
        );
      redaction = { places: places.length };
    } catch (error) {
      this.previous = null;
      this.options.log(`redaction: ${image} could not be read (${(error as Error).message}); blurred whole`);
      await this.write(image, await unreadableReplacement(original));
      redaction = { places: 0, failed: true };
    }
    this.times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    this.cpuTimes.push((used.user + used.system) / 1000);
    if (this.journal.hasStep(image)) await this.journal.markRedacted(image, redaction);
  }

  /**
   * Before the upload: every queued image done, then what the rules found since blurred too.
   * Resolves once every step's image is redacted; rejects if one is not (the caller must not send it).
   */
  async finish(): Promise<void> {
    this.sync();
    await this.queue;
    for (const [image, entry] of this.read) {
      if (!this.journal.hasStep(image)) continue;
      const places = this.rules().find(entry.lines);
      const extra = places.filter((place) => !entry.applied.some((box) => covers(box, place.box)));
      if (extra.length === 0) continue;
      const current = await readFile(this.journal.imagePath(image));
      const boxes = extra.map((place) => place.box);
      await this.write(
        image,
        isPng(current) ? await blurPng(current, boxes) : await unreadableReplacement(current),
      );
      entry.applied.push(...boxes);
      const before = this.journal.redactionOf(image)?.places ?? 0;
      await this.journal.markRedacted(image, { places: Math.max(before + extra.length, places.length) });
    }
    const missing = this.journal.snapshot().steps.filter((step) => !this.journal.redactionOf(step.image));
    if (missing.length > 0)
      throw new Error(`${missing.length} screenshots are not redacted yet; nothing was sent.`);
  }

  /** What the review shows: progress, and which images were blurred where. */
  summary() {
    const snapshot = this.journal.snapshot();
    const images = snapshot.steps.map((step) => ({ image: step.image, ...snapshot.redacted?.[step.image] }));
    const done = images.filter((image) => image.places !== undefined);
    const blurred = done.filter((image) => (image.places ?? 0) > 0);
    return {
      running: this.busy,
      total: images.length,
      checked: done.length,
      places: blurred.reduce((sum, image) => sum + (image.places ?? 0), 0),
      steps: blurred.length,
      failed: done.filter((image) => image.failed).length,
    };
  }
}
