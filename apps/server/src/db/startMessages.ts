import path from 'node:path';
import { freeMbAt, neededMbToStart, saysDiskFull } from './diskSpace';
import { EmbeddedDatabaseError } from './embedded';

/**
 * Why the embedded database in `dir` (DATA_DIR/db) cannot start, in words that lead to the right
 * repair. A full disk and damaged files look the same from PGlite ("failed to initialize"), and
 * the repair of the second (restoring the last backup) throws away every write since: so the disk
 * is ruled out first, and the damaged message keeps the folder and tries the restore beside it.
 */

/** Before opening: refuses a disk too full to start on, or returns. */
export function refuseFullDisk(dir: string, existing: boolean): void {
  const free = freeMbAt(dataDirOf(dir));
  const needed = neededMbToStart(existing);
  if (free !== null && free < needed) throw diskFull(dir, free, needed);
}

/** After opening failed with `cause`: the disk when it is full (or was, by PostgreSQL's reason), else the files. */
export function cannotOpen(dir: string, cause: unknown, existing: boolean): EmbeddedDatabaseError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  const free = freeMbAt(dataDirOf(dir));
  const needed = neededMbToStart(existing);
  if (saysDiskFull(reason) || (free !== null && free < needed)) return diskFull(dir, free ?? 0, needed);
  if (!existing)
    return new EmbeddedDatabaseError(`Could not create the embedded database in ${dir} (${reason}).`);
  return damaged(dir, reason, free);
}

const dataDirOf = (dir: string) => path.dirname(path.resolve(dir));

function diskFull(dir: string, freeMb: number, neededMb: number): EmbeddedDatabaseError {
  return new EmbeddedDatabaseError(
    `Cannot start: the disk holding DATA_DIR is full (${freeMb} MB free; the embedded database needs ` +
      `about ${neededMb} MB to start).\n` +
      `DATA_DIR is ${dataDirOf(dir)}. Its files are not damaged and keep every acknowledged write: ` +
      'free space on that disk (or move DATA_DIR to a larger one), then start again.',
  );
}

function damaged(dir: string, reason: string, freeMb: number | null): EmbeddedDatabaseError {
  const data = dataDirOf(dir);
  const space = freeMb === null ? '' : `, with ${freeMb} MB free on its disk`;
  return new EmbeddedDatabaseError(
    `The embedded database in ${dir} cannot be opened (${reason})${space}.\n` +
      'A stopped or killed server does not cause this; a power loss, a failing disk, or files changed by ' +
      `hand can. Keep ${data} as it is: it holds every write since the last backup, and a restore ` +
      'replaces them. Try the restore in a new folder first:\n' +
      `  DATA_DIR=${data}.restored npm run restore -- <backup file>\n` +
      `  DATA_DIR=${data}.restored npm start\n` +
      'If that shows what you expect, stop it and swap the folders, keeping the damaged one:\n' +
      `  mv ${data} ${data}.damaged && mv ${data}.restored ${data}\n` +
      'then start the server again (see docs/operating.md).',
  );
}
