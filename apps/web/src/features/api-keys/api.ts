import { type ApiKey, apiKeysApi, type CreateApiKeyRequest, type CreatedApiKey } from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of the organization's API keys (issue 50 item 3). */

export async function fetchApiKeys(): Promise<ApiKey[]> {
  return (await call(apiKeysApi.list)).keys;
}

export function createApiKey(body: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return call(apiKeysApi.create, { body });
}

export async function revokeApiKey(id: string): Promise<void> {
  await call(apiKeysApi.revoke, { params: { id } });
}
