import { OcrEngine, type RedactionRules } from '@support/ocr-redaction';
import type { RecorderSettings } from '@support/shared';
import type { RecordingJournal } from '../store/journal';
import { ScreenshotRedactor } from './screenshotRedactor';

/**
 * The controller's side of the OCR redaction: one OCR thread for the recorder, one redactor for the
 * open recording (the one being recorded, or one found unfinished at start, whose images may not all
 * be redacted yet). The thread starts with a recording and ends after the upload's redaction
 * finished: its two language models take memory the recorder does not need between recordings.
 */

/** What the redaction needs of the controller: the organization's settings as known now, and a way to say that something changed. */
export type RedactionHost = {
  readonly connection: { readonly settings: RecorderSettings | null };
  changed(): void;
};

/** The organization's rules for screenshots: the same as for the step text. */
export function redactionRules(settings: RecorderSettings | null): RedactionRules {
  return { terms: settings?.redactionTerms ?? [], hideEmails: settings?.hideTypedEmails ?? true };
}

export class RecordingRedaction {
  private redactor: ScreenshotRedactor | null = null;

  constructor(
    private readonly host: RedactionHost,
    private readonly log: (message: string) => void,
    /**
     * Tests: an engine of their own. The recorder's ends its thread after a minute without a
     * screenshot (a recording paused, a person away): its ~100 MB come back, and the next step's
     * OCR, background work anyway, waits the second the models take to load.
     */
    private readonly engine = new OcrEngine({ idleMs: 60_000 }),
  ) {}

  private of(journal: RecordingJournal): ScreenshotRedactor {
    if (this.redactor?.journal !== journal) {
      this.redactor = new ScreenshotRedactor({
        journal,
        engine: this.engine,
        rules: () => redactionRules(this.host.connection.settings),
        log: this.log,
        onChange: () => this.host.changed(),
      });
    }
    return this.redactor;
  }

  /**
   * A recording starts: its redactor, and the OCR thread started while the first steps are taken.
   * Returns what the capture calls with a typed value it withheld.
   */
  begin(journal: RecordingJournal): (text: string) => void {
    const redactor = this.of(journal);
    this.engine.ready().catch((error: unknown) => this.log(`redaction: OCR did not start: ${error}`));
    return (text) => redactor.addWithheld(text);
  }

  /** Steps changed: new images are queued. */
  sync(journal: RecordingJournal): void {
    this.of(journal).sync();
  }

  /** Before the upload: resolves once every image is redacted, else rejects. */
  async ready(journal: RecordingJournal): Promise<void> {
    try {
      await this.of(journal).finish();
    } finally {
      await this.engine.close();
    }
  }

  /** For the review screen (controller state). */
  summary(journal: RecordingJournal) {
    const redactor = this.of(journal);
    // A recording found unfinished at start is redacted as soon as it is shown.
    if (journal.status !== 'recording') redactor.sync();
    return redactor.summary();
  }

  /** Per-image times of the open recording (bench). */
  times(): number[] {
    return this.redactor?.times ?? [];
  }

  async close(): Promise<void> {
    this.redactor = null;
    await this.engine.close();
  }
}
