import { SUBSCRIPTION_ERROR_CODES } from '@support/shared';
import axios, { AxiosError } from 'axios';
import { currentLanguage } from './i18n';
import { queryClient } from './queryClient';
import { clearToken, getToken } from './token';

/** The one HTTP client of the web app: base /v1, bearer token, and the session rules of spec 01 §8. */
export const api = axios.create({ baseURL: '/v1' });

api.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', currentLanguage());
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response) {
    const { status, data } = error.response;
    const url = error.config?.url ?? '';
    if (status === 401 && !url.includes('/invitations/') && getToken()) {
      logout();
      if (!window.location.pathname.startsWith('/login')) window.location.assign('/login');
    }
    const code = (data as { code?: string } | undefined)?.code;
    if (status === 403 && code && (SUBSCRIPTION_ERROR_CODES as readonly string[]).includes(code)) {
      window.dispatchEvent(new CustomEvent('subscription-error', { detail: { code } }));
    }
  }
  return Promise.reject(error);
});

/** Logout: removes the token, clears cached data and the subscription-blocked flag. */
export function logout(): void {
  clearToken();
  queryClient.clear();
  sessionStorage.removeItem('subscription-blocked');
}

/** The server's `message`, or the given fallback text (spec: "error messages are read from message"). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}
