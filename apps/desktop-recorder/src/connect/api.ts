import { type RecorderSettings, ZRecorderSettings, ZTokenResponse } from '@support/shared';
import { z } from 'zod';
import { ApiError, bearer, readError, request } from './http';

/** Contract item 1 (SERVER implements it in apps/server/src/modules/desktop-recorder). */
export const ZConnectionCreated = z.object({
  connectionId: z.string().min(1),
  code: z.string().min(1),
  secret: z.string().min(1),
  expiresAt: z.string(),
  verificationUrl: z.string().url(),
});
export type ConnectionCreated = z.infer<typeof ZConnectionCreated>;

export const ZConnectionToken = z.object({
  token: z.string().min(1),
  organizationId: z.string().optional(),
  organizationName: z.string().default(''),
  user: z.object({ email: z.string(), name: z.string().nullish() }).partial().default({}),
});
export type ConnectionToken = z.infer<typeof ZConnectionToken>;

export type Platform = 'win32' | 'darwin' | 'linux';

export async function createConnection(server: string, platform: Platform, device: string) {
  const response = await request(`${server}/v1/desktop-recorder/connections`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform, device: device.slice(0, 100) }),
  });
  if (response.status !== 201 && response.status !== 200)
    throw await readError(response, 'Could not start connecting');
  return ZConnectionCreated.parse(await response.json());
}

export type PollResult =
  | { status: 'CONFIRMED'; token: ConnectionToken }
  | { status: 'PENDING' }
  | { status: 'EXPIRED' | 'ALREADY_CLAIMED' | 'UNKNOWN'; message: string };

/** One look at the token endpoint: 200 token, 202 pending, 410 expired/claimed, 404 unknown. */
export async function pollToken(server: string, connectionId: string, secret: string): Promise<PollResult> {
  const response = await request(`${server}/v1/desktop-recorder/connections/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ connectionId, secret }),
  });
  if (response.status === 200)
    return { status: 'CONFIRMED', token: ZConnectionToken.parse(await response.json()) };
  if (response.status === 202) return { status: 'PENDING' };
  const error = await readError(response, 'Connecting failed');
  if (response.status === 410)
    return {
      status: error.code === 'ALREADY_CLAIMED' ? 'ALREADY_CLAIMED' : 'EXPIRED',
      message: error.message,
    };
  if (response.status === 404) return { status: 'UNKNOWN', message: error.message };
  throw error; // 5xx, 429: the caller retries with backoff
}

/**
 * The fallback: e-mail and password. `POST /v1/auth/login` gives a full browser session, which is
 * traded at once (`POST /v1/desktop-recorder/sessions`) for a recorder token bound to the active
 * organization; the server ends the full session in the trade, so the device keeps only a token
 * limited to recording.
 */
export async function login(
  server: string,
  email: string,
  password: string,
  device: { platform: Platform; name: string },
): Promise<ConnectionToken> {
  const response = await request(`${server}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw await readError(response, 'Sign-in failed');
  const signIn = ZTokenResponse.parse(await response.json()).token;
  const traded = await request(`${server}/v1/desktop-recorder/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(signIn) },
    body: JSON.stringify({ platform: device.platform, device: device.name.slice(0, 100) }),
  });
  if (traded.status !== 201) throw await readError(traded, 'Sign-in failed');
  return ZConnectionToken.parse(await traded.json());
}

/** The organization's recording settings (redaction terms, typed e-mails, credits). */
export async function fetchSettings(server: string, token: string): Promise<RecorderSettings> {
  const response = await request(`${server}/v1/recordings/settings`, { headers: bearer(token) });
  if (!response.ok) throw await readError(response, 'Could not load the recording settings');
  return ZRecorderSettings.parse(await response.json());
}

/**
 * Ends the recorder's token on the server (`POST /v1/auth/logout`, the one account call its token
 * may make besides recording), so Disconnect here leaves nothing that still works. A 401 means it
 * had already ended: what was wanted.
 */
export async function signOut(server: string, token: string): Promise<void> {
  const response = await request(
    `${server}/v1/auth/logout`,
    { method: 'POST', headers: bearer(token) },
    5000,
  );
  if (!response.ok && response.status !== 401)
    throw await readError(response, 'Could not disconnect on the server');
}

export { ApiError };
