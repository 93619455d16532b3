import { ZEndedSessions, ZSessionList, ZSessionParams } from '../schemas/auth';
import { ZOkResponse } from '../schemas/common';
import { defineEndpoint, WITH_DESKTOP_RECORDER } from './endpoint';

/** Signing out on the server, and the caller's sessions for settings/account. */
export const sessionsApi = {
  /** Ends the caller's own session: also how a desktop recorder gives up its connection. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    callers: WITH_DESKTOP_RECORDER,
    tag: 'auth',
    auth: true,
    errors: [],
    schemas: { response: ZOkResponse },
  }),
  /** The caller's active sessions, the newest use first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/auth/sessions',
    tag: 'auth',
    auth: true,
    errors: [],
    schemas: { response: ZSessionList },
  }),
  /** Ends every session of the caller but the current one; answers how many ended. */
  signOutOthers: defineEndpoint({
    method: 'POST',
    path: '/auth/sessions/sign-out-others',
    tag: 'auth',
    auth: true,
    errors: [],
    schemas: { response: ZEndedSessions },
  }),
  /**
   * Ends one of the caller's own sessions (a connected desktop recorder, another browser): its
   * token answers 401 from the next call on. 404 for an id that is not the caller's.
   */
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/sessions/:id',
    tag: 'auth',
    auth: true,
    errors: ['SESSION_NOT_FOUND'],
    schemas: { params: ZSessionParams, response: ZOkResponse },
  }),
};
