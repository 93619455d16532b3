import type {
  LoginOrRegisterRequest,
  LoginRequest,
  RegisterRequest,
  RequestPasswordResetRequest,
  ResetPasswordRequest,
  TokenResponse,
} from '@support/shared';
import { request } from '../../lib/http';

/**
 * Thin typed calls of the auth API (spec 01 §7). They use the small fetch client and check the
 * answer by hand (as ZTokenResponse would), so the auth screens load without axios and zod.
 */

/** ZTokenResponse by hand: an object with a string `token`, and only that is kept. */
export function readTokenResponse(data: unknown): TokenResponse {
  const token = (data as { token?: unknown } | null | undefined)?.token;
  if (typeof token !== 'string') throw new Error('The server answered without a session token');
  return { token };
}

export async function login(body: LoginRequest) {
  return readTokenResponse(await request('POST', '/auth/login', body));
}

export async function register(body: RegisterRequest) {
  return readTokenResponse(await request('POST', '/auth/register', body));
}

export async function loginOrRegister(body: LoginOrRegisterRequest) {
  return readTokenResponse(await request('POST', '/auth/login-or-register', body));
}

export async function requestPasswordReset(body: RequestPasswordResetRequest): Promise<void> {
  await request('POST', '/auth/request-password-reset', body);
}

export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await request('POST', '/auth/reset-password', body);
}
