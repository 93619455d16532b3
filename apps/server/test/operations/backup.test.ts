import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { expectInstalled, operation, populate, startServer } from './install';

/**
 * Issue 18, backups: `npm run backup` on a used installation and `npm run restore` into an empty
 * one elsewhere give back every user (they sign in with their passwords), setting, article, image
 * and help center; a target that holds data is refused, naming what is there.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'support-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const base = { JWT_SECRET: 'backup-test-secret-backup-test-secret-0123', LOG_LEVEL: 'warn' };
const inWork = (name: string) => path.join(work, name);

describe.skipIf(process.env.TEST_DB === 'postgres')('backup and restore of the embedded database', () => {
  it('refuses beside a running server, then restores everything into a new data folder', async () => {
    const source = { ...base, DATA_DIR: inWork('source') };
    const target = { ...base, DATA_DIR: inWork('target') };
    const file = inWork('embedded.tar.gz');
    let server = await startServer('source', source);
    const installed = await populate(server.base);

    const beside = await operation('backup', source, file);
    expect(beside.code).toBe(1);
    expect(beside.stderr).toMatch(/is in use by process \d+/);
    expect(beside.stderr).toContain('Stop that process first');
    expect(existsSync(file)).toBe(false);
    await server.stop();

    const saved = await operation('backup', source, file);
    expect(saved.stderr).toBe('');
    expect(saved.code).toBe(0);
    expect(saved.stdout).toContain('embedded (PGlite)');
    expect(saved.stdout).toContain('1 stored files');
    // Password hashes and the server secret are inside: only its owner may read it.
    expect(statSync(file).mode & 0o077).toBe(0);
    expect((await operation('backup', source, file)).stderr).toContain('already exists');

    const restored = await operation('restore', target, file);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('2 users, 2 organizations, 1 articles, 1 help centers, 1 stored files');

    const again = await operation('restore', target, file);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Refusing to restore over existing data: found an embedded database in');
    expect(again.stderr).toContain('1 stored files in');

    server = await startServer('target', target);
    await expectInstalled(server.base, installed);
    await server.stop();

    // Files in S3: the archive says where they are instead of holding them, and the restore says so.
    const s3 = { S3_BUCKET: 'support-files', S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: 'true' };
    const s3File = inWork('s3.tar.gz');
    const s3Saved = await operation('backup', { ...target, ...s3 }, s3File);
    expect(s3Saved.code).toBe(0);
    expect(s3Saved.stdout).toContain('NOT in this archive. They are in the S3 bucket "support-files"');
    const s3Restored = await operation('restore', { ...base, ...s3, DATA_DIR: inWork('s3-target') }, s3File);
    expect(s3Restored.code).toBe(0);
    expect(s3Restored.stdout).toContain('restore that bucket separately');
    const localIntoS3 = await operation('restore', { ...base, ...s3, DATA_DIR: inWork('s3-other') }, file);
    expect(localIntoS3.code).toBe(1);
    expect(localIntoS3.stderr).toContain('This backup holds local files, but S3_BUCKET is set');

    // The wrong kind of target is refused before anything is written.
    const intoPostgres = await operation(
      'restore',
      { ...base, DATA_DIR: inWork('other'), DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' },
      file,
    );
    expect(intoPostgres.code).toBe(1);
  }, 300_000);

  it('answers usage and a file that is not a backup plainly', async () => {
    const env = { ...base, DATA_DIR: inWork('usage') };
    const usage = await operation('restore', env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run restore -- <file>');
    const missing = await operation('restore', env, inWork('nothing.tar.gz'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No backup file at');
    const nothing = await operation('backup', env, inWork('empty.tar.gz'));
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('There is no embedded database in');
  }, 120_000);
});

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
const serverUrl = process.env.TEST_DATABASE_URL;

// Runs in the PostgreSQL leg of the suite; needs pg_dump and pg_restore (Debian: postgresql-client).
describe.skipIf(process.env.TEST_DB !== 'postgres' || !serverUrl || !hasPgDump)(
  'backup and restore on PostgreSQL (skipped without TEST_DATABASE_URL or without pg_dump on the PATH)',
  () => {
    const names = ['source', 'target'].map(
      (role) => `backup_${role}_${Math.random().toString(16).slice(2, 10)}`,
    );
    const urlOf = (name: string) => {
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      return url.href;
    };
    const admin = () => new pg.Client({ connectionString: serverUrl });
    afterAll(async () => {
      const client = admin();
      await client.connect();
      for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });

    it('backs up while the server runs and restores into an empty database', async () => {
      const client = admin();
      await client.connect();
      for (const name of names) await client.query(`create database ${name}`);
      await client.end();
      const source = { ...base, DATA_DIR: inWork('pg-source'), DATABASE_URL: urlOf(names[0]!) };
      const target = { ...base, DATA_DIR: inWork('pg-target'), DATABASE_URL: urlOf(names[1]!) };
      const file = inWork('postgres.tar.gz');

      let server = await startServer('pg-source', source);
      const installed = await populate(server.base);
      const saved = await operation('backup', source, file);
      expect(saved.stderr).toBe('');
      expect(saved.code).toBe(0);
      expect(saved.stdout).toContain('PostgreSQL (pg_dump)');
      await server.stop();

      const intoEmbedded = await operation('restore', { ...base, DATA_DIR: inWork('pg-embedded') }, file);
      expect(intoEmbedded.code).toBe(1);
      expect(intoEmbedded.stderr).toContain('This backup holds a PostgreSQL dump');

      const restored = await operation('restore', target, file);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain(
        '2 users, 2 organizations, 1 articles, 1 help centers, 1 stored files',
      );

      const again = await operation('restore', { ...target, DATA_DIR: inWork('pg-again') }, file);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/found \d+ tables in the database of DATABASE_URL \(/);

      server = await startServer('pg-target', target);
      await expectInstalled(server.base, installed);
      await server.stop();
    }, 300_000);
  },
);
