import type { Db } from '../../db/client';
import { type Counts, write } from './writeSearchLog';

/** Written every few seconds, like the views: a write per search would cost the embedded database. */
const FLUSH_MS = 5000;
/** Distinct queries waiting beyond this are dropped rather than filling memory while the database is away. */
const MAX_PENDING = 10_000;
const MAX_QUERY = 200;

/** A query as it is logged and as a result link carries it back: trimmed, collapsed, lower-cased. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_QUERY);
}

/**
 * The search log of the help centers (for the analytics): each search counted per help center,
 * language, query and day, with whether it found nothing; a result opened from a search counted on
 * that query. Counted in memory and written every few seconds, a row per query and day, at most
 * SEARCH_ROWS_PER_DAY rows per help center and day (writeSearchLog.ts).
 */
export class SearchLog {
  private pending = new Map<string, Counts>();
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;

  constructor(
    private readonly options: {
      db: Db;
      now: () => Date;
      onError: (error: unknown, dropped: number) => void;
    },
  ) {}

  searched(input: {
    organizationId: string;
    helpCenterId: string;
    language: string;
    query: string;
    results: number;
  }) {
    this.add(input, (counts) => {
      counts.searches++;
      if (input.results === 0) counts.empty++;
      counts.results = input.results;
    });
  }

  opened(input: { organizationId: string; helpCenterId: string; language: string; query: string }) {
    this.add(input, (counts) => {
      counts.opened++;
    });
  }

  private add(
    input: { organizationId: string; helpCenterId: string; language: string; query: string },
    count: (counts: Counts) => void,
  ) {
    const query = normalizeQuery(input.query);
    if (!query) return;
    const day = this.options.now().toISOString().slice(0, 10);
    const key = `${input.helpCenterId}\n${input.language}\n${day}\n${query}`;
    let counts = this.pending.get(key);
    if (!counts) {
      if (this.pending.size >= MAX_PENDING) return;
      counts = { ...input, query, day, searches: 0, empty: 0, results: 0, opened: 0 };
      this.pending.set(key, counts);
    }
    count(counts);
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what is waiting; resolves when everything counted so far is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const batch = [...this.pending.values()].slice(0, 500);
      for (const counts of batch) {
        this.pending.delete(`${counts.helpCenterId}\n${counts.language}\n${counts.day}\n${counts.query}`);
      }
      try {
        await write(this.options.db, batch);
      } catch (error) {
        // A help center deleted meanwhile (foreign key) must not lose the others' counts.
        let lost = 0;
        for (const counts of batch) {
          await write(this.options.db, [counts]).catch(() => {
            lost += counts.searches + counts.opened;
          });
        }
        if (lost > 0) this.options.onError(error, lost);
      }
    }
  }
}

const logs = new WeakMap<Db, SearchLog>();

/** The search log of the app on this database (one per app: the routes make it). */
export function attachSearchLog(db: Db, log: SearchLog): () => void {
  logs.set(db, log);
  return () => logs.delete(db);
}

/** Writes the searches still counted in memory (tests and shutdown). */
export function flushSearchLog(ctx: { db: Db }): Promise<void> {
  return logs.get(ctx.db)?.flush() ?? Promise.resolve();
}
