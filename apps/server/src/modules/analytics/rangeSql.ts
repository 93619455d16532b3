import { type SQL, sql } from 'drizzle-orm';
import type { ResolvedRange } from './timeRange';

/**
 * The one place a report's range becomes SQL: a condition on a column of stored calendar days
 * ('YYYY-MM-DD'). A range is its days, first to last. All time has no first day: it is every day
 * up to today, so a search or an answer older than the first view (where alltime's `firstDay`
 * starts) is counted too; for the views themselves that is the same rows, their first day being
 * that first view.
 */
export function daysWithin(range: ResolvedRange, column: SQL): SQL {
  return range.preset === 'alltime'
    ? sql`${column} <= ${range.lastDay}`
    : sql`${column} between ${range.firstDay} and ${range.lastDay}`;
}
