import { z } from 'zod';

/**
 * Issue 50 item 3: what an organization's API key may reach. Each contract endpoint a key may call
 * names one of these as its `scope` (contract/endpoint.ts); every other endpoint refuses keys.
 */
export const API_KEY_SCOPES = [
  'articles:read',
  'articles:write',
  'articles:publish',
  'help_centers',
  'analytics:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_NAME_MAX_LENGTH = 80;
/** A key's secret starts with this, so a leaked one is recognisable (and the server tells keys from JWTs). */
export const API_KEY_PREFIX = 'sk_';
/** How many characters of the secret the list shows, the `sk_` included, to tell keys apart. */
export const API_KEY_SHOWN_PREFIX_LENGTH = 11;
/** Calls a minute one key may make across all servers (the counters are the database's). */
export const API_KEY_CALLS_PER_MINUTE = 300;

export const ZApiKeyScope = z.enum(API_KEY_SCOPES);

/** An API key as listed: never its secret, which is shown once when it is created. */
export const ZApiKey = z.object({
  id: z.uuid(),
  name: z.string().max(API_KEY_NAME_MAX_LENGTH),
  /** The first characters of the secret ("sk_Ab3dE9f…"), enough to recognise a key. */
  prefix: z.string().max(API_KEY_SHOWN_PREFIX_LENGTH),
  scopes: z.array(ZApiKeyScope),
  /** The admin who created it, in whose name it writes (a key goes with its creator's account). */
  createdBy: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.iso.datetime(),
  /** Updated at most once a minute. */
  lastUsedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.object({ keys: z.array(ZApiKey) });
export type ApiKeyList = z.infer<typeof ZApiKeyList>;

export const ZCreateApiKeyRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Name is required' })
    .max(API_KEY_NAME_MAX_LENGTH, { message: `Name must be at most ${API_KEY_NAME_MAX_LENGTH} characters` }),
  scopes: z
    .array(ZApiKeyScope)
    .min(1, { message: 'Choose at least one scope' })
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  /** The key stops working at this moment; none: until revoked. Must lie in the future. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequest>;

/** The created key with its secret: the only answer that ever carries it. */
export const ZCreatedApiKey = z.object({ key: ZApiKey, secret: z.string().startsWith(API_KEY_PREFIX) });
export type CreatedApiKey = z.infer<typeof ZCreatedApiKey>;
