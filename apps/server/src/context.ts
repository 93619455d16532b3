import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeBus } from './changes/bus';
import type { Config } from './config';
import type { Db } from './db/client';
import type { JobQueue } from './jobs/types';
import type { AiClient } from './lib/ai';
import type { Clock } from './lib/clock';
import type { TokenService } from './lib/jwt';
import type { Mailer } from './lib/mail/mailer';
import type { Storage } from './lib/storage';
import type { Transcriber } from './lib/transcription';
import type { TrustedOrigin } from './lib/trustedOrigin';
import type { WorkGate } from './lib/workGate';
// Types only, from files that import no module's routes: no module reaches back here through them.
import type { StripeClient } from './modules/billing/payments/stripe';
import type { TranslationProvider } from './modules/translations/providers/types';

/**
 * What every module's routes and job handlers receive: the shared services, built once per process
 * by the composition root (app/context.ts). A type only, so that modules import it without
 * importing what builds it.
 */
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
  /** Enqueue long work here; handlers are registered in app/jobHandlers.ts. */
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
