import { randomUUID } from 'node:crypto';
import { RECORDING_MAX_STEPS } from '@support/shared';
import { KEYBOARD_LAYOUTS, type LayoutId } from '../capture/keyboardLayouts';
import { NativeModuleError } from '../capture/native';
import { CaptureSession, OWN_WINDOW_TITLE } from '../capture/session';
import type { RecordingRedaction } from '../redaction/recordingRedaction';
import { RecordingJournal } from '../store/journal';
import { RECORDER_VERSION } from '../version';
import { ActionError } from './actionError';
import type { Connection } from './connection';
import { holdOnTop, keepOnTop } from './keepOnTop';
import type { Problems } from './problems';

/** What a recording needs of the controller: where recordings go, the open one, and its settings. */
export type RecordingHost = {
  readonly options: {
    log: (message: string) => void;
    countdownMs?: number;
    keepOnTop?: (titlePrefix: string, onTop: boolean) => Promise<boolean>;
  };
  readonly connection: Connection;
  readonly problems: Problems;
  readonly redaction: RecordingRedaction;
  readonly recordingsDir: string;
  readonly keyboardLayout: LayoutId;
  readonly connected: boolean;
  journal: RecordingJournal | null;
  recovered: boolean;
  notice: string | null;
  changed(): void;
};

/**
 * One recording from the countdown to its stop: the capture session (input hooks, screenshots),
 * pause and resume, the 200-step end, and the control window held above the recorded application.
 */
export class RecordingSession {
  private session: CaptureSession | null = null;
  private countdownTimer: NodeJS.Timeout | null = null;
  countdownEndsAt: number | null = null;
  paused = false;
  keepTypedText = false;

  constructor(private readonly host: RecordingHost) {}

  get capturing(): boolean {
    return this.session !== null;
  }

  start(keepTypedText: boolean): void {
    const host = this.host;
    if (host.journal) throw new ActionError('A recording is already open.');
    if (!host.connected) throw new ActionError('Connect the recorder first.');
    const problem = host.problems.list[0];
    if (problem) throw new ActionError(problem.error, 409);
    // Without an X display the hook cannot start (and libuiohook would end the process).
    if (process.platform === 'linux' && !process.env.DISPLAY)
      throw new ActionError('No X display (DISPLAY is not set): the recorder needs an X11 session.', 409);
    this.keepTypedText = keepTypedText;
    host.notice = null;
    // The organization may have changed its do-not-show terms since the start: read them again.
    void host.connection.refreshSettings();
    this.countdownEndsAt = Date.now() + (host.options.countdownMs ?? 3000);
    this.countdownTimer = setTimeout(() => {
      void this.beginCapture().catch((error: unknown) => {
        this.countdownEndsAt = null;
        if (error instanceof NativeModuleError) host.problems.report(error);
        else host.notice = (error as Error).message;
        host.options.log(`start: ${(error as Error).stack ?? String(error)}`);
        host.changed();
      });
    }, host.options.countdownMs ?? 3000);
    host.changed();
  }

  cancelCountdown(): void {
    if (this.countdownTimer) clearTimeout(this.countdownTimer);
    this.countdownEndsAt = null;
    this.host.changed();
  }

  private async beginCapture(): Promise<void> {
    const host = this.host;
    const id = randomUUID();
    const journal = await RecordingJournal.create(host.recordingsDir, {
      id,
      idempotencyKey: id,
      startedAt: Date.now(),
      keepTypedText: this.keepTypedText,
      recorderVersion: RECORDER_VERSION,
    });
    const settings = host.connection.settings;
    const session: CaptureSession = new CaptureSession({
      journal,
      keepTypedText: this.keepTypedText,
      redactionTerms: settings?.redactionTerms ?? [],
      hideTypedEmails: settings?.hideTypedEmails ?? true,
      keyboard: { layout: KEYBOARD_LAYOUTS[host.keyboardLayout], windows: process.platform === 'win32' },
      onChange: () => {
        host.redaction.sync(journal);
        host.changed();
        // The upload format takes at most 200 steps: the recording ends there, nothing is lost.
        if (journal.stepCount >= RECORDING_MAX_STEPS && this.session === session) {
          host.notice = 'MAX_STEPS';
          void this.stop();
        }
      },
      onStopShortcut: () => void this.stop(),
      onWithheldText: host.redaction.begin(journal),
      log: host.options.log,
    });
    host.journal = journal;
    this.session = session;
    this.paused = false;
    host.recovered = false;
    this.countdownEndsAt = null;
    // A start that failed (a native module, app/problems.ts) leaves no empty recording to review.
    await session.start().catch(async (error: unknown) => {
      this.session = null;
      host.journal = null;
      await journal.destroy();
      throw error;
    });
    host.options.log(`recording ${id} started`);
    // The indicator stays above the recorded application while recording (app/keepOnTop.ts).
    holdOnTop(host.options.keepOnTop ?? keepOnTop, OWN_WINDOW_TITLE, true, host.options.log);
    host.changed();
  }

  setPaused(paused: boolean): void {
    if (!this.session) throw new ActionError('Nothing is being recorded.');
    this.paused = paused;
    this.session.setPaused(paused);
    this.host.changed();
  }

  async stop(): Promise<void> {
    const host = this.host;
    const session = this.session;
    const journal = host.journal;
    if (!session || !journal) return;
    this.session = null;
    holdOnTop(host.options.keepOnTop ?? keepOnTop, OWN_WINDOW_TITLE, false, host.options.log);
    await session.stop();
    await journal.setStatus('stopped');
    host.options.log(`recording ${journal.meta.id} stopped with ${journal.stepCount} steps`);
    if (journal.stepCount === 0) {
      await journal.destroy();
      host.journal = null;
      host.notice = 'NO_STEPS';
    }
    host.changed();
  }

  /** Click→PNG times of the running session (the figures' bench reads them). */
  captureTimes(): number[] {
    return this.session?.captureTimes ?? [];
  }
}
