import type { ApiKeyScope, CreatedApiKey } from '@support/shared';
import { bearer } from '../../../../test/app';
import type { App } from '../../../app';

/** Creates a key in the admin's active organization through the API; fails the test otherwise. */
export async function createKey(
  app: App,
  adminToken: string,
  scopes: ApiKeyScope[],
  options: { name?: string; expiresAt?: string | null } = {},
): Promise<CreatedApiKey> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/api-keys',
    headers: bearer(adminToken),
    payload: { name: options.name ?? `Key ${scopes.join(' ')}`, scopes, expiresAt: options.expiresAt },
  });
  if (res.statusCode !== 201) throw new Error(`createKey failed: ${res.statusCode} ${res.body}`);
  return res.json() as CreatedApiKey;
}
