import {
  ADDRESSING_STYLES,
  AI_ANSWERS_PER_DAY_DEFAULT,
  FORMALITIES,
  INVITATION_STATUSES,
  ORGANIZATION_ROLES,
  ORGANIZATION_TYPES,
  PAYMENT_PROVIDERS,
} from '@support/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  type: text('type', { enum: ORGANIZATION_TYPES }).notNull(),
  status: text('status').notNull().default('ACTIVE'),
  websiteUrl: text('website_url'),
  /** null: self-service (Stripe or the built-in checkout); MANUAL: billed by hand, no self-upgrade. */
  paymentProvider: text('payment_provider', { enum: PAYMENT_PROVIDERS }),
  sourceLanguage: text('source_language').notNull().default('en'),
  formality: text('formality', { enum: FORMALITIES }).notNull().default('INFORMAL'),
  addressingStyle: text('addressing_style', { enum: ADDRESSING_STYLES }).notNull().default('PERSONAL'),
  translationLanguages: text('translation_languages').array().notNull().default([]),
  /** Terms the recorder blurs in screenshots before upload. */
  redactionTerms: text('redaction_terms').array().notNull().default([]),
  hideTypedEmails: boolean('hide_typed_emails').notNull().default(true),
  /** Whether a recorded step on a large window opens zoomed on what was clicked (issue 51 item 2). */
  zoomToAction: boolean('zoom_to_action').notNull().default(true),
  /** IANA zone the analytics count days in. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Whether an admin has saved a zone: until then the app suggests the browser's (UTC is counted meanwhile). */
  timeZoneChosen: boolean('time_zone_chosen').notNull().default(false),
  /** Whether shared pages and help centers offer a narrated article's audio (a voice is personal data). */
  shareAudio: boolean('share_audio').notNull().default(false),
  /** AI answers its help centers may give a day (UTC) before they show search results only (cost). */
  aiAnswersPerDay: integer('ai_answers_per_day').notNull().default(AI_ANSWERS_PER_DAY_DEFAULT),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  'memberships',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORGANIZATION_ROLES }).notNull().default('MEMBER'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

export const organizationTags = pgTable(
  'organization_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organization_tags_org_name_key').on(t.organizationId, t.name)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ORGANIZATION_ROLES }).notNull().default('MEMBER'),
    tokenHash: text('token_hash').notNull().unique(),
    /** Stored: PENDING, ACCEPTED, REVOKED. EXPIRED is derived from expiresAt when read (by ctx.clock). */
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('PENDING'),
    inviterId: uuid('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_org_status_idx').on(t.organizationId, t.status),
    index('invitations_email_idx').on(t.email),
    // At most one open invitation per address and organization, even when two admins click at once.
    uniqueIndex('invitations_org_pending_email_key')
      .on(t.organizationId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
