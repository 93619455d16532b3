import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox of change events (changes/bus.ts): one row per change, written in the transaction that
 * made it, so a committed change always has its event. Other processes hear of it by NOTIFY at
 * commit and read the rows they missed after a lost connection. Rows are kept for a day.
 */
export const changeEvents = pgTable(
  'change_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    organizationId: uuid('organization_id').notNull(),
    /** The change itself (changes/types.ts), checked again when read. */
    change: jsonb('change').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('change_events_created_at_idx').on(t.createdAt)],
);
