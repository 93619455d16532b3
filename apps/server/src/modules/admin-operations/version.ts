import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type VersionInfo = { version: string; commit: string | null };

/** The nearest folder at or above `from` that holds `name`. */
function findUp(from: string, name: string, accept: (file: string) => boolean = () => true): string | null {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate) && accept(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The commit a git checkout is at: HEAD, or the branch it names (loose or packed ref). */
function gitCommit(gitDir: string): string | null {
  const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
  if (/^[0-9a-f]{40}$/.test(head)) return head;
  const ref = head.match(/^ref: (.+)$/)?.[1];
  if (!ref) return null;
  const loose = path.join(gitDir, ref);
  if (existsSync(loose)) return readFileSync(loose, 'utf8').trim();
  const packed = path.join(gitDir, 'packed-refs');
  if (!existsSync(packed)) return null;
  const line = readFileSync(packed, 'utf8')
    .split('\n')
    .find((entry) => entry.endsWith(` ${ref}`));
  return line?.split(' ')[0] ?? null;
}

let known: VersionInfo | null = null;

/**
 * The server's version from its package.json (found from this file, in the sources and in the
 * built dist/ alike), and the git commit when the server runs from a checkout; read once.
 */
export function serverVersion(): VersionInfo {
  if (known) return known;
  const here = path.dirname(fileURLToPath(import.meta.url));
  let version = 'unknown';
  let commit: string | null = null;
  try {
    const pkg = findUp(here, 'package.json', (file) => {
      const name = (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name;
      return name === '@support/server';
    });
    if (pkg) version = (JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string }).version ?? version;
    const git = findUp(here, '.git');
    commit = git ? gitCommit(git) : null;
  } catch {
    // An unreadable file leaves what was found.
  }
  known = { version, commit };
  return known;
}
