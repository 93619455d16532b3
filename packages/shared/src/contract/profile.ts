import type { ZTokenResponse } from '../schemas/auth';
import type { ZChangePasswordRequest, ZUpdateProfileRequest, ZUserProfile } from '../schemas/profile';
import { defineEndpoint, WITH_DESKTOP_RECORDER } from './endpoint';

/** Spec 01: the signed-in person's own profile. */
export const profileApi = {
  get: defineEndpoint<{ response: typeof ZUserProfile }>()({
    method: 'GET',
    path: '/profile/user',
    callers: WITH_DESKTOP_RECORDER,
    tag: 'profile',
    auth: true,
    errors: [],
  }),
  update: defineEndpoint<{ body: typeof ZUpdateProfileRequest; response: typeof ZUserProfile }>()({
    method: 'PUT',
    path: '/profile/user',
    tag: 'profile',
    auth: true,
    errors: [],
  }),
  /** Answers a fresh token: the session the old one belonged to ends. */
  changePassword: defineEndpoint<{ body: typeof ZChangePasswordRequest; response: typeof ZTokenResponse }>()({
    method: 'PUT',
    path: '/profile/change-password',
    tag: 'profile',
    auth: true,
    errors: ['INVALID_CURRENT_PASSWORD', 'PASSWORD_BLANK', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON'],
  }),
};
