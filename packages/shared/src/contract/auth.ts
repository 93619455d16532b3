import type {
  ZLoginOrRegisterRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZRequestPasswordResetRequest,
  ZResetPasswordRequest,
  ZTokenResponse,
} from '../schemas/auth';
import type { ZOkResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

/** An account made through an invitation link can meet these. */
const INVITATION = ['INVITATION_NOT_FOUND', 'INVITATION_ACCEPTED', 'INVITATION_EMAIL_MISMATCH'] as const;
/** A new password can be refused for these (spec 01 §7). */
const PASSWORD_RULES = ['PASSWORD_BLANK', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON'] as const;

/** Spec 01 §7: the signed-out screens' calls. */
export const authApi = {
  register: defineEndpoint<{ body: typeof ZRegisterRequest; response: typeof ZTokenResponse }>()({
    method: 'POST',
    path: '/auth/register',
    tag: 'auth',
    auth: false,
    errors: ['EMAIL_TAKEN', ...INVITATION, ...PASSWORD_RULES],
  }),
  login: defineEndpoint<{ body: typeof ZLoginRequest; response: typeof ZTokenResponse }>()({
    method: 'POST',
    path: '/auth/login',
    tag: 'auth',
    auth: false,
    errors: ['INVALID_CREDENTIALS'],
  }),
  loginOrRegister: defineEndpoint<{
    body: typeof ZLoginOrRegisterRequest;
    response: typeof ZTokenResponse;
  }>()({
    method: 'POST',
    path: '/auth/login-or-register',
    tag: 'auth',
    auth: false,
    errors: ['INVALID_CREDENTIALS', ...INVITATION, ...PASSWORD_RULES],
  }),
  requestPasswordReset: defineEndpoint<{
    body: typeof ZRequestPasswordResetRequest;
    response: typeof ZOkResponse;
  }>()({
    method: 'POST',
    path: '/auth/request-password-reset',
    tag: 'auth',
    auth: false,
    errors: [],
  }),
  resetPassword: defineEndpoint<{ body: typeof ZResetPasswordRequest; response: typeof ZOkResponse }>()({
    method: 'POST',
    path: '/auth/reset-password',
    tag: 'auth',
    auth: false,
    errors: ['INVALID_RESET_TOKEN', ...PASSWORD_RULES],
  }),
};
