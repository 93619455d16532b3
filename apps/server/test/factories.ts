import type { OrganizationType } from '@support/shared';
import type { App } from '../src/app';
import { bearer, uniqueEmail } from './app';

/**
 * Test data made through the real API, so every factory exercises the same code a client does.
 * Each call makes its own user and organization: tests never share state.
 */

export type RegisteredUser = {
  token: string;
  email: string;
  password: string;
  userId: string;
  /** The organization registration created (or the invited one when inviteToken was given). */
  organizationId: string;
};

export async function registerUser(
  app: App,
  options: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    organizationType?: OrganizationType;
    organizationName?: string;
    inviteToken?: string;
  } = {},
): Promise<RegisteredUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const organizationType = options.organizationType ?? 'PERSONAL';
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: {
      email,
      password,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'User',
      organizationType,
      organizationName:
        options.organizationName ?? (organizationType === 'COMPANY' ? `Company ${email}` : undefined),
      inviteToken: options.inviteToken,
    },
  });
  if (res.statusCode !== 200) throw new Error(`registerUser failed: ${res.statusCode} ${res.body}`);
  const { token } = res.json() as { token: string };
  const profile = await app.inject({ method: 'GET', url: '/v1/profile/user', headers: bearer(token) });
  if (profile.statusCode !== 200) throw new Error(`profile failed: ${profile.statusCode} ${profile.body}`);
  const { id, activeOrganizationId } = profile.json() as { id: string; activeOrganizationId: string };
  return { token, email: email.trim().toLowerCase(), password, userId: id, organizationId: activeOrganizationId };
}

/** Signs in through the API and returns the new session token. */
export async function login(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}
