import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { helpCenters } from './helpCenters';
import { organizations } from './organizations';

/**
 * Searches of a help center's day beyond the rows stored one by one (analytics-collect/searchLog.ts
 * keeps at most SEARCH_ROWS_PER_DAY queries a day per help center): counted here, so the
 * analytics' totals stay right while made-up queries cannot fill help_center_searches.
 */
export const helpCenterSearchOverflow = pgTable(
  'help_center_search_overflow',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    helpCenterId: uuid('help_center_id')
      .notNull()
      .references(() => helpCenters.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    searches: integer('searches').notNull().default(0),
    empty: integer('empty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.helpCenterId, t.day] })],
);
