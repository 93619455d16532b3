import { createChangeBus } from '../changes/bus';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { createJobQueue } from '../jobs/queue';
import type { JobLogger } from '../jobs/wake';
import { createAiClient } from '../lib/ai';
import { type Clock, systemClock } from '../lib/clock';
import { createTokenService } from '../lib/jwt';
import { createMailer, type Mailer } from '../lib/mail/mailer';
import { createStorage } from '../lib/storage';
import { createTranscriber } from '../lib/transcription';
import { createTrustedOrigin } from '../lib/trustedOrigin';
import { createWorkGate } from '../lib/workGate';
import { createStripeClient } from '../modules/billing/payments/stripe';
import { createTranslationProvider } from '../modules/translations/providers';
import { createAuthenticate } from '../plugins/authenticate';

export type ContextOptions = {
  config: Config;
  database: Database;
  logger: JobLogger;
  clock?: Clock;
  mailer?: Mailer;
};

/**
 * Builds the context the HTTP server and the `worker` process share. The caller registers the job
 * handlers (app/jobHandlers.ts) and decides whether this process runs jobs.
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
