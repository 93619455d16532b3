import type { ApiKeyScope } from '@support/shared';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * An organization's API keys (issue 50 item 3). The secret is never stored: `secret_hash` is its
 * SHA-256, which is enough for a key of 256 random bits (a slow password hash protects guessable
 * secrets; nobody can enumerate 2^256 candidates, and every request can look a key up by its hash
 * with one index probe). A key acts in its creator's name for the rows it writes, so it goes with
 * its creator's account; revoking keeps the row (with `revoked_at`) so the audit trail's ids stay
 * explainable, and the list shows only keys not revoked.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The secret's first characters ("sk_Ab3dE9f"), shown in the list to recognise a key. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key (plugins/apiKeyActor.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash),
    index('api_keys_org_idx').on(t.organizationId, t.createdAt),
  ],
);
