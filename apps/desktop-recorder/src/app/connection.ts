import { readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { RecorderSettings } from '@support/shared';
import { z } from 'zod';
import {
  ApiError,
  createConnection,
  fetchSettings,
  login,
  type Platform,
  pollToken,
  signOut,
} from '../connect/api';
import { writeFileAtomic } from '../store/secureFile';
import { openInBrowser } from './openBrowser';

/**
 * The recorder's link to one account: the token (owner-only `connection.json` in the data dir)
 * and the code flow of contract item 1 that obtains it. Polling starts at 2 s and slows to 10 s;
 * an unreachable server is retried on the same schedule until the code expires.
 */

const ZStored = z.object({
  serverUrl: z.string(),
  token: z.string(),
  organizationName: z.string().default(''),
  email: z.string().default(''),
});
export type StoredConnection = z.infer<typeof ZStored>;

export type ConnectState = {
  status: 'idle' | 'starting' | 'pending' | 'expired' | 'error';
  code?: string;
  verificationUrl?: string;
  expiresAt?: string;
  message?: string;
  /** Whether the verification page opened in a browser; the UI says so only when it did. */
  browserOpened?: boolean;
};

const platformOf = (): Platform =>
  process.platform === 'win32' ? 'win32' : process.platform === 'darwin' ? 'darwin' : 'linux';

export class Connection {
  stored: StoredConnection | null = null;
  settings: RecorderSettings | null = null;
  connect: ConnectState = { status: 'idle' };
  /** Set when the server answered 401: the token was revoked in settings. */
  revokedMessage: string | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private settingsCheckedAt = 0;
  private flow = 0;

  constructor(
    private readonly dataDir: string,
    private readonly log: (message: string) => void,
    private readonly onChange: () => void,
    readonly pollFirstMs = 2000,
  ) {}

  private get path() {
    return join(this.dataDir, 'connection.json');
  }

  async load(): Promise<void> {
    try {
      this.stored = ZStored.parse(JSON.parse(await readFile(this.path, 'utf8')));
    } catch {
      this.stored = null;
    }
  }

  /** Connected to `server` (a token for another server does not count). */
  connectedTo(server: string): boolean {
    return this.stored !== null && this.stored.serverUrl === server;
  }

  private async save(stored: StoredConnection) {
    this.stored = stored;
    this.revokedMessage = null;
    await writeFileAtomic(this.path, JSON.stringify(stored));
  }

  async forget(revokedMessage: string | null = null): Promise<void> {
    this.stored = null;
    this.settings = null;
    this.revokedMessage = revokedMessage;
    await rm(this.path, { force: true });
    this.onChange();
  }

  /**
   * The person disconnects the recorder: forgotten here at once, then revoked on the server. Best
   * effort: offline, the token still ends in settings' Disconnect, or after its days unused.
   */
  async disconnect(): Promise<void> {
    const stored = this.stored;
    await this.forget();
    if (!stored) return;
    await signOut(stored.serverUrl, stored.token).catch((error: unknown) =>
      this.log(`disconnect: ${(error as Error).message}`),
    );
  }

  /** Opens the code's page and notes whether that worked (the code screen words it so). */
  async openVerification(url: string): Promise<void> {
    const opened = await openInBrowser(url);
    if (!opened) this.log('the connect page could not be opened in a browser');
    if (this.connect.verificationUrl !== url) return;
    this.connect = { ...this.connect, browserOpened: opened };
    this.onChange();
  }

  /**
   * While the ready screen says the organization cannot create more articles, the settings are
   * read again every `intervalMs` (the UI's polls drive it): a plan chosen in the web app then
   * clears the warning at once, not only at the next Start.
   */
  recheckWhileBlocked(intervalMs: number): void {
    if (this.settings?.canCreateArticle !== false) return;
    const now = Date.now();
    if (now - this.settingsCheckedAt < intervalMs) return;
    this.settingsCheckedAt = now;
    void this.refreshSettings();
  }

  /** Loads the organization's settings; a 401 means the token is gone. */
  async refreshSettings(): Promise<void> {
    if (!this.stored) return;
    try {
      this.settings = await fetchSettings(this.stored.serverUrl, this.stored.token);
      if (this.stored.organizationName !== this.settings.organizationName) {
        await this.save({ ...this.stored, organizationName: this.settings.organizationName });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await this.forget(error.message);
      else this.log(`settings: ${(error as Error).message}`);
    }
    this.onChange();
  }

  cancelFlow(): void {
    this.flow++;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    this.connect = { status: 'idle' };
  }

  /** Starts the code flow: a new code, then polling until confirmed or expired. */
  async startCodeFlow(server: string): Promise<ConnectState> {
    this.cancelFlow();
    const flow = this.flow;
    this.connect = { status: 'starting' };
    this.onChange();
    try {
      const created = await createConnection(server, platformOf(), hostname());
      if (flow !== this.flow) return this.connect;
      this.connect = {
        status: 'pending',
        code: created.code,
        verificationUrl: created.verificationUrl,
        expiresAt: created.expiresAt,
      };
      this.schedulePoll(server, created.connectionId, created.secret, flow, this.pollFirstMs);
    } catch (error) {
      this.connect = { status: 'error', message: (error as Error).message };
    }
    this.onChange();
    return this.connect;
  }

  private schedulePoll(server: string, connectionId: string, secret: string, flow: number, delay: number) {
    this.pollTimer = setTimeout(async () => {
      if (flow !== this.flow) return;
      let next = Math.min(10_000, Math.round(delay * 1.5));
      try {
        const result = await pollToken(server, connectionId, secret);
        if (flow !== this.flow) return;
        if (result.status === 'CONFIRMED') {
          await this.save({
            serverUrl: server,
            token: result.token.token,
            organizationName: result.token.organizationName,
            email: result.token.user.email ?? '',
          });
          this.connect = { status: 'idle' };
          this.onChange();
          await this.refreshSettings();
          return;
        }
        if (result.status !== 'PENDING') {
          this.connect = { ...this.connect, status: 'expired', message: result.message };
          this.onChange();
          return;
        }
      } catch (error) {
        this.log(`connect poll: ${(error as Error).message}`);
        next = Math.min(10_000, delay * 2);
      }
      const expires = Date.parse(this.connect.expiresAt ?? '');
      if (Number.isFinite(expires) && Date.now() > expires + 5000) {
        this.connect = { ...this.connect, status: 'expired' };
        this.onChange();
        return;
      }
      this.schedulePoll(server, connectionId, secret, flow, next);
    }, delay);
    this.pollTimer.unref();
  }

  /** The fallback: e-mail and password. */
  async signIn(server: string, email: string, password: string): Promise<void> {
    const { token, organizationName } = await login(server, email, password, {
      platform: platformOf(),
      name: hostname(),
    });
    this.cancelFlow();
    await this.save({ serverUrl: server, token, organizationName, email });
    await this.refreshSettings();
  }
}
