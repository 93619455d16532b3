import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.literal('ok') });

/** Public, non-secret settings the web app needs before sign-in (legal links, contact addresses). */
export const ZPublicConfig = z.object({
  supportEmail: z.string(),
  salesEmail: z.string(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
  refundUrl: z.string(),
  chromeExtensionUrl: z.string(),
  desktopRecorderUrl: z.string(),
});
export type PublicConfig = z.infer<typeof ZPublicConfig>;
