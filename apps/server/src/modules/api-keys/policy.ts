import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { canAdministerOrganization } from '../../core/policy';
import { apiKeys } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * Who may manage an organization's API keys (issue 50 item 3): its admins, from a browser sign-in
 * (the contract keeps keys and recorders out: a key cannot mint keys). The organization is part of
 * every query, and the admin condition is repeated in the SQL of each write (`adminOf`).
 */
export const API_KEYS_ADMINS_ONLY = 'Only admins of the organization can manage its API keys';

export const canManageApiKeys = (actor: Actor): boolean => canAdministerOrganization(actor);

/** SQL: the organization's key `id`, while it is not revoked. */
export const liveKeyOf = (organizationId: string, id: string): SQL =>
  and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt))!;

export const apiKeyNotFound = () => notFound('API key not found', 'API_KEY_NOT_FOUND');
