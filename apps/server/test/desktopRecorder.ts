import { decodeJwt } from 'jose';
import type { App } from '../src/app';
import { bearer } from './app';
import type { RegisteredUser } from './factories';

/**
 * A desktop recorder connected through the real code flow (create, confirm signed in, claim): its
 * token and the id of its session. `organizationId` defaults to the user's active one.
 */
export async function connectRecorder(
  app: App,
  user: RegisteredUser,
  options: { platform?: 'win32' | 'darwin' | 'linux'; organizationId?: string } = {},
): Promise<{ token: string; sessionId: string }> {
  const created = await app.inject({
    method: 'POST',
    url: '/v1/desktop-recorder/connections',
    payload: { platform: options.platform ?? 'win32', device: 'TEST-PC' },
  });
  if (created.statusCode !== 201) throw new Error(`connect failed: ${created.statusCode} ${created.body}`);
  const { connectionId, code, secret } = created.json() as {
    connectionId: string;
    code: string;
    secret: string;
  };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/v1/desktop-recorder/connections/confirm',
    payload: { code, organizationId: options.organizationId ?? user.organizationId },
    headers: bearer(user.token),
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  const claimed = await app.inject({
    method: 'POST',
    url: '/v1/desktop-recorder/connections/token',
    payload: { connectionId, secret },
  });
  if (claimed.statusCode !== 200) throw new Error(`claim failed: ${claimed.statusCode} ${claimed.body}`);
  const { token } = claimed.json() as { token: string };
  // The token names its session (a recorder's token may not list sessions itself).
  const { sid } = decodeJwt(token);
  if (typeof sid !== 'string') throw new Error('the recorder token names no session');
  return { token, sessionId: sid };
}
