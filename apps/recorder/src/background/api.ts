import { ZRecorderSettings, ZTokenResponse, ZUserProfile } from '@support/shared';
import type { Organization } from './state';

/** The few API calls of the recorder. Errors carry the server's `message` when it sent one. */

// Shared with the desktop recorder (packages/shared): one address rule, one error shape.
import { ApiError, normalizeServer, readError } from '@support/shared';

export { ApiError, normalizeServer, readError };

async function call(server: string, path: string, init: RequestInit, fallback: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${server}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
  } catch {
    throw new ApiError(`Could not reach ${server}.`, 0, 'NETWORK');
  }
  if (!response.ok) throw await readError(response, fallback);
  return response;
}

export async function login(server: string, email: string, password: string): Promise<string> {
  const response = await call(
    server,
    '/v1/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    'Sign-in failed',
  );
  return ZTokenResponse.parse(await response.json()).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The active organization and its do-not-show terms; the profile's name when settings are not served. */
export async function fetchOrganization(server: string, token: string): Promise<Organization> {
  try {
    const response = await call(server, '/v1/recordings/settings', { headers: bearer(token) }, 'No settings');
    const settings = ZRecorderSettings.parse(await response.json());
    return {
      organizationName: settings.organizationName,
      redactionTerms: settings.redactionTerms,
      hideTypedEmails: settings.hideTypedEmails,
      canCreateArticle: settings.canCreateArticle,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 0)) throw error;
    const response = await call(server, '/v1/profile/user', { headers: bearer(token) }, 'No profile');
    const profile = ZUserProfile.parse(await response.json());
    return {
      organizationName: profile.activeOrganizationName ?? '',
      redactionTerms: [],
      hideTypedEmails: true,
      canCreateArticle: true,
    };
  }
}
