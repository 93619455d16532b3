import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ChangeBus, createChangeBus } from './changes/bus';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createJobQueue } from './jobs/queue';
import type { JobQueue } from './jobs/types';
import type { JobLogger } from './jobs/wake';
import { type AiClient, createAiClient } from './lib/ai';
import { type Clock, systemClock } from './lib/clock';
import { createTokenService, type TokenService } from './lib/jwt';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { createStorage, type Storage } from './lib/storage';
import { createTranscriber, type Transcriber } from './lib/transcription';
import { createTrustedOrigin, type TrustedOrigin } from './lib/trustedOrigin';
import { createWorkGate, type WorkGate } from './lib/workGate';
import { createStripeClient, type StripeClient } from './modules/billing';
import { createTranslationProvider, type TranslationProvider } from './modules/translations/providers';
import { createAuthenticate } from './plugins/authenticate';

/** What every module's routes and job handlers receive: the shared services, built once per process. */
export type AppContext = {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  tokens: TokenService;
  storage: Storage;
  /** The origin of every absolute link (mails, pages, payment returns): never an unchecked Host. */
  origin: TrustedOrigin;
  /** Change events: changes recorded in their transaction, heard in this process and every other one. */
  changes: ChangeBus;
  /** Enqueue long work here; handlers are registered in jobs/handlers.ts. */
  jobs: JobQueue;
  /** The configured AI (AI_BASE_URL/AI_API_KEY), or null: built once for routes and jobs alike. */
  ai: AiClient | null;
  /** The narrations' speech to text (TRANSCRIPTION_* or the AI's server), or null: kept untranscribed. */
  transcriber: Transcriber | null;
  /** The configured translation service (TRANSLATION_PROVIDER), or null: languages cannot be added. */
  translator: TranslationProvider | null;
  /** Stripe's client when STRIPE_SECRET_KEY is set, or null (plans are then activated without payment). */
  stripe: StripeClient | null;
  /** Every request that hashes or checks a password runs through it (lib/workGate). */
  passwordGate: WorkGate;
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

export type ContextOptions = {
  config: Config;
  database: Database;
  logger: JobLogger;
  clock?: Clock;
  mailer?: Mailer;
};

/**
 * Builds the context the HTTP server and the `worker` process share. The caller registers the job
 * handlers (jobs/handlers.ts) and decides whether this process runs jobs.
 */
export async function createContext(
  options: ContextOptions,
): Promise<{ ctx: AppContext; close(): Promise<void> }> {
  const { config, database, logger } = options;
  const clock = options.clock ?? systemClock;
  const db = database.db;
  const tokens = createTokenService({
    secret: config.jwtSecret,
    ttlDays: config.jwtTtlDays,
    recorderIdleDays: config.desktopRecorderTokenDays,
    now: () => clock.now(),
  });
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger: logger as never,
    });
  const storage = await createStorage(config, clock);
  const jobs = createJobQueue({
    db,
    kind: database.kind,
    clock,
    logger,
    ...config.jobs,
    // The test harness opens its PostgreSQL databases itself; without a URL the queue polls.
    listenUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
  });
  // Other servers and workers on the same PostgreSQL hear of changes made here, and back.
  const changes = createChangeBus({
    db,
    connectionString: database.kind === 'postgres' ? config.databaseUrl : undefined,
    logger,
  });
  const ai = createAiClient(config.ai, (error) => logger.warn({ err: error }, 'AI provider call failed'));
  const ctx: AppContext = {
    config,
    changes,
    db,
    clock,
    mailer,
    tokens,
    storage,
    origin: createTrustedOrigin({
      publicUrl: config.publicUrl,
      allowedHosts: config.allowedHosts,
      port: config.port,
      log: logger,
    }),
    jobs,
    ai,
    transcriber: createTranscriber(config.transcription, {
      onError: (error) => logger.warn({ err: error }, 'transcription call failed'),
    }),
    translator: createTranslationProvider(config.translation, ai),
    stripe: await createStripeClient(config.billing.stripe),
    passwordGate: createWorkGate({
      ...config.passwordHashing,
      perOwner: config.passwordHashing.perClient,
      message: 'Too many sign-ins are being checked right now, please try again in a moment',
    }),
    authenticate: createAuthenticate(db, tokens, clock),
  };
  return {
    ctx,
    // Jobs first: one in flight may still send mail or write files.
    async close() {
      await jobs.stop();
      await changes.close();
      await mailer.close();
      storage.close();
    },
  };
}
