import { SUBSCRIPTION_ERROR_CODES } from '@support/shared';
import { currentLanguage } from './language';
import { clearToken, getToken } from './token';

/** The session rules of spec 01 §8, which lib/http applies to every call. */

const logoutListeners = new Set<() => void>();

/** Caches of the signed-in user's data register here and are emptied on logout (lib/queryClient). */
export function onLogout(listener: () => void): void {
  logoutListeners.add(listener);
}

/** Logout: removes the token, clears cached data and the subscription-blocked flag. */
export function logout(): void {
  clearToken();
  for (const listener of logoutListeners) listener();
  sessionStorage.removeItem('subscription-blocked');
}

/** The bearer token (only a well-formed one) and the interface language, on every request. */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  headers['Accept-Language'] = currentLanguage();
  return headers;
}

/** 401 ends the session (except on invitation calls); 403 with a subscription code tells the shell. */
export function handleErrorResponse(status: number, data: unknown, url: string): void {
  if (status === 401 && !url.includes('/invitations/') && getToken()) {
    logout();
    // The sign-in screen returns here afterwards (features/auth/rules returnPath checks the path).
    const here = window.location.pathname + window.location.search;
    if (!window.location.pathname.startsWith('/login'))
      window.location.assign(`/login?next=${encodeURIComponent(here)}`);
  }
  const code = (data as { code?: string } | null | undefined)?.code;
  if (status === 403 && code && (SUBSCRIPTION_ERROR_CODES as readonly string[]).includes(code)) {
    window.dispatchEvent(new CustomEvent('subscription-error', { detail: { code } }));
  }
}
