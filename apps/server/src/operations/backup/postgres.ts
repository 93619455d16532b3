import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BackupError } from './manifest';
import { rowsOf } from './migrations';

const CLIENT_TOOLS =
  "PostgreSQL's client tools are needed (Debian/Ubuntu: apt-get install postgresql-client; " +
  'the same major version as the server or newer).';

/** Runs pg_dump or pg_restore; a missing binary or a failure becomes a BackupError with its stderr. */
function run(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  // The password goes by environment, not on the command line where `ps` shows it to everyone.
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${target.href}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: password ? { ...process.env, PGPASSWORD: password } : process.env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT' ? `${tool} was not found on the PATH. ${CLIENT_TOOLS}` : error.message,
        ),
      ),
    );
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}):\n${hidePassword(stderr.trim())}`));
    });
  });
}

const hidePassword = (text: string) => text.replace(/(postgres(?:ql)?:\/\/[^:/@\s]+:)[^@\s]+@/g, '$1***@');

/**
 * The whole database in pg_dump's custom format (compressed, restorable table by table), taken
 * in one snapshot: the server may keep running. Owners and grants are left out so it can be
 * restored under another role.
 */
export function pgDump(url: string, file: string): Promise<void> {
  return run('pg_dump', url, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`]);
}

/** Restores in one transaction: a failure leaves the target database as empty as it was. */
export function pgRestore(url: string, file: string): Promise<void> {
  return run('pg_restore', url, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    file,
  ]);
}

/** Tables outside PostgreSQL's own schemas: a restore target must have none. */
export async function userTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') order by 1`),
  );
  return rows.map((row) => row.name);
}
