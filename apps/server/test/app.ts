import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { JobQueue } from '../src/jobs/types';
import { ManualClock } from '../src/lib/clock';
import type { Mailer } from '../src/lib/mail/mailer';
import { openTestDatabase } from './database';
import { memoryMailer } from './mail';
import { listen } from './socket';

export type TestApp = {
  app: App;
  clock: ManualClock;
  mailer: ReturnType<typeof memoryMailer>;
  /** The app's job queue: `await jobs.runUntilIdle()` runs what requests enqueued (no worker runs by default). */
  jobs: JobQueue;
  /** The app's database; pass it to another createTestApp to run a second server on it. */
  database: Database;
  close(): Promise<void>;
};

/**
 * A translation service for tests that add translation languages but never run a translation:
 * the AI, at a loopback address nothing answers (a run would fail with SERVICE_UNAVAILABLE).
 */
export const TRANSLATION_ENV = {
  TRANSLATION_PROVIDER: 'ai',
  AI_BASE_URL: 'http://127.0.0.1:9/v1',
  AI_API_KEY: 'not-used',
};

/**
 * The real app on a database of its own. Pass `env` to change configuration
 * (e.g. SMTP_URL to send through a loopback SMTP server instead of the in-memory mailer; a key set
 * to undefined, such as PUBLIC_URL, is left unset).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string | undefined>;
    mailer?: Mailer;
    startWorker?: boolean;
    database?: Database;
    /** Receives the server's log lines (set LOG_LEVEL in env to see more than errors). */
    logStream?: { write(line: string): void };
    /**
     * Serves a stand-in of the built web app (an index.html saying `WEB APP`) as production serves
     * apps/web/dist: for what must not fall through to the app's page, or must reach it.
     */
    serveWeb?: boolean;
  } = {},
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
    RATE_LIMIT_LOGIN_PER_CLIENT_PER_MINUTE: '1000',
    RATE_LIMIT_RESET_PER_CLIENT_PER_HOUR: '1000',
    // Tests send concurrent requests from one inject address; the gate's own test narrows these.
    PASSWORD_HASH_QUEUE: '1000',
    PASSWORD_HASH_PER_CLIENT: '1000',
    // Each test file's database starts empty: its first user would otherwise be a super admin
    // (the install's default). The first-run tests turn it back on.
    FIRST_ACCOUNT_SUPER_ADMIN: 'false',
    ...(options.serveWeb ? { WEB_DIST_DIR: webStandIn(dataDir) } : {}),
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const clock = new ManualClock();
  const mailer = memoryMailer();
  const app = await buildApp({
    config,
    database,
    clock,
    mailer: options.mailer ?? (options.env?.SMTP_URL ? undefined : mailer),
    startWorker: options.startWorker,
    logStream: options.logStream,
    serveWeb: options.serveWeb,
  });
  await app.ready();
  return {
    app,
    clock,
    mailer,
    jobs: app.ctx.jobs,
    database,
    async close() {
      await app.close();
      // A database handed in belongs to the app it came from.
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function webStandIn(dataDir: string): string {
  const dist = path.join(dataDir, 'web-dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>WEB APP</title><div id="root"></div>');
  return dist;
}

/** A test app listening on a loopback port of its own: for tests that need a real socket. */
export type ListeningTestApp = TestApp & { port: number };

/** createTestApp (the same options), then listening on 127.0.0.1 at a free port, `t.port`. */
export async function listeningTestApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<ListeningTestApp> {
  const t = await createTestApp(options);
  try {
    return { ...t, port: await listen(t.app) };
  } catch (error) {
    await t.close();
    throw error;
  }
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Settings that point the app's AI at a stand-in (test/aiStandIn.ts), with a short call timeout. */
export const aiEnv = (ai: { url: string }) => ({
  AI_BASE_URL: ai.url,
  AI_API_KEY: 'stand-in-key',
  AI_MODEL: 'stand-in-model',
  AI_TIMEOUT_MS: '1500',
});

/**
 * Runs the queue until nothing is left, moving the clock past the retry backoff in between, so a
 * job that failed once (an AI outage, a lost render) gets its retries within the test.
 */
export async function drainJobs(t: TestApp, rounds = 6): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await t.jobs.runUntilIdle();
    t.clock.advance(10 * 60_000);
  }
}
