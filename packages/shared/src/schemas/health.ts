import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.literal('ok') });

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
  /** Paid plans are billed online (Stripe); false: choosing a plan activates it without payment. */
  onlinePayments: z.boolean(),
});
export type PublicConfig = z.infer<typeof ZPublicConfig>;
