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
import { desktopRecorderApi } from './desktopRecorder';
import { schemasOf } from './schemasOf';

export * from '../schemas/desktopRecorder';

export const desktopRecorderSchemas = schemasOf(desktopRecorderApi, {
  createConnection: { body: ZDesktopConnectionRequest, response: ZDesktopConnection },
  claimToken: { body: ZDesktopTokenRequest, response: ZDesktopTokenAnswer },
  byCode: { params: ZDesktopCodeParams, response: ZPendingDesktopConnection },
  confirm: { body: ZDesktopConfirmRequest, response: ZDesktopConfirmed },
  fromSession: { body: ZDesktopConnectionRequest, response: ZDesktopToken },
});
