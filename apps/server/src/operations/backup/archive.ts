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

/** What a backup holds: folders and regular files only (npm run backup writes nothing else). */
const PLAIN_ENTRIES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);
/** tar's extended headers describe the entry after them; they are not written themselves. */
const META_ENTRIES = new Set([
  'ExtendedHeader',
  'GlobalExtendedHeader',
  'NextFileHasLongPath',
  'NextFileHasLongLinkpath',
]);

/**
 * Reads the whole archive once, writing nothing, and refuses it when any entry is a symbolic or
 * hard link, a device, a FIFO, or a path that leaves the folder it is unpacked into: a link
 * `files/x -> ../../jwt-secret` would otherwise be unpacked as a link and followed by the server.
 */
export async function refuseUnsafeEntries(file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const refused: string[] = [];
  try {
    await tar.t({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const name = entry.path;
        const outside =
          path.isAbsolute(name) || /^[a-zA-Z]:/.test(name) || name.split(/[\\/]/).includes('..');
        if (outside) refused.push(`${name} (a path outside the backup)`);
        else if (!PLAIN_ENTRIES.has(entry.type) && !META_ENTRIES.has(entry.type)) {
          refused.push(`${name} (${describe(entry.type)})`);
        }
        entry.resume();
      },
    });
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup archive (${(error as Error).message}).`);
  }
  if (refused.length) {
    const shown = refused.slice(0, 5).join(', ');
    const more = refused.length > 5 ? ` and ${refused.length - 5} more` : '';
    throw new BackupError(
      `${file} was not written by npm run backup and is refused before anything is restored: it holds ${shown}${more}. A backup holds only folders and plain files.`,
    );
  }
}

function describe(type: string): string {
  if (type === 'SymbolicLink') return 'a symbolic link';
  if (type === 'Link') return 'a hard link';
  if (type === 'CharacterDevice' || type === 'BlockDevice') return 'a device file';
  if (type === 'FIFO') return 'a named pipe';
  return `an entry of type ${type}`;
}

/** Unpacks the whole archive into `into` (a new folder) and returns its checked manifest. */
export async function extractArchive(file: string, into: string): Promise<Manifest> {
  await refuseUnsafeEntries(file);
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
