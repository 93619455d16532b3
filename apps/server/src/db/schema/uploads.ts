import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
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
