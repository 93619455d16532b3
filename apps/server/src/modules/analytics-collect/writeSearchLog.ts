import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpCenterSearches, helpCenterSearchOverflow } from '../../db/schema';

/** A query's counts of one day in one help center and language, as the log keeps them in memory. */
export type Counts = {
  organizationId: string;
  helpCenterId: string;
  language: string;
  query: string;
  day: string;
  searches: number;
  empty: number;
  results: number;
  opened: number;
};

/**
 * Queries stored one by one per help center and day. Every search is a new row when its words
 * are new, so a script making up queries would fill the table; beyond this bound a day's new
 * queries are only counted, in one overflow row per help center and day
 * (help_center_search_overflow). A day of searches thus makes at most 1,000 rows per help center
 * (plus one per writer racing for the last free row) and one overflow row.
 */
export const SEARCH_ROWS_PER_DAY = 1000;

/** Adds a batch of counts to the log: to its query's row, a new row while the day has room, else the overflow. */
export async function write(db: Db, batch: Counts[]): Promise<void> {
  for (const counts of batch) {
    const key = and(
      eq(helpCenterSearches.helpCenterId, counts.helpCenterId),
      eq(helpCenterSearches.language, counts.language),
      eq(helpCenterSearches.query, counts.query),
      eq(helpCenterSearches.day, counts.day),
    );
    if (counts.searches === 0) {
      // Only openings: a link's ?sq= adds to a search that was made, never a row of its own, so
      // made-up queries in addresses cannot fill the table.
      await db
        .update(helpCenterSearches)
        .set({ opened: sql`${helpCenterSearches.opened} + ${counts.opened}` })
        .where(key);
      continue;
    }
    const added = {
      searches: sql`${helpCenterSearches.searches} + ${counts.searches}`,
      empty: sql`${helpCenterSearches.empty} + ${counts.empty}`,
      results: counts.results,
      opened: sql`${helpCenterSearches.opened} + ${counts.opened}`,
    };
    const known = await db
      .update(helpCenterSearches)
      .set(added)
      .where(key)
      .returning({ day: helpCenterSearches.day });
    if (known.length > 0) continue;
    // A new query: stored while the day has room (counted on the index that starts with the organization).
    const stored = await db.execute(sql`
      insert into help_center_searches (organization_id, help_center_id, language, query, day, searches, empty, results, opened)
      select ${counts.organizationId}, ${counts.helpCenterId}, ${counts.language}, ${counts.query}, ${counts.day}::date,
        ${counts.searches}::int, ${counts.empty}::int, ${counts.results}::int, ${counts.opened}::int
      where (
        select count(*) from help_center_searches
        where organization_id = ${counts.organizationId} and day = ${counts.day}::date and help_center_id = ${counts.helpCenterId}
      ) < ${SEARCH_ROWS_PER_DAY}
      on conflict (help_center_id, language, query, day) do update set
        searches = help_center_searches.searches + excluded.searches,
        empty = help_center_searches.empty + excluded.empty,
        results = excluded.results,
        opened = help_center_searches.opened + excluded.opened
      returning day`);
    if ((stored as unknown as { rows: unknown[] }).rows.length > 0) continue;
    await db
      .insert(helpCenterSearchOverflow)
      .values({
        organizationId: counts.organizationId,
        helpCenterId: counts.helpCenterId,
        day: counts.day,
        searches: counts.searches,
        empty: counts.empty,
      })
      .onConflictDoUpdate({
        target: [
          helpCenterSearchOverflow.organizationId,
          helpCenterSearchOverflow.helpCenterId,
          helpCenterSearchOverflow.day,
        ],
        set: {
          searches: sql`${helpCenterSearchOverflow.searches} + ${counts.searches}`,
          empty: sql`${helpCenterSearchOverflow.empty} + ${counts.empty}`,
        },
      });
  }
}
