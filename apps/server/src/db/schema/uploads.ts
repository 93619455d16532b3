import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { organizations } from './organizations';

/**
 * Recording uploads in flight, one lease row each, so the per-organization cap holds across every
 * server on one database. A row is removed when its upload ends; one whose server died runs out at
 * `expiresAt` (the longest an upload can take) and stops counting.
 */
export const uploadSlots = pgTable(
  'upload_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_slots_org_idx').on(t.organizationId, t.expiresAt)],
);

/**
 * `Idempotency-Key`s of recording uploads: the first upload with a key records its article here in
 * the same transaction that creates it, so a repeat (or a racing twin) from the same organization
 * finds the article instead of making a second one. Keys are per organization: two never share one.
 */
export const recordingUploadKeys = pgTable(
  'recording_upload_keys',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // A deleted article frees its key: a repeat after that creates the article again.
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.key] })],
);

/**
 * Screenshots staged one by one for an upload not yet made (docs/recording-format.md, "Staged
 * images"): the final `POST /v1/recordings` with the same Idempotency-Key takes the images it does
 * not carry from here. Rows and their files go when the article is created, or after a day.
 */
export const recordingStagedImages = pgTable(
  'recording_staged_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    image: text('image').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recording_staged_images_key_idx').on(t.organizationId, t.idempotencyKey, t.image),
    index('recording_staged_images_created_idx').on(t.createdAt),
  ],
);
