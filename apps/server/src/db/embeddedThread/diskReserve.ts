import { freeMbAt, neededMbToStart } from '../diskSpace';

/**
 * The last megabytes of the embedded database's disk are kept for the database itself. PGlite does
 * not survive a full disk at the moment it needs its next 16 MB log segment: the write fails with
 * "could not write to file pg_wal/xlogtemp…", and every statement after it, reads included, never
 * answers (issue 52 item 2). So writes are refused (as disk full: 507 STORAGE_FULL) while less than
 * WRITE_RESERVE_MB is free, long before that moment; reads go on, and writes are taken again as
 * soon as space is back. A segment (16 MB) and the largest save (an 8 MB article, stored about
 * three times over with its log and index) fit in the reserve.
 */
export const WRITE_RESERVE_MB = 48;
/** Free space is read at most this often (a statfs per write would be cheap, but not free). */
const FRESH_MS = 250;

export class DiskReserve {
  /** Off while migrations run: the start already checked for room, and they must not stop halfway. */
  active = true;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private freeMb: number | null = null;

  constructor(
    private readonly dir: string,
    private readonly reserveMb = WRITE_RESERVE_MB,
    private readonly now: () => number = Date.now,
  ) {}

  /** Megabytes free on the disk (null where the system cannot tell: then nothing is refused). */
  free(): number | null {
    const now = this.now();
    if (now - this.checkedAt >= FRESH_MS) {
      this.freeMb = freeMbAt(this.dir);
      this.checkedAt = now;
    }
    return this.freeMb;
  }

  allowsWrites(): boolean {
    if (!this.active) return true;
    const free = this.free();
    return free === null || free >= this.reserveMb;
  }

  /** Enough to start PGlite again after it was stopped (it replays its log, then opens a segment). */
  allowsStart(): boolean {
    const free = this.free();
    return free === null || free >= neededMbToStart(true);
  }

  /** What a refused write says: the real cause, with the numbers an operator acts on. */
  fullError(): Error {
    const free = this.free();
    return Object.assign(
      new Error(
        `No space left on device: the disk holding DATA_DIR has ${free ?? 'almost no'} MB free, and the ` +
          `embedded database keeps the last ${this.reserveMb} MB for itself`,
      ),
      { code: '53100' },
    );
  }
}

/**
 * Tells statements taken whatever the disk from those that may write: reads, the words that end a
 * transaction whose writes were taken, and named statements prepared as reads (the actor's lookup
 * runs as `execute resolve_actor_N(…)`, plugins/actorQuery.ts).
 */
export class WriteClassifier {
  private readonly preparedReads = new Set<string>();

  takenOnFullDisk(sql: string): boolean {
    if (TRANSACTION_WORDS.has(sql)) return true;
    const head = sql.trimStart().slice(0, 200);
    const word = /^[a-z]+/i.exec(head)?.[0]?.toLowerCase();
    if (word === 'select' || word === 'show') return true;
    // PREPARE stores nothing; what it prepares decides its EXECUTE.
    const prepared = /^prepare\s+(\w+)\s+as\s+(\w+)/i.exec(head);
    if (prepared) {
      if (prepared[2]?.toLowerCase() === 'select') this.preparedReads.add(prepared[1] as string);
      return true;
    }
    const executed = /^execute\s+(\w+)/i.exec(head);
    return executed !== null && this.preparedReads.has(executed[1] as string);
  }
}

const TRANSACTION_WORDS = new Set(['BEGIN', 'COMMIT', 'ROLLBACK']);
