import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { RECORDING_MAX_STEPS } from '@support/shared';
import { KEYBOARD_LAYOUTS, type LayoutId } from '../capture/keyboardLayouts';
import { NativeModuleError } from '../capture/native';
import { CaptureSession, OWN_WINDOW_TITLE } from '../capture/session';
import type { UiLanguage } from '../i18n/messages';
import { RecordingRedaction } from '../redaction/recordingRedaction';
import { RecordingJournal } from '../store/journal';
import { ensureDir } from '../store/secureFile';
import { uploadRedacted } from '../upload/redactedUpload';
import { RECORDER_VERSION } from '../version';
import { ActionError } from './actionError';
import { type Settings, writeSettings } from './config';
import { Connection } from './connection';
import { holdOnTop, keepOnTop } from './keepOnTop';
import { openInBrowser } from './openBrowser';
import { Problems } from './problems';

/**
 * The recorder's state and every action the control UI can take. One recording at a time:
 * ready → countdown (3 s) → recording (pause/resume) → review (delete steps) → uploading → done.
 * An unfinished recording found at start (a crash, a lost connection, a quit mid-upload) comes back
 * in review with a note, so the person resumes the upload or discards it.
 */

export type Screen = 'connect' | 'ready' | 'countdown' | 'recording' | 'review' | 'uploading' | 'done';

export type UploadState = {
  status: 'idle' | 'uploading' | 'waiting' | 'failed' | 'disconnected' | 'done';
  sent: number;
  total: number;
  attempts: number;
  message?: string;
  articleId?: string;
};

export type ControllerOptions = {
  dataDir: string;
  /** --server: wins over the UI setting and server.json. */
  serverFlag: string | null;
  bundledServer: string | null;
  settings: Settings;
  systemLanguage: UiLanguage;
  /** The layout the system reports (capture/detectKeyboardLayout.ts), null when unknown. */
  detectedKeyboardLayout: LayoutId | null;
  log: (message: string) => void;
  countdownMs?: number;
  uploadDelays?: { firstDelayMs: number; maxDelayMs: number };
  /** How often the ready screen asks the server again while articles cannot be created (5 s). */
  settingsRecheckMs?: number;
  /** Tests: how the control window is kept on top (default: keepOnTop). */
  keepOnTop?: (titlePrefix: string, onTop: boolean) => Promise<boolean>;
  /** Tests: how a failure no window showed is shown (default: app/messageBox.ts). */
  showMessageBox?: (title: string, text: string) => boolean;
};

export class Controller {
  readonly connection: Connection;
  /** Native modules that did not load (app/problems.ts): logged, shown, and recording refused. */
  readonly problems: Problems;
  readonly redaction = new RecordingRedaction(this, (message) => this.options.log(message));
  journal: RecordingJournal | null = null;
  private session: CaptureSession | null = null;
  private countdownTimer: NodeJS.Timeout | null = null;
  countdownEndsAt: number | null = null;
  paused = false;
  keepTypedText = false;
  recovered = false;
  upload: UploadState = { status: 'idle', sent: 0, total: 0, attempts: 0 };
  private uploadAbort: AbortController | null = null;
  notice: string | null = null;
  /** Bumped on every change; the UI polls with it. */
  revision = 0;

  constructor(readonly options: ControllerOptions) {
    this.connection = new Connection(options.dataDir, options.log, () => this.changed());
    this.problems = new Problems({
      ...options,
      changed: () => this.changed(),
      language: () => this.language,
    });
  }

  changed(): void {
    this.revision++;
  }

  get recordingsDir(): string {
    return join(this.options.dataDir, 'recordings');
  }

  get serverUrl(): string {
    return this.options.serverFlag ?? this.options.settings.serverUrl ?? this.options.bundledServer ?? '';
  }

  /** What typed text is read with: the chosen layout, else the detected one, else US. */
  get keyboardLayout(): LayoutId {
    return this.options.settings.keyboardLayout ?? this.options.detectedKeyboardLayout ?? 'us';
  }

  get language(): UiLanguage {
    return this.options.settings.language ?? this.options.systemLanguage;
  }

  get connected(): boolean {
    return this.serverUrl !== '' && this.connection.connectedTo(this.serverUrl);
  }

  async init(): Promise<void> {
    await ensureDir(this.recordingsDir);
    await this.connection.load();
    const [latest] = await RecordingJournal.unfinished(this.recordingsDir);
    if (latest) {
      if (latest.status === 'recording') await latest.setStatus('stopped');
      if (latest.stepCount === 0) await latest.destroy();
      else {
        this.journal = latest;
        this.recovered = true;
      }
    }
    if (this.connected) void this.connection.refreshSettings();
  }

  get screen(): Screen {
    if (this.upload.status === 'done') return 'done';
    if (this.upload.status !== 'idle') return 'uploading';
    if (this.countdownEndsAt !== null) return 'countdown';
    if (this.journal?.status === 'recording') return 'recording';
    if (this.journal) return 'review';
    return this.connected ? 'ready' : 'connect';
  }

  async saveSettings(patch: Settings): Promise<void> {
    const next = { ...this.options.settings, ...patch };
    this.options.settings = next;
    await writeSettings(this.options.dataDir, next);
    this.connection.cancelFlow();
    if (this.connected) void this.connection.refreshSettings();
    this.changed();
  }

  private requireServer(): string {
    if (!this.serverUrl) throw new ActionError('Enter the server address first.', 400);
    return this.serverUrl;
  }

  async startConnect(): Promise<void> {
    const state = await this.connection.startCodeFlow(this.requireServer());
    if (state.verificationUrl) void this.connection.openVerification(state.verificationUrl);
  }

  async openConnectPage(): Promise<void> {
    const url = this.connection.connect.verificationUrl;
    if (!url) throw new ActionError('There is no code to confirm.');
    await this.connection.openVerification(url);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.connection.signIn(this.requireServer(), email, password);
    this.changed();
  }

  async disconnect(): Promise<void> {
    this.connection.cancelFlow();
    await this.connection.disconnect();
  }

  startRecording(keepTypedText: boolean): void {
    if (this.journal) throw new ActionError('A recording is already open.');
    if (!this.connected) throw new ActionError('Connect the recorder first.');
    const problem = this.problems.list[0];
    if (problem) throw new ActionError(problem.error, 409);
    // Without an X display the hook cannot start (and libuiohook would end the process).
    if (process.platform === 'linux' && !process.env.DISPLAY)
      throw new ActionError('No X display (DISPLAY is not set): the recorder needs an X11 session.', 409);
    this.keepTypedText = keepTypedText;
    this.notice = null;
    // The organization may have changed its do-not-show terms since the start: read them again.
    void this.connection.refreshSettings();
    this.countdownEndsAt = Date.now() + (this.options.countdownMs ?? 3000);
    this.countdownTimer = setTimeout(() => {
      void this.beginCapture().catch((error: unknown) => {
        this.countdownEndsAt = null;
        if (error instanceof NativeModuleError) this.problems.report(error);
        else this.notice = (error as Error).message;
        this.options.log(`start: ${(error as Error).stack ?? String(error)}`);
        this.changed();
      });
    }, this.options.countdownMs ?? 3000);
    this.changed();
  }

  cancelCountdown(): void {
    if (this.countdownTimer) clearTimeout(this.countdownTimer);
    this.countdownEndsAt = null;
    this.changed();
  }

  private async beginCapture(): Promise<void> {
    const id = randomUUID();
    const journal = await RecordingJournal.create(this.recordingsDir, {
      id,
      idempotencyKey: id,
      startedAt: Date.now(),
      keepTypedText: this.keepTypedText,
      recorderVersion: RECORDER_VERSION,
    });
    const settings = this.connection.settings;
    const session: CaptureSession = new CaptureSession({
      journal,
      keepTypedText: this.keepTypedText,
      redactionTerms: settings?.redactionTerms ?? [],
      hideTypedEmails: settings?.hideTypedEmails ?? true,
      keyboard: { layout: KEYBOARD_LAYOUTS[this.keyboardLayout], windows: process.platform === 'win32' },
      onChange: () => {
        this.redaction.sync(journal);
        this.changed();
        // The upload format takes at most 200 steps: the recording ends there, nothing is lost.
        if (journal.stepCount >= RECORDING_MAX_STEPS && this.session === session) {
          this.notice = 'MAX_STEPS';
          void this.stopRecording();
        }
      },
      onStopShortcut: () => void this.stopRecording(),
      onWithheldText: this.redaction.begin(journal),
      log: this.options.log,
    });
    this.journal = journal;
    this.session = session;
    this.paused = false;
    this.recovered = false;
    this.countdownEndsAt = null;
    // A start that failed (a native module, app/problems.ts) leaves no empty recording to review.
    await session.start().catch(async (error: unknown) => {
      [this.session, this.journal] = [null, null];
      await journal.destroy();
      throw error;
    });
    this.options.log(`recording ${id} started`);
    // The indicator stays above the recorded application while recording (app/keepOnTop.ts).
    holdOnTop(this.options.keepOnTop ?? keepOnTop, OWN_WINDOW_TITLE, true, this.options.log);
    this.changed();
  }

  setPaused(paused: boolean): void {
    if (!this.session) throw new ActionError('Nothing is being recorded.');
    this.paused = paused;
    this.session.setPaused(paused);
    this.changed();
  }

  async stopRecording(): Promise<void> {
    const session = this.session;
    const journal = this.journal;
    if (!session || !journal) return;
    this.session = null;
    holdOnTop(this.options.keepOnTop ?? keepOnTop, OWN_WINDOW_TITLE, false, this.options.log);
    await session.stop();
    await journal.setStatus('stopped');
    this.options.log(`recording ${journal.meta.id} stopped with ${journal.stepCount} steps`);
    if (journal.stepCount === 0) {
      await journal.destroy();
      this.journal = null;
      this.notice = 'NO_STEPS';
    }
    this.changed();
  }

  /** Click→PNG times of the running session (the figures' bench reads them). */
  captureTimes(): number[] {
    return this.session?.captureTimes ?? [];
  }

  async deleteStep(image: string): Promise<void> {
    if (!this.journal || this.journal.status === 'recording') throw new ActionError('No recording to edit.');
    if (!this.journal.snapshot().steps.some((step) => step.image === image))
      throw new ActionError('No such step.', 404);
    await this.journal.remove(image);
    this.changed();
  }

  async discard(): Promise<void> {
    if (this.session) await this.stopRecording();
    this.uploadAbort?.abort();
    await this.journal?.destroy();
    this.journal = null;
    this.recovered = false;
    this.upload = { status: 'idle', sent: 0, total: 0, attempts: 0 };
    await this.loadNextUnfinished();
    this.changed();
  }

  private async loadNextUnfinished() {
    const [next] = await RecordingJournal.unfinished(this.recordingsDir);
    if (next && next.stepCount > 0) {
      this.journal = next;
      this.recovered = true;
    }
  }

  /** Create article: the upload runs in the background; the UI follows `upload`. */
  async createArticle(): Promise<void> {
    const journal = this.journal;
    if (!journal || journal.status === 'recording') throw new ActionError('Stop the recording first.');
    if (journal.stepCount === 0) throw new ActionError('The recording has no steps left.', 400);
    if (!this.connected || !this.connection.stored) throw new ActionError('Connect the recorder first.');
    if (this.upload.status === 'uploading' || this.upload.status === 'waiting') return;
    const { serverUrl, token } = this.connection.stored;
    await journal.setStatus('uploading');
    this.upload = { status: 'uploading', sent: 0, total: 0, attempts: 1 };
    this.uploadAbort = new AbortController();
    this.changed();
    void uploadRedacted(this.redaction, journal, {
      server: serverUrl,
      token,
      imagePath: (image) => journal.imagePath(image),
      signal: this.uploadAbort.signal,
      ...this.options.uploadDelays,
      onProgress: (sent, total) => {
        this.upload = { ...this.upload, status: 'uploading', sent, total, message: undefined };
        this.changed();
      },
      onRetry: (attempt, error, delay) => {
        this.options.log(
          `upload try ${attempt} failed (${error.status}): ${error.message}; next in ${delay} ms`,
        );
        this.upload = { ...this.upload, status: 'waiting', attempts: attempt + 1, message: error.message };
        this.changed();
      },
    })
      .then(async (outcome) => {
        if (this.journal !== journal) return;
        if (outcome.kind === 'done') {
          await journal.setStatus('uploaded', outcome.articleId);
          // Nothing of it stays on this computer once the server has it (issue 44 item 3): the
          // done screen reads the steps kept in memory.
          await journal.destroy();
          this.upload = { ...this.upload, status: 'done', articleId: outcome.articleId, message: undefined };
          this.options.log(`recording ${journal.meta.id} uploaded as article ${outcome.articleId}`);
        } else if (outcome.kind === 'unauthorized') {
          await journal.setStatus('stopped');
          this.upload = { status: 'idle', sent: 0, total: 0, attempts: 0 };
          this.notice = 'DISCONNECTED';
          await this.connection.forget(outcome.message);
        } else if (outcome.kind === 'refused') {
          await journal.setStatus('stopped');
          this.upload = { ...this.upload, status: 'failed', message: outcome.message };
        }
        this.changed();
      })
      .catch((error: unknown) => {
        this.options.log(`upload: ${(error as Error).stack ?? String(error)}`);
        this.upload = { ...this.upload, status: 'failed', message: (error as Error).message };
        this.changed();
      });
  }

  /** Back from a failed upload to the review. */
  backToReview(): void {
    if (this.upload.status !== 'failed') throw new ActionError('Nothing to go back from.');
    this.upload = { status: 'idle', sent: 0, total: 0, attempts: 0 };
    this.changed();
  }

  articleUrl(): string | null {
    const id = this.upload.articleId;
    return id && this.connection.stored ? `${this.connection.stored.serverUrl}/articles/${id}` : null;
  }

  async openArticle(): Promise<void> {
    const url = this.articleUrl();
    if (!url) throw new ActionError('No article yet.');
    await openInBrowser(url);
  }

  /** After "done": the next recording (or the next unfinished one). */
  async next(): Promise<void> {
    if (this.upload.status !== 'done') throw new ActionError('The upload has not finished.');
    if (this.journal) await this.journal.destroy();
    this.journal = null;
    this.recovered = false;
    this.upload = { status: 'idle', sent: 0, total: 0, attempts: 0 };
    await this.loadNextUnfinished();
    this.changed();
  }

  async shutdown(): Promise<void> {
    if (this.session) await this.stopRecording();
    this.uploadAbort?.abort();
    this.connection.cancelFlow();
  }
}
