import {
  authApi,
  createApiClient,
  type DesktopPlatform,
  desktopRecorderApi,
  type RecorderSettings,
  recordingsApi,
  sessionsApi,
  ZDesktopConnection,
  ZDesktopToken,
  ZRecorderSettings,
  ZTokenResponse,
} from '@support/shared';
import type { z } from 'zod';
import { ApiError, bearer, readError, unreachable } from './http';
import { nodeFetch } from './nodeFetch';

/**
 * The recorder's calls of the shared contract (packages/shared/src/contract), each answer checked
 * against the contract's own schema. Through node:http (connect/nodeFetch.ts says why not fetch).
 */

export type ConnectionToken = z.infer<typeof ZDesktopToken>;
export type Platform = DesktopPlatform;

/** The contract's client for `server`: every call with a timeout, an unreachable server as status 0. */
export function apiClient(server: string, token?: string, timeoutMs = 20_000) {
  return createApiClient({
    server,
    fetch: (url, init) => nodeFetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(timeoutMs) }),
    headers: () => (token ? bearer(token) : {}),
    unreachable: (error) => unreachable(server, error),
  });
}

export async function createConnection(server: string, platform: Platform, device: string) {
  const response = await apiClient(server).send(desktopRecorderApi.createConnection, {
    body: { platform, device: device.slice(0, 100) },
  });
  if (response.status !== 201 && response.status !== 200)
    throw await readError(response, 'Could not start connecting');
  return ZDesktopConnection.parse(await response.json());
}

export type PollResult =
  | { status: 'CONFIRMED'; token: ConnectionToken }
  | { status: 'PENDING' }
  | { status: 'EXPIRED' | 'ALREADY_CLAIMED' | 'UNKNOWN'; message: string };

/** One look at the token endpoint: 200 token, 202 pending, 410 expired/claimed, 404 unknown. */
export async function pollToken(server: string, connectionId: string, secret: string): Promise<PollResult> {
  const response = await apiClient(server).send(desktopRecorderApi.claimToken, {
    body: { connectionId, secret },
  });
  if (response.status === 200)
    return { status: 'CONFIRMED', token: ZDesktopToken.parse(await response.json()) };
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
 * The fallback: e-mail and password. `authApi.login` gives a full browser session, which is traded
 * at once (`desktopRecorderApi.fromSession`) for a recorder token bound to the active
 * organization; the server ends the full session in the trade, so the device keeps only a token
 * limited to recording.
 */
export async function login(
  server: string,
  email: string,
  password: string,
  device: { platform: Platform; name: string },
): Promise<ConnectionToken> {
  const signIn = await apiClient(server).call(
    authApi.login,
    { body: { email, password } },
    { schema: ZTokenResponse, fallback: 'Sign-in failed' },
  );
  const traded = await apiClient(server, signIn.token).send(desktopRecorderApi.fromSession, {
    body: { platform: device.platform, device: device.name.slice(0, 100) },
  });
  if (traded.status !== 201) throw await readError(traded, 'Sign-in failed');
  return ZDesktopToken.parse(await traded.json());
}

/** The organization's recording settings (redaction terms, typed e-mails, credits). */
export function fetchSettings(server: string, token: string): Promise<RecorderSettings> {
  return apiClient(server, token).call(recordingsApi.settings, undefined, {
    schema: ZRecorderSettings,
    fallback: 'Could not load the recording settings',
  });
}

/**
 * Ends the recorder's token on the server (`sessionsApi.logout`, the one account call its token
 * may make besides recording), so Disconnect here leaves nothing that still works. A 401 means it
 * had already ended: what was wanted.
 */
export async function signOut(server: string, token: string): Promise<void> {
  const response = await apiClient(server, token, 5000).send(sessionsApi.logout);
  if (!response.ok && response.status !== 401)
    throw await readError(response, 'Could not disconnect on the server');
}

export { ApiError };
