/** Connecting the desktop recorder by code: the bodies and answers of contract/desktopRecorder.ts. */
import { z } from 'zod';
import { DESKTOP_PLATFORMS } from './auth';

/** A connection code as shown (`ABCD-EFGH`) or typed (any case, with or without the dash, spaces). */
export const DESKTOP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ZCode = z
  .string()
  .max(40)
  .transform((code) => code.toUpperCase().replace(/[\s-]/g, ''))
  .refine((code) => /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/.test(code), {
    message: 'The code has 8 letters and digits, like ABCD-EFGH',
  });

export const ZDesktopConnectionRequest = z.object({
  platform: z.enum(DESKTOP_PLATFORMS, { message: 'platform is win32, darwin or linux' }),
  /** The computer's name, shown on the confirm page so the person recognises it. */
  device: z.string().trim().max(200).optional(),
});

export const ZDesktopConnection = z.object({
  connectionId: z.uuid(),
  /** `ABCD-EFGH`: shown by the recorder, typed or followed in the browser. */
  code: z.string(),
  /** Only the recorder knows it: the token is handed to whoever shows it with the connection id. */
  secret: z.string(),
  expiresAt: z.iso.datetime(),
  /** `<PUBLIC_URL>/connect-desktop?code=ABCD-EFGH` (the server's trusted origin). */
  verificationUrl: z.string(),
});

export const ZDesktopTokenRequest = z.object({
  connectionId: z.uuid({ message: 'Unknown connection' }),
  secret: z.string().min(1).max(200),
});

export const ZDesktopToken = z.object({
  token: z.string(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  user: z.object({ email: z.string(), name: z.string() }),
});

/** 202 while the person has not confirmed the code yet. */
export const ZDesktopTokenPending = z.object({ message: z.string(), status: z.literal('PENDING') });

export const ZDesktopTokenAnswer = z.union([ZDesktopToken, ZDesktopTokenPending]);

export const ZDesktopCodeParams = z.object({ code: ZCode });

/** What the confirm page shows of the recorder asking to connect. */
export const ZPendingDesktopConnection = z.object({
  platform: z.enum(DESKTOP_PLATFORMS),
  device: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});

export const ZDesktopConfirmRequest = z.object({
  code: ZCode,
  organizationId: z.uuid({ message: 'Choose an organization' }),
});

export const ZDesktopConfirmed = z.object({
  message: z.string(),
  organizationId: z.uuid(),
  organizationName: z.string(),
});
