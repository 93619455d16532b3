import { ZTokenResponse } from '../schemas/auth';
import { ZChangePasswordRequest, ZUpdateProfileRequest, ZUserProfile } from '../schemas/profile';
import { defineEndpoint, WITH_DESKTOP_RECORDER } from './endpoint';

/** Spec 01: the signed-in person's own profile. */
export const profileApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/profile/user',
    callers: WITH_DESKTOP_RECORDER,
    tag: 'profile',
    auth: true,
    errors: [],
    schemas: { response: ZUserProfile },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/profile/user',
    tag: 'profile',
    auth: true,
    errors: [],
    schemas: { body: ZUpdateProfileRequest, response: ZUserProfile },
  }),
  /** Answers a fresh token: the session the old one belonged to ends. */
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/profile/change-password',
    tag: 'profile',
    auth: true,
    errors: ['INVALID_CURRENT_PASSWORD', 'PASSWORD_BLANK', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON'],
    schemas: { body: ZChangePasswordRequest, response: ZTokenResponse },
  }),
};
