import { DESKTOP_PLATFORMS, SESSION_KINDS } from '@support/shared';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

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
