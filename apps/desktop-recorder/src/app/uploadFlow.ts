import type { RecordingRedaction } from '../redaction/recordingRedaction';
import type { RecordingJournal } from '../store/journal';
import { uploadRedacted } from '../upload/redactedUpload';
import { ActionError } from './actionError';
import type { Connection } from './connection';
import { openInBrowser } from './openBrowser';

export type UploadState = {
  status: 'idle' | 'uploading' | 'waiting' | 'failed' | 'disconnected' | 'done';
  sent: number;
  total: number;
  attempts: number;
  message?: string;
  articleId?: string;
};

const idle = (): UploadState => ({ status: 'idle', sent: 0, total: 0, attempts: 0 });

/** What the upload needs of the controller: the connection, the redaction, and the open recording. */
export type UploadHost = {
  readonly options: {
    log: (message: string) => void;
    uploadDelays?: { firstDelayMs: number; maxDelayMs: number };
  };
  readonly connection: Connection;
  readonly redaction: RecordingRedaction;
  readonly connected: boolean;
  readonly journal: RecordingJournal | null;
  notice: string | null;
  changed(): void;
};

/**
 * Create article: a reviewed recording goes to the server in the background (redacted, retried
 * with backoff), and the control UI follows `state` through uploading, waiting, failed and done.
 */
export class UploadFlow {
  state: UploadState = idle();
  private abortController: AbortController | null = null;

  constructor(private readonly host: UploadHost) {}

  get running(): boolean {
    return this.state.status === 'uploading' || this.state.status === 'waiting';
  }

  async start(): Promise<void> {
    const host = this.host;
    const journal = host.journal;
    if (!journal || journal.status === 'recording') throw new ActionError('Stop the recording first.');
    if (journal.stepCount === 0) throw new ActionError('The recording has no steps left.', 400);
    if (!host.connected || !host.connection.stored) throw new ActionError('Connect the recorder first.');
    if (this.running) return;
    const { serverUrl, token } = host.connection.stored;
    await journal.setStatus('uploading');
    this.state = { status: 'uploading', sent: 0, total: 0, attempts: 1 };
    this.abortController = new AbortController();
    host.changed();
    void uploadRedacted(host.redaction, journal, {
      server: serverUrl,
      token,
      imagePath: (image) => journal.imagePath(image),
      signal: this.abortController.signal,
      ...host.options.uploadDelays,
      onProgress: (sent, total) => {
        this.state = { ...this.state, status: 'uploading', sent, total, message: undefined };
        host.changed();
      },
      onRetry: (attempt, error, delay) => {
        host.options.log(
          `upload try ${attempt} failed (${error.status}): ${error.message}; next in ${delay} ms`,
        );
        this.state = { ...this.state, status: 'waiting', attempts: attempt + 1, message: error.message };
        host.changed();
      },
    })
      .then(async (outcome) => {
        if (host.journal !== journal) return;
        if (outcome.kind === 'done') {
          await journal.setStatus('uploaded', outcome.articleId);
          // Nothing of it stays on this computer once the server has it (issue 44 item 3): the
          // done screen reads the steps kept in memory.
          await journal.destroy();
          this.state = { ...this.state, status: 'done', articleId: outcome.articleId, message: undefined };
          host.options.log(`recording ${journal.meta.id} uploaded as article ${outcome.articleId}`);
        } else if (outcome.kind === 'unauthorized') {
          await journal.setStatus('stopped');
          this.state = idle();
          host.notice = 'DISCONNECTED';
          await host.connection.forget(outcome.message);
        } else if (outcome.kind === 'refused') {
          await journal.setStatus('stopped');
          this.state = { ...this.state, status: 'failed', message: outcome.message };
        }
        host.changed();
      })
      .catch((error: unknown) => {
        host.options.log(`upload: ${(error as Error).stack ?? String(error)}`);
        this.state = { ...this.state, status: 'failed', message: (error as Error).message };
        host.changed();
      });
  }

  /** Back from a failed upload to the review. */
  backToReview(): void {
    if (this.state.status !== 'failed') throw new ActionError('Nothing to go back from.');
    this.state = idle();
    this.host.changed();
  }

  /** Stops an upload in flight (discard, quit); the journal keeps what the server has not confirmed. */
  abort(): void {
    this.abortController?.abort();
  }

  reset(): void {
    this.state = idle();
  }

  articleUrl(): string | null {
    const id = this.state.articleId;
    const stored = this.host.connection.stored;
    return id && stored ? `${stored.serverUrl}/articles/${id}` : null;
  }

  async openArticle(): Promise<void> {
    const url = this.articleUrl();
    if (!url) throw new ActionError('No article yet.');
    await openInBrowser(url);
  }
}
