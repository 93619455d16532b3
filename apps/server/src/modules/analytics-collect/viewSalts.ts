import { randomBytes } from 'node:crypto';
import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { viewDayVisitors, viewSalts } from '../../db/schema';

/**
 * The first calendar day still in use somewhere when it is `now`: a day begins at UTC+14 and ends
 * at UTC-12, so a date is over everywhere 12 hours after it ended in UTC. One more day of margin:
 * a salt is dropped when its date is two days behind UTC's.
 */
export function oldestLiveDay(now: Date): string {
  const day = new Date(now.getTime());
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The daily salts of visitor hashes (like Plausible Analytics'): random, one per calendar day
 * for the whole installation, kept in view_salts only while the day lasts in some time zone.
 * Once a salt is deleted, nobody (not even someone holding the server's secrets and the database)
 * can tell which address made a stored hash by trying every IPv4 address. Every process reads
 * the same salt: the first to need a day's salt inserts one (a concurrent insert loses quietly),
 * then each reads whichever won, and keeps it in memory.
 */
export class DailySalts {
  private readonly kept = new Map<string, string>();

  constructor(private readonly db: Db) {}

  /** The salts of these days, creating those that do not exist yet. */
  async of(days: Iterable<string>, now: Date): Promise<Map<string, string>> {
    const oldest = oldestLiveDay(now);
    const missing = [...new Set(days)].filter((day) => !this.kept.has(day) && day >= oldest);
    if (missing.length > 0) {
      // A new day for this process: a good moment to drop what is over everywhere.
      await prune(this.db, oldest);
      for (const day of this.kept.keys()) if (day < oldest) this.kept.delete(day);
      await this.db
        .insert(viewSalts)
        .values(missing.map((day) => ({ day, salt: randomBytes(32).toString('base64url') })))
        .onConflictDoNothing();
      const rows = await this.db
        .select({ day: viewSalts.day, salt: viewSalts.salt })
        .from(viewSalts)
        .where(inArray(viewSalts.day, missing));
      for (const row of rows) this.kept.set(row.day, row.salt);
    }
    return this.kept;
  }
}

/**
 * Deletes the salts, and the lists of who was already counted on a day, of days over in every
 * time zone. A view still waiting for such a day (a clock far off) is not counted: a new salt
 * would count its visitor twice.
 */
export async function prune(db: Db, oldest: string): Promise<void> {
  await db.delete(viewSalts).where(lt(viewSalts.day, oldest));
  await db.delete(viewDayVisitors).where(lt(viewDayVisitors.day, oldest));
}
