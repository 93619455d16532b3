import {
  ZDesktopCodeParams,
  ZDesktopConfirmed,
  ZDesktopConfirmRequest,
  ZDesktopConnection,
  ZDesktopConnectionRequest,
  ZDesktopToken,
  ZDesktopTokenAnswer,
  ZDesktopTokenRequest,
  ZPendingDesktopConnection,
} from '../schemas/desktopRecorder';
import { defineEndpoint } from './endpoint';

/**
 * Connecting the desktop recorder by code (device-authorization style): the recorder asks for a
 * code, the person confirms it signed in on the Connect desktop recorder page, the recorder claims
 * its token exactly once (a session that serves only the recorder's calls, lives while used and is revocable).
 */
export const desktopRecorderApi = {
  /** Signed out: the recorder asks to connect; rate limited per address. */
  createConnection: defineEndpoint({
    method: 'POST',
    path: '/desktop-recorder/connections',
    tag: 'desktop-recorder',
    auth: false,
    status: 201,
    errors: [],
    schemas: { body: ZDesktopConnectionRequest, response: ZDesktopConnection },
  }),
  /**
   * Signed out: 200 with the token once confirmed (once only: then 410 ALREADY_CLAIMED), 202 while
   * pending, 410 EXPIRED after the code's 10 minutes, 404 for an unknown id or a wrong secret alike.
   */
  claimToken: defineEndpoint({
    method: 'POST',
    path: '/desktop-recorder/connections/token',
    tag: 'desktop-recorder',
    auth: false,
    alsoAnswers: [202],
    errors: ['CONNECTION_NOT_FOUND', 'EXPIRED', 'ALREADY_CLAIMED'],
    schemas: { body: ZDesktopTokenRequest, response: ZDesktopTokenAnswer },
  }),
  /** Signed in: what is asking to connect with this code (404 when unknown, expired or used). */
  byCode: defineEndpoint({
    method: 'GET',
    path: '/desktop-recorder/connections/by-code/:code',
    tag: 'desktop-recorder',
    auth: true,
    errors: ['CONNECTION_NOT_FOUND'],
    schemas: { params: ZDesktopCodeParams, response: ZPendingDesktopConnection },
  }),
  /** Signed in: confirms the code for one of the caller's organizations. */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/desktop-recorder/connections/confirm',
    tag: 'desktop-recorder',
    auth: true,
    errors: ['CONNECTION_NOT_FOUND', 'NOT_A_MEMBER'],
    schemas: { body: ZDesktopConfirmRequest, response: ZDesktopConfirmed },
  }),
  /**
   * Signed in with a browser session (the recorder's e-mail and password fallback gets one from
   * /auth/login): trades it for a recorder token bound to the active organization, and the
   * session it came with ends, so the recorder keeps only a token limited to recording.
   */
  fromSession: defineEndpoint({
    method: 'POST',
    path: '/desktop-recorder/sessions',
    tag: 'desktop-recorder',
    auth: true,
    status: 201,
    errors: ['NO_ACTIVE_ORGANIZATION'],
    schemas: { body: ZDesktopConnectionRequest, response: ZDesktopToken },
  }),
};
