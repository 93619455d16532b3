import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { JobQueue } from '../src/jobs/types';
import { ManualClock } from '../src/lib/clock';
import type { Mailer } from '../src/lib/mail/mailer';
import { openTestDatabase } from './database';
import { memoryMailer } from './mail';

export type TestApp = {
  app: App;
  clock: ManualClock;
  mailer: ReturnType<typeof memoryMailer>;
  /** The app's job queue: `await jobs.runUntilIdle()` runs what requests enqueued (no worker runs by default). */
  jobs: JobQueue;
  close(): Promise<void>;
};

/**
 * The real app on a database of its own. Pass `env` to change configuration
 * (e.g. SMTP_URL to send through a loopback SMTP server instead of the in-memory mailer; a key set
 * to undefined, such as PUBLIC_URL, is left unset).
 */
export async function createTestApp(
  options: { env?: Record<string, string | undefined>; mailer?: Mailer; startWorker?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'support-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_RESET_PER_HOUR: '1000',
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    ...options.env,
  });
  const database = await openTestDatabase();
  const clock = new ManualClock();
  const mailer = memoryMailer();
  const app = await buildApp({
    config,
    database,
    clock,
    mailer: options.mailer ?? (options.env?.SMTP_URL ? undefined : mailer),
    startWorker: options.startWorker,
  });
  await app.ready();
  return {
    app,
    clock,
    mailer,
    jobs: app.ctx.jobs,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
