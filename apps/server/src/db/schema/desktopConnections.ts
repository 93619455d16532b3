import { DESKTOP_PLATFORMS } from '@support/shared';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { sessions } from './sessions';
import { users } from './users';

/**
 * A desktop recorder asking to be connected by code (device-authorization style): the recorder
 * holds `secret`, the person types or follows `code` in a signed-in browser and confirms it for an
 * organization; the recorder then claims its token once. Only hashes of code and secret are kept,
 * so the table's contents connect nothing.
 */
export const desktopConnections = pgTable(
  'desktop_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the normalised code (8 characters, no dash). */
    codeHash: text('code_hash').notNull(),
    /** SHA-256 of the recorder's secret. */
    secretHash: text('secret_hash').notNull(),
    platform: text('platform', { enum: DESKTOP_PLATFORMS }).notNull(),
    /** The device name the recorder reported (its host name), shown on the confirm page. */
    device: text('device'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the confirm: who, for which organization. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** Set once, by the one claim that wins: the session its token names. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Codes are unique among all rows (a collision, 1 in 32^8, is retried), so a lookup finds one.
    uniqueIndex('desktop_connections_code_key').on(t.codeHash),
    index('desktop_connections_expires_idx').on(t.expiresAt),
  ],
);
