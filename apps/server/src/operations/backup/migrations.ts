import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownMigrations } from '../../db/schemaVersion';

export { knownMigrations };

/**
 * How far the database's schema is: drizzle records each applied migration with its journal time,
 * which names it. `last` is the tag, or `unknown-<time>` for one this version does not know.
 */
export async function appliedMigrations(db: Db): Promise<{ count: number; last: string | null }> {
  const [exists] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`),
  );
  if (!exists?.ok) return { count: 0, last: null };
  const [row] = rowsOf<{ count: number; last: string | null }>(
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  if (!row) return { count: 0, last: null };
  if (!row.last) return { count: row.count, last: null };
  const known = knownMigrations().find((entry) => String(entry.when) === row.last);
  return { count: row.count, last: known?.tag ?? `unknown-${row.last}` };
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
