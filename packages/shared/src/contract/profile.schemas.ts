import { ZTokenResponse } from '../schemas/auth';
import { ZChangePasswordRequest, ZUpdateProfileRequest, ZUserProfile } from '../schemas/profile';
import { profileApi } from './profile';
import { schemasOf } from './schemasOf';

export const profileSchemas = schemasOf(profileApi, {
  get: { response: ZUserProfile },
  update: { body: ZUpdateProfileRequest, response: ZUserProfile },
  changePassword: { body: ZChangePasswordRequest, response: ZTokenResponse },
});
