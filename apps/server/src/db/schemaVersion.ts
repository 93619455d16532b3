import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';

/** Migrations sit next to the source in dev, and are copied next to the bundle in production. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  return candidates.find((dir) => existsSync(path.join(dir, 'meta'))) ?? candidates[0]!;
}

type JournalEntry = { tag: string; when: number };

/** The migrations this version of the server knows, oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The database's schema is newer than this build: starting would write what the newer build cannot read. */
export class SchemaTooNewError extends Error {}

/**
 * Refuses a database that a newer build migrated further. Drizzle's migrator only applies the
 * migrations it has that are newer than the database's last one, so an older build would start
 * silently on the newer schema and write rows the newer build's triggers and indexes never saw
 * (help-center search then missed them). Drizzle records each applied migration with its journal
 * time (`created_at` = `when`), which orders them across builds. Called before every migration:
 * the server, the worker and `npm run admin` all migrate before they work.
 */
export async function refuseNewerSchema(
  db: { execute(query: SQL): PromiseLike<unknown> },
  kind: 'pglite' | 'postgres',
): Promise<void> {
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as { rows: T[] }).rows;
  const [table] = await rows<{ ok: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!table?.ok) return;
  const [applied] = await rows<{ count: number; last: string | null }>(
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const known = knownMigrations();
  const newest = known.at(-1);
  if (!applied?.last || !newest || Number(applied.last) <= newest.when) return;
  // Only the newer build knows its name; tags are numbered in order, so the count gives its number.
  const number = String(applied.count - 1).padStart(4, '0');
  const made = new Date(Number(applied.last)).toISOString().slice(0, 10);
  const target =
    kind === 'pglite'
      ? 'an empty DATA_DIR (the embedded database)'
      : 'an empty PostgreSQL database (DATABASE_URL)';
  throw new SchemaTooNewError(
    `The database was migrated by a newer version of Support as a Service (migration ${number} of ${made}, this version knows up to ${newest.tag}). ` +
      `Start the newer version again, or restore the backup made before the upgrade into ${target}: npm run restore -- FILE`,
  );
}
