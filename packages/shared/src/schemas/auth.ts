import { z } from 'zod';
import { ORGANIZATION_TYPES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ZEmail } from './common';

const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  .max(PASSWORD_MAX_LENGTH);

/** Sign-in never checks the minimum: an old password may be shorter than today's rule. */
const ZAnyPassword = z.string().min(1, { message: 'Password is required' }).max(PASSWORD_MAX_LENGTH);

const ZInviteToken = z.string().min(1).max(200);

export const ZTokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof ZTokenResponse>;

export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    password: ZNewPassword,
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    organizationType: z.enum(ORGANIZATION_TYPES).optional(),
    organizationName: z.string().trim().max(120).optional(),
    inviteToken: ZInviteToken.optional(),
  })
  .refine((body) => body.organizationType !== 'COMPANY' || !!body.organizationName, {
    message: 'Organization name is required',
    path: ['organizationName'],
  });
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: ZAnyPassword,
  inviteToken: ZInviteToken.optional(),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginOrRegisterRequest = z.object({
  email: ZEmail,
  password: ZAnyPassword,
  inviteToken: ZInviteToken.optional(),
});
export type LoginOrRegisterRequest = z.infer<typeof ZLoginOrRegisterRequest>;

export const ZInvitationAuthRequest = z.object({
  email: ZEmail,
  password: ZAnyPassword,
  inviteToken: ZInviteToken,
});
export type InvitationAuthRequest = z.infer<typeof ZInvitationAuthRequest>;

export const ZRequestPasswordResetRequest = z.object({ email: ZEmail });
export type RequestPasswordResetRequest = z.infer<typeof ZRequestPasswordResetRequest>;

export const ZResetPasswordRequest = z.object({
  token: z.string().min(1, { message: 'Invalid reset token' }).max(200),
  password: ZNewPassword,
});
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** BROWSER: a sign-in; DESKTOP_RECORDER: a desktop recorder connected by code (it serves only the recorder's calls, ends after DESKTOP_RECORDER_TOKEN_DAYS unused, revocable). */
export const SESSION_KINDS = ['BROWSER', 'DESKTOP_RECORDER'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** The systems the desktop recorder runs on, as Node's `process.platform` names them. */
export const DESKTOP_PLATFORMS = ['win32', 'darwin', 'linux'] as const;
export type DesktopPlatform = (typeof DESKTOP_PLATFORMS)[number];

/** One signed-in session of the caller (settings/account): where it runs and when it was last used. */
export const ZSession = z.object({
  id: z.uuid(),
  /** "Firefox on Linux"; for a desktop recorder the device's name; null when the client did not say. */
  userAgent: z.string().nullable(),
  kind: z.enum(SESSION_KINDS).default('BROWSER'),
  /** "Desktop recorder on Windows"; null for browser sessions. */
  label: z.string().nullable().default(null),
  /** The desktop recorder's system; null for browser sessions. */
  platform: z.enum(DESKTOP_PLATFORMS).nullable().default(null),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /**
   * When its token stops working unless something changes: a sign-in's fixed end; a desktop
   * recorder's end if left unused from now on (each use moves it on).
   */
  endsAt: z.iso.datetime(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type Session = z.infer<typeof ZSession>;

export const ZSessionList = z.object({ sessions: z.array(ZSession) });
export type SessionList = z.infer<typeof ZSessionList>;

/** `DELETE /sessions/:id`. */
export const ZSessionParams = z.object({ id: z.uuid({ message: 'Unknown session' }) });

export const ZEndedSessions = z.object({ message: z.string(), ended: z.number().int().min(0) });
export type EndedSessions = z.infer<typeof ZEndedSessions>;
