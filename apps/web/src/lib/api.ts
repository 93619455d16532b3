import { sessionsApi } from '@support/shared';
import axios, { AxiosError } from 'axios';
import { call } from './client';
import { handleErrorResponse, logout, sessionHeaders } from './session';

export { errorMessage, errorStatus } from './errors';
export { logout };

/** The HTTP client of the signed-in app: base /v1, bearer token, and the session rules of spec 01 §8. */
export const api = axios.create({ baseURL: '/v1' });

api.interceptors.request.use((config) => {
  for (const [name, value] of Object.entries(sessionHeaders())) config.headers.set(name, value);
  return config;
});

/**
 * Log Out: ends the session on the server first, so a copy of the token stops working too, then
 * forgets it here. Signing out here never waits on the server for long nor depends on its answer
 * (offline, or the session already ended elsewhere).
 */
export async function signOut(): Promise<void> {
  try {
    await call(sessionsApi.logout, { signal: AbortSignal.timeout(5000) });
  } catch {
    // The local sign-out below still happens; the token ends on the server at its expiry at the latest.
  }
  logout();
}

api.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response) {
    handleErrorResponse(error.response.status, error.response.data, error.config?.url ?? '');
  }
  return Promise.reject(error);
});
