import { API_KEY_CALLS_PER_MINUTE, API_KEY_NAME_MAX_LENGTH, API_KEY_PREFIX } from '@support/shared';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Actor } from '../core/actor';
import type { Db } from '../db/client';
import { apiKeys, organizations, subscriptions, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { consumeOrThrow } from '../lib/rateLimit';
import { hashToken } from '../lib/secureToken';

/** "Last used" is shown to the minute: a busy key writes it no more often than that. */
const TOUCH_INTERVAL_MS = 60_000;
/** Longer than any secret the product makes: a longer bearer is not looked up at all. */
const SECRET_MAX_LENGTH = 100;

export const isApiKeySecret = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/**
 * The actor of an API key (`Authorization: Bearer sk_…`), or null when no key has that secret, or
 * it was revoked or has expired. Read from the database on every request, by the secret's hash
 * (a unique index): a revocation made by any process refuses the very next call, with no cache to
 * invalidate. The key acts in its organization as an ADMIN whose level its scopes cap
 * (core/policy.ts), in its creator's name for authorship; never as a super admin, whoever made it.
 * Each call spends the key's budget (API_KEY_CALLS_PER_MINUTE, counted in the database, so every
 * server shares it): 429 past it.
 */
export function createApiKeyActor(db: Db, clock: Clock) {
  return async (secret: string): Promise<Actor | null> => {
    if (secret.length > SECRET_MAX_LENGTH) return null;
    const [row] = await db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        scopes: apiKeys.scopes,
        expiresAt: apiKeys.expiresAt,
        lastUsedAt: apiKeys.lastUsedAt,
        organizationId: apiKeys.organizationId,
        organizationName: organizations.name,
        userId: users.id,
        email: users.email,
        tokenVersion: users.tokenVersion,
        firstName: users.firstName,
        lastName: users.lastName,
        language: users.language,
        subscriptionId: subscriptions.id,
        subscriptionType: subscriptions.subscriptionType,
        status: subscriptions.status,
        trialEndsAt: subscriptions.trialEndsAt,
        endDate: subscriptions.endDate,
        pastDueSince: subscriptions.pastDueSince,
      })
      .from(apiKeys)
      .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
      .innerJoin(users, eq(users.id, apiKeys.createdBy))
      .leftJoin(subscriptions, eq(subscriptions.organizationId, apiKeys.organizationId))
      .where(and(eq(apiKeys.secretHash, hashToken(secret)), isNull(apiKeys.revokedAt)))
      .limit(1);
    const now = clock.now();
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return null;
    await consumeOrThrow({
      db,
      now,
      key: `api-key:${row.id}`,
      limit: API_KEY_CALLS_PER_MINUTE,
      windowSeconds: 60,
    });
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      // Informational: failing to write it must not refuse a valid key. The condition keeps
      // several processes from writing the same minute twice.
      const stale = new Date(now.getTime() - TOUCH_INTERVAL_MS);
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))))
        .catch(() => undefined);
    }
    const { subscriptionId, subscriptionType, status, trialEndsAt, endDate, pastDueSince } = row;
    return Object.freeze({
      userId: row.userId,
      email: row.email,
      userType: 'REGULAR',
      tokenVersion: row.tokenVersion,
      sessionId: row.id,
      sessionKind: 'API_KEY',
      firstName: row.firstName,
      lastName: row.lastName,
      language: row.language,
      organizationId: row.organizationId,
      organizationName: row.organizationName,
      role: 'ADMIN',
      subscription:
        subscriptionId && subscriptionType && status
          ? Object.freeze({ subscriptionType, status, trialEndsAt, endDate, pastDueSince })
          : null,
      apiKey: Object.freeze({
        id: row.id,
        name: row.name.slice(0, API_KEY_NAME_MAX_LENGTH),
        scopes: Object.freeze([...row.scopes]),
      }),
    });
  };
}
