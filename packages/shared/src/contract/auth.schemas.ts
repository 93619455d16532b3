import {
  ZLoginOrRegisterRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZRequestPasswordResetRequest,
  ZResetPasswordRequest,
  ZTokenResponse,
} from '../schemas/auth';
import { ZOkResponse } from '../schemas/common';
import { authApi } from './auth';
import { schemasOf } from './schemasOf';

export const authSchemas = schemasOf(authApi, {
  register: { body: ZRegisterRequest, response: ZTokenResponse },
  login: { body: ZLoginRequest, response: ZTokenResponse },
  loginOrRegister: { body: ZLoginOrRegisterRequest, response: ZTokenResponse },
  requestPasswordReset: { body: ZRequestPasswordResetRequest, response: ZOkResponse },
  resetPassword: { body: ZResetPasswordRequest, response: ZOkResponse },
});
