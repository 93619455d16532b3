import { sessionsApi } from '@support/shared';
import { call } from './client';
import { logout } from './session';

/**
 * Log Out: ends the session on the server first, so a copy of the token stops working too, then
 * forgets it here. Signing out never waits on the server for long nor depends on its answer
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
