import {
  authApi,
  createApiClient,
  profileApi,
  recordingsApi,
  ZRecorderSettings,
  ZTokenResponse,
  ZUserProfile,
} from '@support/shared';
import type { Organization } from './state';

/** The few API calls of the recorder. Errors carry the server's `message` when it sent one. */

// Shared with the desktop recorder (packages/shared): one address rule, one error shape.
import { ApiError, normalizeServer, readError } from '@support/shared';

export { ApiError, normalizeServer, readError };

/**
 * The contract's client for `server` (packages/shared): every call with a timeout unless it brings
 * its own signal (an upload takes as long as it takes), an unreachable server as status 0.
 */
export function client(server: string, token?: string, timeoutMs: number | null = 20_000) {
  return createApiClient({
    server,
    fetch: (url, init) =>
      fetch(url, {
        ...init,
        signal: init.signal ?? (timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs)),
      }),
    headers: () => (token ? bearer(token) : {}),
  });
}

export async function login(server: string, email: string, password: string): Promise<string> {
  const answer = await client(server).call(
    authApi.login,
    { body: { email, password } },
    { schema: ZTokenResponse, fallback: 'Sign-in failed' },
  );
  return answer.token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The active organization and its do-not-show terms; the profile's name when settings are not served. */
export async function fetchOrganization(server: string, token: string): Promise<Organization> {
  try {
    const settings = await client(server, token).call(recordingsApi.settings, undefined, {
      schema: ZRecorderSettings,
      fallback: 'No settings',
    });
    return {
      organizationName: settings.organizationName,
      redactionTerms: settings.redactionTerms,
      hideTypedEmails: settings.hideTypedEmails,
      canCreateArticle: settings.canCreateArticle,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 0)) throw error;
    const profile = await client(server, token).call(profileApi.get, undefined, {
      schema: ZUserProfile,
      fallback: 'No profile',
    });
    return {
      organizationName: profile.activeOrganizationName ?? '',
      redactionTerms: [],
      hideTypedEmails: true,
      canCreateArticle: true,
    };
  }
}
