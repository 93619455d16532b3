import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * An organization's glossary (spec 02 §3 "Glossary entry"): the preferred term, what it means, an
 * optional term not to use instead ("negative") and an optional example. A term is unique per
 * organization ignoring case, so "Workspace" and "workspace" cannot both be entries.
 */
export const glossaryEntries = pgTable(
  'glossary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    definition: text('definition').notNull(),
    negative: text('negative'),
    example: text('example'),
    /** null once the creator's account is gone; the entry stays with the organization. */
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('glossary_entries_org_term_key').on(t.organizationId, sql`lower(${t.term})`),
    index('glossary_entries_org_idx').on(t.organizationId, t.createdAt),
  ],
);
