import {
  type LoginOrRegisterRequest,
  type LoginRequest,
  type RegisterRequest,
  type RequestPasswordResetRequest,
  type ResetPasswordRequest,
  ZTokenResponse,
} from '@support/shared';
import { api } from '../../lib/api';

/** Thin typed calls of the auth API (spec 01 §7); responses are checked against the shared contract. */

export async function login(body: LoginRequest) {
  return ZTokenResponse.parse((await api.post('/auth/login', body)).data);
}

export async function register(body: RegisterRequest) {
  return ZTokenResponse.parse((await api.post('/auth/register', body)).data);
}

export async function loginOrRegister(body: LoginOrRegisterRequest) {
  return ZTokenResponse.parse((await api.post('/auth/login-or-register', body)).data);
}

export async function requestPasswordReset(body: RequestPasswordResetRequest): Promise<void> {
  await api.post('/auth/request-password-reset', body);
}

export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await api.post('/auth/reset-password', body);
}
