import type { ZEndedSessions, ZSessionList, ZSessionParams } from '../schemas/auth';
import type { ZOkResponse } from '../schemas/common';
import { defineEndpoint, WITH_DESKTOP_RECORDER } from './endpoint';

/** Signing out on the server, and the caller's sessions for settings/account. */
export const sessionsApi = {
  /** Ends the caller's own session: also how a desktop recorder gives up its connection. */
  logout: defineEndpoint<{ response: typeof ZOkResponse }>()({
    method: 'POST',
    path: '/auth/logout',
    callers: WITH_DESKTOP_RECORDER,
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
  /**
   * Ends one of the caller's own sessions (a connected desktop recorder, another browser): its
   * token answers 401 from the next call on. 404 for an id that is not the caller's.
   */
  revoke: defineEndpoint<{ params: typeof ZSessionParams; response: typeof ZOkResponse }>()({
    method: 'DELETE',
    path: '/sessions/:id',
    tag: 'auth',
    auth: true,
    errors: ['SESSION_NOT_FOUND'],
  }),
};
