import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { pidRuns } from '../lib/process/pidRuns';

/**
 * What keeps the embedded database (PGlite in DATA_DIR/db) readable.
 *
 * PGlite 0.5 runs PostgreSQL in single-user mode with fsync off (`-F`): every commit is written
 * to the write-ahead log with write(2) before the query returns, so a killed process (SIGKILL, an
 * out-of-memory kill) loses nothing acknowledged and the next start replays the log. Three things
 * can still leave the folder unreadable, and are handled here:
 * - two processes opening it at once (PGlite has no lock of its own: its postmaster.pid says -42
 *   and is ignored, so a second server, worker or `npm run admin` would write over the first);
 * - a kill while the first start unpacks the new database (PG_VERSION is written before the last
 *   files, and a half-unpacked folder is then taken for a database);
 * - a power loss or disk fault (nothing waits for the disk): PGlite then only says "Aborted()",
 *   so the error says what happened and how to restore the last backup (startMessages.ts, which
 *   first rules out a full disk: PGlite fails the same way on one, and nothing needs restoring).
 */
export class EmbeddedDatabaseError extends Error {}

const held = new Map<string, number>();

/** Where the lock of the database in `dir` lives: beside it, so backups of the folder leave it out. */
export const lockFileOf = (dir: string) => `${path.resolve(dir)}.lock`;

/**
 * Takes the database in `dir` for this process, or throws EmbeddedDatabaseError naming the process
 * that has it. A lock left by a killed process is taken over. Reentrant within one process (the
 * backup holds it while it opens and reads the database). Returns the release.
 */
export function holdEmbeddedDatabase(dir: string): () => void {
  const file = lockFileOf(dir);
  const count = held.get(file) ?? 0;
  if (count === 0) takeLock(file, dir);
  held.set(file, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(file) ?? 1) - 1;
    if (left > 0) return void held.set(file, left);
    held.delete(file);
    rmSync(file, { force: true });
  };
}

function takeLock(file: string, dir: string): void {
  const me = { pid: process.pid, started: startTimeOf(process.pid) };
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && isAlive(holder)) {
      throw new EmbeddedDatabaseError(
        `The embedded database in ${dir} is in use by process ${holder.pid} (a running server, worker or ` +
          'operator command).\nStop that process first: the embedded database belongs to one process at a ' +
          'time. (With DATABASE_URL and PostgreSQL, servers, workers and backups can run side by side.)',
      );
    }
    // Left by a process that was killed: it cannot write any more.
    rmSync(file, { force: true });
  }
  throw new EmbeddedDatabaseError(`Could not lock the embedded database in ${dir} (${file}).`);
}

type Holder = { pid: number; started: string | null };

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: parsed.started ?? null } : null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  if (holder.pid === process.pid || !pidRuns(holder.pid)) return false;
  // A container restarts its server under the same small pid: only the same start time is the holder.
  const started = startTimeOf(holder.pid);
  return !(holder.started && started && started !== holder.started);
}

/** The process's start time in clock ticks since boot (Linux), to tell a reused pid apart. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

export const hasEmbeddedDatabase = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Creates a new database in a folder beside `dir` and renames it into place once complete, so a
 * kill during the first start leaves either no database (created again next time) or a whole one.
 */
export async function createEmbeddedAtomically(dir: string, create: (dir: string) => Promise<void>) {
  const creating = `${path.resolve(dir)}.creating`;
  rmSync(creating, { recursive: true, force: true });
  await create(creating);
  // An empty folder (made by hand, or by an older version before it was killed) is replaced.
  if (existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
  if (existsSync(dir)) {
    rmSync(creating, { recursive: true, force: true });
    throw new EmbeddedDatabaseError(
      `${dir} holds files but no database (no PG_VERSION): it is not an embedded database. ` +
        'Move it aside and start again (or restore a backup into the empty folder: npm run restore -- <file>).',
    );
  }
  renameSync(creating, dir);
}
