import { execFileSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statfsSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { cannotOpen } from '../../src/db/startMessages';
import { startServer } from '../operations/install';
import { call, trialOrganization } from './load';
import { startProcess } from './processes';

/**
 * Issue 52, item 1: PGlite fails the same way on a full disk as on damaged files, and the repair
 * of the second (restoring the last backup) throws away every write since. The start must name
 * the full disk, and blame the files only with space free, keeping them aside.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'support-disk-'));
const template = path.join(root, 'template', 'db');
const RESTORE = /restore/i;

beforeAll(async () => {
  const database = await openPglite({ dataDir: template });
  await database.migrate();
  await database.db.execute(sql`create table kept (note text)`);
  await database.db.execute(sql`insert into kept values ('written before')`);
  await database.close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A copy of the template as DATA_DIR under `parent`; returns its db folder. */
function dataDirIn(parent: string, name: string): string {
  const db = path.join(parent, name, 'db');
  rmSync(path.dirname(db), { recursive: true, force: true });
  cpSync(template, db, { recursive: true });
  return db;
}

const isRoot = process.getuid?.() === 0 && process.platform === 'linux';
describe.skipIf(!isRoot)('a start on a full disk (a real 100 MB tmpfs; mounting needs root)', () => {
  const disk = path.join(root, 'disk');
  const filler = path.join(disk, 'filler');
  beforeAll(() => {
    mkdirSync(disk, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=100m', 'tmpfs', disk]);
  });
  afterAll(() => execFileSync('umount', [disk]));

  /** Fills the disk with real blocks (tmpfs keeps sparse files free) until `mb` are left. */
  function leaveFree(mb: number) {
    rmSync(filler, { force: true });
    const { bavail, bsize } = statfsSync(disk);
    const chunk = Buffer.alloc(2 ** 20);
    const fd = openSync(filler, 'w');
    for (let left = Math.floor((bavail * bsize) / 2 ** 20) - mb; left > 0; left--) writeSync(fd, chunk);
    closeSync(fd);
  }

  // One data folder at a time on the small disk (a copy is about 40 MB).
  const freshDataDir = () => {
    rmSync(path.join(disk, 'data'), { recursive: true, force: true });
    rmSync(filler, { force: true });
    return dataDirIn(disk, 'data');
  };

  it('names the full disk, not damaged files, and starts once space is freed', async () => {
    const db = freshDataDir();
    leaveFree(8);
    const refused = await openPglite({ dataDir: db }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refused).toMatch(
      /the disk holding DATA_DIR is full \([78] MB free; the embedded database needs about 20 MB to start\)/,
    );
    expect(refused).toContain(path.dirname(db));
    expect(refused).not.toMatch(RESTORE);
    expect(refused).not.toContain('cannot be opened');
    expect(existsSync(`${db}.lock`), 'no lock left behind').toBe(false);

    rmSync(filler);
    const reopened = await openPglite({ dataDir: db });
    const { rows } = (await reopened.db.execute(sql`select note from kept`)) as unknown as {
      rows: unknown[];
    };
    await reopened.close();
    expect(rows).toEqual([{ note: 'written before' }]);
  }, 60_000);

  it('after a server killed while the disk was full, prints the full disk and starts once space is freed', async () => {
    const db = freshDataDir();
    const env = {
      DATA_DIR: path.dirname(db),
      JWT_SECRET: 'disk-full-test-secret-disk-full-test-secret-0123',
      LOG_LEVEL: 'warn',
    };
    const server = await startServer('before the disk fills', env);
    const { token, articleIds } = await trialOrganization(server.base, 'Full Disk', 1);
    leaveFree(0);
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));

    const refused = startProcess('on the full disk', 'main', { ...env, HOST: '127.0.0.1', PORT: '0' });
    expect(await new Promise((resolve) => refused.child.once('exit', resolve))).toBe(1);
    const output = refused.log.join('\n');
    expect(output).toMatch(
      /the disk holding DATA_DIR is full \(0 MB free; the embedded database needs about 20 MB/,
    );
    expect(output).not.toMatch(RESTORE);
    expect(output).not.toMatch(/^\s+at /m);

    rmSync(filler);
    const again = await startServer('with space again', env);
    expect((await call(again.base, 'GET', `/v1/help-articles/${articleIds[0]}`, token)).status).toBe(200);
    await again.stop();
  }, 180_000);
});

describe('a database that cannot be opened with space free', () => {
  it.each([
    ['a garbage PG_VERSION', 'PG_VERSION', Buffer.from('garbage\n')],
    ['a corrupted control file', 'global/pg_control', Buffer.alloc(8192, 0xab)],
  ])(
    'is called damaged, with %s, and the restore is tried in a new folder first',
    async (_, file, bytes) => {
      const db = dataDirIn(root, `damaged-${file.replace('/', '-')}`);
      writeFileSync(path.join(db, file), bytes);
      const data = path.dirname(db);
      const refused = await openPglite({ dataDir: db }).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(refused).toContain(`The embedded database in ${db} cannot be opened`);
      expect(refused).toMatch(/with \d+ MB free on its disk/);
      expect(refused).toContain(`Keep ${data} as it is`);
      expect(refused).toContain(`DATA_DIR=${data}.restored npm run restore -- <backup file>`);
      expect(refused).toContain(`mv ${data} ${data}.damaged`);
      expect(refused).not.toContain('disk holding DATA_DIR is full');
    },
    60_000,
  );

  it('is called a full disk when PostgreSQL says so, whatever is free by now', () => {
    const db = path.join(root, 'any', 'db');
    const cause = new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device');
    const { message } = cannotOpen(db, cause, true);
    expect(message).toContain('the disk holding DATA_DIR is full');
    expect(message).not.toMatch(RESTORE);
  });
});
