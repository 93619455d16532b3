import { join } from 'node:path';
import type { LayoutId } from '../capture/keyboardLayouts';
import type { UiLanguage } from '../i18n/messages';
import { RecordingRedaction } from '../redaction/recordingRedaction';
import { RecordingJournal } from '../store/journal';
import { ensureDir } from '../store/secureFile';
import { ActionError } from './actionError';
import { type Settings, writeSettings } from './config';
import { Connection } from './connection';
import { Problems } from './problems';
import { RecordingSession } from './recordingSession';
import { type Screen, screenOf } from './screen';
import { UploadFlow, type UploadState } from './uploadFlow';

/**
 * The recorder's state and every action the control UI can take, one recording at a time. The
 * parts live beside it: the screens (screen.ts), the recording from countdown to stop
 * (recordingSession.ts) and the upload (uploadFlow.ts); the controller holds what they share (the
 * open recording, the connection, the notice) and is the one object the UI and main.ts talk to.
 */

export type { Screen } from './screen';
export type { UploadState } from './uploadFlow';

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
  readonly recording = new RecordingSession(this);
  readonly uploads = new UploadFlow(this);
  journal: RecordingJournal | null = null;
  recovered = false;
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

  get upload(): UploadState {
    return this.uploads.state;
  }

  get countdownEndsAt(): number | null {
    return this.recording.countdownEndsAt;
  }

  get paused(): boolean {
    return this.recording.paused;
  }

  get keepTypedText(): boolean {
    return this.recording.keepTypedText;
  }

  get screen(): Screen {
    return screenOf({
      upload: this.upload.status,
      countingDown: this.countdownEndsAt !== null,
      journal: this.journal,
      connected: this.connected,
    });
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
    this.recording.start(keepTypedText);
  }

  cancelCountdown(): void {
    this.recording.cancelCountdown();
  }

  setPaused(paused: boolean): void {
    this.recording.setPaused(paused);
  }

  stopRecording(): Promise<void> {
    return this.recording.stop();
  }

  /** Click→PNG times of the running session (the figures' bench reads them). */
  captureTimes(): number[] {
    return this.recording.captureTimes();
  }

  async deleteStep(image: string): Promise<void> {
    if (!this.journal || this.journal.status === 'recording') throw new ActionError('No recording to edit.');
    if (!this.journal.snapshot().steps.some((step) => step.image === image))
      throw new ActionError('No such step.', 404);
    await this.journal.remove(image);
    this.changed();
  }

  async discard(): Promise<void> {
    if (this.recording.capturing) await this.recording.stop();
    this.uploads.abort();
    await this.journal?.destroy();
    await this.closeRecording();
  }

  /** Create article: the upload runs in the background; the UI follows `upload`. */
  createArticle(): Promise<void> {
    return this.uploads.start();
  }

  /** Back from a failed upload to the review. */
  backToReview(): void {
    this.uploads.backToReview();
  }

  articleUrl(): string | null {
    return this.uploads.articleUrl();
  }

  openArticle(): Promise<void> {
    return this.uploads.openArticle();
  }

  /** After "done": the next recording (or the next unfinished one). */
  async next(): Promise<void> {
    if (this.upload.status !== 'done') throw new ActionError('The upload has not finished.');
    if (this.journal) await this.journal.destroy();
    await this.closeRecording();
  }

  /** The open recording is gone: back to ready, or to the next unfinished one. */
  private async closeRecording(): Promise<void> {
    this.journal = null;
    this.recovered = false;
    this.uploads.reset();
    const [next] = await RecordingJournal.unfinished(this.recordingsDir);
    if (next && next.stepCount > 0) {
      this.journal = next;
      this.recovered = true;
    }
    this.changed();
  }

  async shutdown(): Promise<void> {
    if (this.recording.capturing) await this.recording.stop();
    this.uploads.abort();
    this.connection.cancelFlow();
  }
}
