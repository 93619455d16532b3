import { existsSync, mkdtempSync, readdirSync, rmSync, truncateSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../operations/install';
import { call, trialOrganization } from './load';
import { startProcess, waitFor } from './processes';

/**
 * Issue 18, the embedded database after a crash (db/embedded.ts). killEmbedded.test.ts kills the
 * server during writes and finds every acknowledged one; this covers what can still leave the
 * folder unusable: a kill during the very first start, a second process on the same folder, a
 * lock left by a killed server, and a folder damaged the way only a power loss or a bad disk
 * damages it, which must be refused with the command that repairs it.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database after crashes', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'support-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
    LOG_LEVEL: 'warn',
  };
  const db = path.join(dataDir, 'db');

  it('survives a kill during the first start, keeps a second process out, and takes over a stale lock', async () => {
    const first = startProcess('first start', 'main', {
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      WORKER: 'off',
    });
    // The new database is being written: kill the server in the middle of it.
    await waitFor(() => existsSync(`${db}.creating`), 60_000, 5);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(existsSync(path.join(db, 'PG_VERSION')), 'no half-made database in place').toBe(false);

    const server = await startServer('after the kill', env);
    const { token, articleIds } = await trialOrganization(server.base, 'Crash Survivor', 1);

    const second = startProcess('second server', 'main', {
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      WORKER: 'off',
    });
    const code = await new Promise((resolve) => second.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(second.log.join('\n')).toContain(`is in use by process ${server.child.pid}`);
    // The first server was not disturbed.
    expect((await call(server.base, 'GET', `/v1/help-articles/${articleIds[0]}`, token)).status).toBe(200);

    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    expect(existsSync(`${db}.lock`), 'the killed server leaves its lock behind').toBe(true);
    const again = await startServer('after a stale lock', env);
    expect((await call(again.base, 'GET', `/v1/help-articles/${articleIds[0]}`, token)).status).toBe(200);
    await again.stop();
    expect(existsSync(`${db}.lock`), 'a clean stop releases the lock').toBe(false);
  }, 300_000);

  it('refuses a damaged database with the command that repairs it', async () => {
    // What a power loss can do and a killed process cannot: the write-ahead log is gone.
    for (const segment of readdirSync(path.join(db, 'pg_wal'))) {
      if (/^[0-9A-F]{24}$/.test(segment)) truncateSync(path.join(db, 'pg_wal', segment), 0);
    }
    const damaged = startProcess('damaged', 'main', { ...env, HOST: '127.0.0.1', PORT: '0', WORKER: 'off' });
    const code = await new Promise((resolve) => damaged.child.once('exit', resolve));
    const output = damaged.log.join('\n');
    expect(code).toBe(1);
    expect(output).toContain(`The embedded database in ${db} cannot be opened`);
    expect(output).toContain('npm run restore -- <backup file>');
    expect(output).not.toMatch(/^\s+at /m);
  }, 120_000);
});
