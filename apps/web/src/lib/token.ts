import { isWellFormedToken } from '@support/shared';

/** Spec 01 §4–5: the session token lives in localStorage under `token`, and only three-part tokens count. */
const TOKEN_KEY = 'token';

export function getToken(): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  return isWellFormedToken(token) ? token : null;
}

/** Returns false (and stores nothing) for a token that is not well formed. */
export function storeToken(token: unknown): boolean {
  if (!isWellFormedToken(token)) return false;
  localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event('auth-change'));
  return true;
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  window.dispatchEvent(new Event('auth-change'));
}

/** Run once at start: a malformed stored token is removed with a console warning. */
export function dropMalformedToken(): void {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token !== null && !isWellFormedToken(token)) {
    console.warn('Removed a malformed session token from storage');
    localStorage.removeItem(TOKEN_KEY);
  }
}

export function isAuthenticated(): boolean {
  return getToken() !== null;
}
