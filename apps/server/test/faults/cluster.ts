import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/**
 * Fault tests stop and restart PostgreSQL, so they run a cluster of their own (never the shared
 * server of TEST_DATABASE_URL). PostgreSQL refuses to run as root: as root, it runs as `postgres`.
 */
export const canRunCluster =
  process.env.TEST_DB === 'postgres' && existsSync(path.join(BIN, 'pg_ctl')) && hasPostgresUser();

function hasPostgresUser(): boolean {
  if (process.getuid?.() !== 0) return true;
  try {
    return os.userInfo().username === 'postgres' || existsSync('/usr/sbin/runuser');
  } catch {
    return false;
  }
}

export type Cluster = {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
};

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'support-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args])
      : run(path.join(BIN, tool), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  await start();
  await pg('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', 'support']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/support`,
    // Fast mode: every backend is terminated (57P01), as in a restart or failover.
    stop: async () => void (await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])),
    start: async () => void (await start()),
    async destroy() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
