import type { ZEndedSessions, ZSessionList } from '../schemas/auth';
import type { ZOkResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

/** Signing out on the server, and the caller's sessions for settings/account. */
export const sessionsApi = {
  logout: defineEndpoint<{ response: typeof ZOkResponse }>()({
    method: 'POST',
    path: '/auth/logout',
    tag: 'auth',
    auth: true,
    errors: [],
  }),
  /** The caller's active sessions, the newest use first. */
  list: defineEndpoint<{ response: typeof ZSessionList }>()({
    method: 'GET',
    path: '/auth/sessions',
    tag: 'auth',
    auth: true,
    errors: [],
  }),
  /** Ends every session of the caller but the current one; answers how many ended. */
  signOutOthers: defineEndpoint<{ response: typeof ZEndedSessions }>()({
    method: 'POST',
    path: '/auth/sessions/sign-out-others',
    tag: 'auth',
    auth: true,
    errors: [],
  }),
};
