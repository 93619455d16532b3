import {
  ZLoginOrRegisterRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZRequestPasswordResetRequest,
  ZResetPasswordRequest,
  ZTokenResponse,
} from '../schemas/auth';
import { ZOkResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

/** An account made through an invitation link can meet these. */
const INVITATION = ['INVITATION_NOT_FOUND', 'INVITATION_ACCEPTED', 'INVITATION_EMAIL_MISMATCH'] as const;
/** A new password can be refused for these (spec 01 §7). */
const PASSWORD_RULES = ['PASSWORD_BLANK', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON'] as const;

/** Spec 01 §7: the signed-out screens' calls. */
export const authApi = {
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    tag: 'auth',
    auth: false,
    errors: ['EMAIL_TAKEN', ...INVITATION, ...PASSWORD_RULES],
    schemas: { body: ZRegisterRequest, response: ZTokenResponse },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    tag: 'auth',
    auth: false,
    errors: ['INVALID_CREDENTIALS'],
    schemas: { body: ZLoginRequest, response: ZTokenResponse },
  }),
  loginOrRegister: defineEndpoint({
    method: 'POST',
    path: '/auth/login-or-register',
    tag: 'auth',
    auth: false,
    errors: ['INVALID_CREDENTIALS', ...INVITATION, ...PASSWORD_RULES],
    schemas: { body: ZLoginOrRegisterRequest, response: ZTokenResponse },
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/auth/request-password-reset',
    tag: 'auth',
    auth: false,
    errors: [],
    schemas: { body: ZRequestPasswordResetRequest, response: ZOkResponse },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    tag: 'auth',
    auth: false,
    errors: ['INVALID_RESET_TOKEN', ...PASSWORD_RULES],
    schemas: { body: ZResetPasswordRequest, response: ZOkResponse },
  }),
};
