import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { openPglite, openPostgres } from '../../db/client';
import { hasEmbeddedDatabase, holdEmbeddedDatabase } from '../../db/embedded';
import { writeArchive } from './archive';
import { countFiles } from './files';
import { appVersion, BackupError, type Manifest, PGLITE_DIR, POSTGRES_DUMP } from './manifest';
import { appliedMigrations } from './migrations';
import { pgDump } from './postgres';

/**
 * `npm run backup -- FILE`: the database and the stored files of this installation in one archive.
 * The embedded database is copied as its folder while this process holds it (the server must be
 * stopped: it holds the database while it runs); PostgreSQL is dumped with pg_dump while the
 * server keeps running.
 */
export async function createBackup(config: Config, file: string): Promise<Manifest> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose a new file name.`);
  mkdirSync(path.dirname(file), { recursive: true });
  if (!config.databaseUrl && !hasEmbeddedDatabase(embeddedDir(config)))
    throw new BackupError(`There is no embedded database in ${embeddedDir(config)} to back up.`);
  const stage = mkdtempSync(path.join(path.dirname(file), '.backup-'));
  const release = config.databaseUrl ? () => {} : holdEmbeddedDatabase(embeddedDir(config));
  try {
    const database = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, stage)
      : await stageEmbedded(embeddedDir(config), stage);
    const filesDir = path.join(config.dataDir, 'files');
    const s3 = config.storage.s3;
    if (!s3 && existsSync(filesDir)) symlinkSync(filesDir, path.join(stage, 'files'));
    const secretFile = path.join(config.dataDir, 'jwt-secret');
    const jwtSecret = existsSync(secretFile);
    if (jwtSecret) copyFileSync(secretFile, path.join(stage, 'jwt-secret'));
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      app: { version: appVersion() },
      database,
      files: s3
        ? { storage: 's3', count: 0, bytes: 0, bucket: s3.bucket }
        : { storage: 'local', ...countFiles(filesDir) },
      jwtSecret,
    };
    writeFileSync(path.join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeArchive(stage, ['database', 'files', 'jwt-secret'], file);
    return manifest;
  } finally {
    release();
    rmSync(stage, { recursive: true, force: true });
  }
}

export const embeddedDir = (config: Config) => path.join(config.dataDir, 'db');

async function dumpPostgres(url: string, stage: string): Promise<Manifest['database']> {
  const database = await openPostgres(url, { size: 1 });
  const migrations = await appliedMigrations(database.db).finally(() => database.close());
  mkdirSync(path.join(stage, 'database'));
  await pgDump(url, path.join(stage, POSTGRES_DUMP));
  return { kind: 'postgres', lastMigration: migrations.last, migrations: migrations.count };
}

/**
 * Opens the database once (which proves it readable and replays its log after a kill), closes it
 * cleanly, and links its folder into the archive: nothing writes to it while the lock is held.
 */
async function stageEmbedded(dir: string, stage: string): Promise<Manifest['database']> {
  const database = await openPglite({ dataDir: dir });
  const migrations = await appliedMigrations(database.db).finally(() => database.close());
  mkdirSync(path.join(stage, 'database'));
  symlinkSync(path.resolve(dir), path.join(stage, PGLITE_DIR));
  return { kind: 'pglite', lastMigration: migrations.last, migrations: migrations.count };
}
