import { ZApiKeyList, ZCreateApiKeyRequest, ZCreatedApiKey } from '../schemas/apiKey';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

/** Admins of the active organization only (ADMIN_ONLY otherwise); browser sign-ins only, never a key. */
const SCOPED = ['NO_ACTIVE_ORGANIZATION', 'ADMIN_ONLY'] as const;

/** Issue 50 item 3: the organization's API keys (Settings → API keys). */
export const apiKeysApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api-keys',
    summary: "The organization's API keys that are not revoked, newest first (never their secrets)",
    tag: 'api-keys',
    auth: true,
    errors: SCOPED,
    schemas: { response: ZApiKeyList },
  }),
  /** The answer is the only time the secret is shown: the server keeps its SHA-256 only. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api-keys',
    summary: 'Creates an API key; the answer carries its secret, shown this once',
    tag: 'api-keys',
    auth: true,
    status: 201,
    errors: [...SCOPED, 'API_KEY_EXPIRY_PAST'],
    schemas: { body: ZCreateApiKeyRequest, response: ZCreatedApiKey },
  }),
  /** Effective at once: the key's next request, on any server, answers 401. */
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api-keys/:id',
    summary: 'Revokes an API key',
    tag: 'api-keys',
    auth: true,
    errors: [...SCOPED, 'API_KEY_NOT_FOUND'],
    schemas: { params: ZIdParam, response: ZOkResponse },
  }),
};
