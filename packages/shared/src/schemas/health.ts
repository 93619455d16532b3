import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.literal('ok') });

/**
 * `GET /v1/health/ready`: whether this process can serve requests, its database and file storage
 * answering (200), or not (503 with `message`, `code` and `Retry-After`). `mail` is the SMTP server
 * (`off` without SMTP_URL); it is reported but does not make the process unready, since mails are
 * sent by jobs that retry. `worker` is this process's job worker: `off` when it runs none
 * (WORKER=off), `failing` when it cannot reach the jobs table.
 */
export const ZReadinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  storage: z.enum(['ok', 'unavailable']),
  mail: z.enum(['ok', 'unavailable', 'off']),
  worker: z.enum(['running', 'failing', 'off']),
});
export const ZReadinessUnavailable = ZReadinessResponse.extend({ message: z.string(), code: z.string() });

/** Public, non-secret settings the web app needs before sign-in (legal links, contact addresses, what the server can do). */
export const ZPublicConfig = z.object({
  supportEmail: z.string(),
  salesEmail: z.string(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
  refundUrl: z.string(),
  chromeExtensionUrl: z.string(),
  desktopRecorderUrl: z.string(),
  /** An AI is configured: smart edit and other AI features can work (otherwise they answer 503). */
  aiConfigured: z.boolean(),
  /** A speech-to-text service is configured: narrations can be transcribed (again). */
  transcriptionConfigured: z.boolean(),
  /** Which service translates articles (TRANSLATION_PROVIDER), or null: translations are written by hand. */
  translationProvider: z.enum(['ai', 'deepl', 'libretranslate']).nullable(),
  /** Paid plans are billed online (Stripe); false: choosing a plan activates it without payment. */
  onlinePayments: z.boolean(),
  /**
   * Nobody has registered on this install yet, and the first account will be its super admin:
   * /register welcomes the person setting it up.
   */
  firstRun: z.boolean(),
});
export type PublicConfig = z.infer<typeof ZPublicConfig>;
