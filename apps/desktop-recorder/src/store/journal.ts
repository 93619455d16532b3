import { appendFile, readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { DesktopStep } from '../steps/types';
import { ensureDir, FILE_MODE, writeFileAtomic } from './secureFile';

/**
 * One recording on disk, written as it is made so a crash loses nothing: every screenshot is a
 * file (`step-N.png`) written before its step, and `journal.jsonl` gets one line per change
 * (the meta first, then step upserts and removals, then status changes). Reading replays the lines;
 * a last line cut off by a crash is skipped, and a step whose image never reached the disk is dropped.
 */

export type RecordingStatus = 'recording' | 'stopped' | 'uploading' | 'uploaded';

export type RecordingMeta = {
  id: string;
  /** The upload's Idempotency-Key (contract item 2): the same on every try, across restarts. */
  idempotencyKey: string;
  startedAt: number;
  keepTypedText: boolean;
  recorderVersion: string;
};

type Line =
  | { type: 'meta'; meta: RecordingMeta }
  | { type: 'step'; step: DesktopStep }
  | { type: 'remove'; image: string }
  | { type: 'redacted'; image: string; places: number; failed?: true }
  | { type: 'status'; status: RecordingStatus; at: number; articleId?: string };

/**
 * A screenshot that went through the OCR redaction (src/redaction): how many places were blurred,
 * or that it could not be read and was blurred whole. An image without one was not redacted yet.
 */
export type ImageRedaction = { places: number; failed?: true };

export type RecordingSnapshot = {
  meta: RecordingMeta;
  steps: DesktopStep[];
  redacted?: Record<string, ImageRedaction>;
  status: RecordingStatus;
  endedAt: number;
  articleId?: string;
};

const JOURNAL = 'journal.jsonl';

export class RecordingJournal {
  private steps = new Map<string, DesktopStep>();
  private readonly redactions = new Map<string, ImageRedaction>();
  private writes: Promise<void> = Promise.resolve();
  status: RecordingStatus = 'recording';
  endedAt = 0;
  articleId: string | undefined;

  private constructor(
    readonly dir: string,
    readonly meta: RecordingMeta,
  ) {}

  static async create(root: string, meta: RecordingMeta): Promise<RecordingJournal> {
    const dir = join(root, meta.id);
    await ensureDir(dir);
    const journal = new RecordingJournal(dir, meta);
    await journal.append({ type: 'meta', meta });
    return journal;
  }

  /** Reopens a recording after a restart; null when its journal has no meta line. */
  static async open(dir: string): Promise<RecordingJournal | null> {
    let text: string;
    try {
      text = await readFile(join(dir, JOURNAL), 'utf8');
    } catch {
      return null;
    }
    let journal: RecordingJournal | null = null;
    for (const raw of text.split('\n')) {
      if (!raw.trim()) continue;
      let line: Line;
      try {
        line = JSON.parse(raw) as Line;
      } catch {
        continue; // the line a crash cut off
      }
      if (line.type === 'meta') journal = new RecordingJournal(dir, line.meta);
      else if (!journal) continue;
      else if (line.type === 'step') journal.steps.set(line.step.image, line.step);
      else if (line.type === 'remove') journal.steps.delete(line.image);
      else if (line.type === 'redacted')
        journal.redactions.set(line.image, { places: line.places, ...(line.failed ? { failed: true } : {}) });
      else if (line.type === 'status') {
        journal.status = line.status;
        journal.endedAt = line.at;
        journal.articleId = line.articleId;
      }
    }
    if (!journal) return null;
    for (const image of [...journal.steps.keys()]) {
      const size = await stat(journal.imagePath(image)).then(
        (s) => s.size,
        () => 0,
      );
      if (size === 0) journal.steps.delete(image);
    }
    return journal;
  }

  /**
   * The recordings under `root` that were not uploaded, newest first. One that was uploaded but not
   * yet deleted (the recorder ended in between) is deleted now: only a pending upload is kept.
   */
  static async unfinished(root: string): Promise<RecordingJournal[]> {
    const names = await readdir(root).catch(() => [] as string[]);
    const found: RecordingJournal[] = [];
    for (const name of names) {
      const journal = await RecordingJournal.open(join(root, name));
      if (journal?.status === 'uploaded') await journal.destroy();
      else if (journal) found.push(journal);
    }
    return found.sort((a, b) => b.meta.startedAt - a.meta.startedAt);
  }

  imagePath(image: string): string {
    return join(this.dir, `${image}.png`);
  }

  /** Lines are appended in order, one write at a time. */
  private append(line: Line): Promise<void> {
    const write = this.writes.then(() =>
      appendFile(join(this.dir, JOURNAL), `${JSON.stringify(line)}\n`, { mode: FILE_MODE }),
    );
    this.writes = write.catch(() => undefined);
    return write;
  }

  async writeImage(image: string, data: Uint8Array): Promise<void> {
    await writeFileAtomic(this.imagePath(image), data, false);
  }

  async upsert(step: DesktopStep): Promise<void> {
    this.steps.set(step.image, step);
    await this.append({ type: 'step', step });
  }

  /** A step deleted in review, or erased typing: the line and the image go. */
  async remove(image: string): Promise<void> {
    this.steps.delete(image);
    await this.append({ type: 'remove', image });
    await unlink(this.imagePath(image)).catch(() => undefined);
  }

  /** A screenshot no step uses (the second press of a double click). */
  async discardImage(image: string): Promise<void> {
    if (!this.steps.has(image)) await unlink(this.imagePath(image)).catch(() => undefined);
  }

  /** The image on disk was replaced by its redacted version (or checked and left as it was). */
  async markRedacted(image: string, redaction: ImageRedaction): Promise<void> {
    this.redactions.set(image, redaction);
    await this.append({ type: 'redacted', image, ...redaction });
  }

  redactionOf(image: string): ImageRedaction | undefined {
    return this.redactions.get(image);
  }

  hasStep(image: string): boolean {
    return this.steps.has(image);
  }

  async setStatus(status: RecordingStatus, articleId?: string): Promise<void> {
    this.status = status;
    this.endedAt = Date.now();
    if (articleId) this.articleId = articleId;
    await this.append({ type: 'status', status, at: this.endedAt, ...(articleId ? { articleId } : {}) });
  }

  /** Waits for every line written so far. */
  flush(): Promise<void> {
    return this.writes;
  }

  snapshot(): RecordingSnapshot {
    return {
      meta: this.meta,
      steps: [...this.steps.values()].sort((a, b) => a.timestamp - b.timestamp),
      redacted: Object.fromEntries([...this.redactions].filter(([image]) => this.steps.has(image))),
      status: this.status,
      endedAt: this.endedAt || Date.now(),
      ...(this.articleId ? { articleId: this.articleId } : {}),
    };
  }

  get stepCount(): number {
    return this.steps.size;
  }

  async destroy(): Promise<void> {
    await this.writes;
    await rm(this.dir, { recursive: true, force: true });
  }
}
