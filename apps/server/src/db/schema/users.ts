import { DESKTOP_PLATFORMS, SESSION_KINDS, USER_TYPES } from '@support/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lowercased and trimmed: one account per address. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    userType: text('user_type', { enum: USER_TYPES }).notNull().default('REGULAR'),
    /** Raised when the password changes: every token carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The organization every tenant-owned call of this user is scoped to. */
    activeOrganizationId: uuid('active_organization_id'),
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * One signed-in session: the JWT carries its id (`sid`), so a session can be listed and ended
 * before its token expires. Owned by a user, not an organization (it spans all of theirs).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Firefox on Linux": a summary, not the full header (it says enough to recognise a device). */
    userAgent: text('user_agent'),
    /** BROWSER: a sign-in; DESKTOP_RECORDER: a recorder connected by code, ending DESKTOP_RECORDER_TOKEN_DAYS after its last use. */
    kind: text('kind', { enum: SESSION_KINDS }).notNull().default('BROWSER'),
    /**
     * The organization the session acts in whatever the user's active one is (a recorder records for
     * the organization confirmed when it was connected); null: the user's active organization.
     */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** What settings shows for it, e.g. "Desktop recorder on Windows". */
    label: text('label'),
    /** The desktop recorder's system (win32, darwin, linux); null for browser sessions. */
    platform: text('platform', { enum: DESKTOP_PLATFORMS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per session, so a busy session costs no write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.lastUsedAt)],
);
