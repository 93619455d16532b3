import { ZEndedSessions, ZSessionList, ZSessionParams } from '../schemas/auth';
import { ZOkResponse } from '../schemas/common';
import { schemasOf } from './schemasOf';
import { sessionsApi } from './sessions';

export const sessionsSchemas = schemasOf(sessionsApi, {
  logout: { response: ZOkResponse },
  list: { response: ZSessionList },
  signOutOthers: { response: ZEndedSessions },
  revoke: { params: ZSessionParams, response: ZOkResponse },
});
