import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { BackupError, type Manifest, ZManifest } from './manifest';

/**
 * Writes the staged folder (manifest.json first, then what it names; folders may be symbolic
 * links to the live ones, which are followed) as one gzip-compressed tar file. Written under a
 * temporary name and renamed, so a backup cut short never passes for a whole one; readable only
 * by its owner, as it holds the users' password hashes and the server's secret.
 */
export async function writeArchive(stage: string, entries: string[], file: string): Promise<void> {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  // Created owner-only before anything is written into it; tar keeps the mode when it truncates.
  closeSync(openSync(partial, 'wx', 0o600));
  try {
    const options = {
      gzip: true,
      file: partial,
      cwd: stage,
      follow: true,
      portable: true,
      // A file local storage is still writing (renamed into place when complete) is not a file yet.
      filter: (entry: string) => !entry.endsWith('.tmp'),
    };
    await tar.c(options, [
      'manifest.json',
      ...entries.filter((entry) => existsSync(path.join(stage, entry))),
    ]);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Unpacks the whole archive into `into` (a new folder) and returns its checked manifest. */
export async function extractArchive(file: string, into: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  mkdirSync(into, { recursive: true, mode: 0o700 });
  try {
    // strict: a damaged or truncated archive is an error, not a partial restore.
    await tar.x({ file, cwd: into, strict: true, preservePaths: false });
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup archive (${(error as Error).message}).`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(into, 'manifest.json'), 'utf8'));
  } catch {
    throw new BackupError(`${file} has no manifest.json: it was not written by npm run backup.`);
  }
  const parsed = ZManifest.safeParse(raw);
  if (!parsed.success) {
    const format = (raw as { format?: unknown }).format;
    throw new BackupError(
      typeof format === 'number' && format > 1
        ? `${file} is a backup of format ${format}, newer than this version understands: restore it with the version that wrote it.`
        : `${file} has a manifest this version cannot read: ${parsed.error.issues[0]?.message ?? 'invalid'}.`,
    );
  }
  return parsed.data;
}

/** Moves a restored folder into place (same file system: the staging folder is inside DATA_DIR). */
export function moveInto(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(path.dirname(to), { recursive: true });
  rmSync(to, { recursive: true, force: true });
  renameSync(from, to);
}
