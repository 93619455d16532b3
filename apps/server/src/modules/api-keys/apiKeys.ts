import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  API_KEY_SHOWN_PREFIX_LENGTH,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@support/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { adminOf, authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { generateSecureToken, hashToken } from '../../lib/secureToken';
import { recordAudit } from '../admin/audit';
import { API_KEYS_ADMINS_ONLY, apiKeyNotFound, canManageApiKeys, liveKeyOf } from './policy';
import { type ListedKeyRow, presentApiKey } from './presenter';

const LISTED = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  expiresAt: apiKeys.expiresAt,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  creatorEmail: users.email,
};

const organizationOf = (actor: Actor) =>
  authorizedOrganizationOf(actor, canManageApiKeys, API_KEYS_ADMINS_ONLY);

/** `GET /api-keys`: the keys not revoked (expired ones too, so an admin sees why a client fails). */
export async function listApiKeys(input: { db: Db; actor: Actor }): Promise<ApiKey[]> {
  const organizationId = organizationOf(input.actor);
  const rows: ListedKeyRow[] = await input.db
    .select(LISTED)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.organizationId, organizationId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(presentApiKey);
}

/** Scopes in the order the product lists them, whatever order the request named them in. */
const ordered = (scopes: readonly ApiKeyScope[]) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope));

/**
 * `POST /api-keys`: a new key of 256 random bits (lib/secureToken). Only its SHA-256 is stored; the
 * secret leaves the server in this one answer. The admin condition is part of the insert's own
 * transaction (a role taken away meanwhile stores nothing), and the creation is audited with it.
 */
export async function createApiKey(input: {
  db: Db;
  actor: Actor;
  now: Date;
  name: string;
  scopes: ApiKeyScope[];
  expiresAt?: string | null;
}): Promise<CreatedApiKey> {
  const organizationId = organizationOf(input.actor);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= input.now.getTime())
    throw badRequest('The expiry date must lie in the future', 'API_KEY_EXPIRY_PAST');
  const secret = `${API_KEY_PREFIX}${generateSecureToken().token}`;
  const scopes = ordered(input.scopes);
  const key = await input.db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(and(eq(users.id, input.actor.userId), adminOf(organizationId, input.actor.userId)));
    if (!admin) throw forbidden(API_KEYS_ADMINS_ONLY, 'ADMIN_ONLY');
    const [row] = await tx
      .insert(apiKeys)
      .values({
        organizationId,
        name: input.name,
        prefix: secret.slice(0, API_KEY_SHOWN_PREFIX_LENGTH),
        secretHash: hashToken(secret),
        scopes,
        createdBy: input.actor.userId,
        createdAt: input.now,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('api key insert returned no row');
    await recordAudit(tx, {
      actor: { kind: 'user', userId: input.actor.userId, email: admin.email },
      action: 'api_key.create',
      target: { type: 'api_key', id: row.id, label: row.name },
      after: { scopes, expiresAt: expiresAt?.toISOString() ?? null },
      at: input.now,
      organizationId,
    });
    return presentApiKey({
      ...row,
      creatorFirstName: admin.firstName,
      creatorLastName: admin.lastName,
      creatorEmail: admin.email,
    });
  });
  return { key, secret };
}

/** `DELETE /api-keys/:id`: the key refuses its next request (every request reads it anew). */
export async function revokeApiKey(input: { db: Db; actor: Actor; now: Date; id: string }): Promise<void> {
  const organizationId = organizationOf(input.actor);
  await input.db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: input.now })
      .where(and(liveKeyOf(organizationId, input.id), adminOf(organizationId, input.actor.userId)))
      .returning({ id: apiKeys.id, name: apiKeys.name });
    if (!row) throw apiKeyNotFound();
    await recordAudit(tx, {
      actor: { kind: 'user', userId: input.actor.userId, email: input.actor.email },
      action: 'api_key.revoke',
      target: { type: 'api_key', id: row.id, label: row.name },
      at: input.now,
      organizationId,
    });
  });
}
