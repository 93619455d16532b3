import { desktopRecorderApi, type EndpointResponse } from '@support/shared';
import { call } from '../../lib/client';

export type PendingConnection = EndpointResponse<typeof desktopRecorderApi.byCode>;
export type ConfirmedConnection = EndpointResponse<typeof desktopRecorderApi.confirm>;

/** What is asking to connect with this code (404 when unknown, expired or already used). */
export function fetchPendingConnection(code: string): Promise<PendingConnection> {
  return call(desktopRecorderApi.byCode, { params: { code } });
}

/** Confirms the code for one of the caller's organizations: the recorder then claims its token. */
export function confirmConnection(code: string, organizationId: string): Promise<ConfirmedConnection> {
  return call(desktopRecorderApi.confirm, { body: { code, organizationId } });
}
