import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { openDatabase, openPostgres } from '../../db/client';
import { holdEmbeddedDatabase } from '../../db/embedded';
import { articles, helpCenters, organizations, users } from '../../db/schema';
import { removeAbandonedRestores, STAGE_PREFIX } from './abandonedRestores';
import { extractArchive, moveInto, refuseUnsafeEntries } from './archive';
import { embeddedDir } from './backup';
import { countFiles, hasEntries } from './files';
import { BackupError, type Manifest, PGLITE_DIR, POSTGRES_DUMP } from './manifest';
import { knownMigrations } from './migrations';
import { pgRestore, userTables } from './postgres';

export type Restored = {
  manifest: Manifest;
  found: { users: number; organizations: number; articles: number; helpCenters: number; files: number };
};

/**
 * `npm run restore -- FILE`: brings a backup back into an empty data folder (the embedded
 * database) or an empty PostgreSQL database, and the stored files into an empty DATA_DIR/files.
 * Refuses anything that is not empty, naming what it found. The server's migrations bring an
 * older backup up to date when it starts.
 */
export async function restoreBackup(config: Config, file: string): Promise<Restored> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  // Before the data folder, the lock or a staging folder is touched.
  await refuseUnsafeEntries(file);
  mkdirSync(config.dataDir, { recursive: true });
  // The embedded database stays locked throughout, so no server starts on a half-restored folder.
  const release = config.databaseUrl ? () => {} : holdEmbeddedDatabase(embeddedDir(config));
  removeAbandonedRestores(config.dataDir);
  // Unpacked inside DATA_DIR: moving the result into place is then a rename, not a second copy.
  // Named with this process's id, so a later restore can tell a killed one's folder from a running one's.
  const stage = mkdtempSync(path.join(config.dataDir, `${STAGE_PREFIX}${process.pid}-`));
  try {
    await refuseNonEmpty(config);
    const manifest = await extractArchive(file, stage);
    refuseIncompatible(manifest, config);
    if (config.databaseUrl) await pgRestore(config.databaseUrl, path.join(stage, POSTGRES_DUMP));
    else moveInto(path.join(stage, PGLITE_DIR), embeddedDir(config));
    if (manifest.files.storage === 'local')
      moveInto(path.join(stage, 'files'), path.join(config.dataDir, 'files'));
    if (manifest.jwtSecret) {
      // Sessions and signed file links made before the backup stay valid (unless JWT_SECRET is set).
      const secret = path.join(config.dataDir, 'jwt-secret');
      copyFileSync(path.join(stage, 'jwt-secret'), secret);
      chmodSync(secret, 0o600);
    }
    return { manifest, found: await countRestored(config) };
  } finally {
    rmSync(stage, { recursive: true, force: true });
    release();
  }
}

async function refuseNonEmpty(config: Config): Promise<void> {
  const found: string[] = [];
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, { size: 1 });
    const tables = await userTables(database.db).finally(() => database.close());
    if (tables.length > 0) {
      const names = tables.slice(0, 5).join(', ') + (tables.length > 5 ? ', …' : '');
      found.push(`${tables.length} tables in the database of DATABASE_URL (${names})`);
    }
  } else if (hasEntries(embeddedDir(config))) {
    found.push(`an embedded database in ${embeddedDir(config)}`);
  }
  const filesDir = path.join(config.dataDir, 'files');
  const files = countFiles(filesDir).count;
  if (!config.storage.s3 && files > 0) found.push(`${files} stored files in ${filesDir}`);
  if (found.length === 0) return;
  throw new BackupError(
    `Refusing to restore over existing data: found ${found.join(' and ')}.\n` +
      'Restore into an empty data folder (a new DATA_DIR) and an empty database, or move the existing ones aside first.',
  );
}

function refuseIncompatible(manifest: Manifest, config: Config): void {
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) {
    throw new BackupError(
      manifest.database.kind === 'pglite'
        ? 'This backup holds an embedded database: restore it with DATABASE_URL unset (into DATA_DIR). Moving between the embedded database and PostgreSQL is not supported by restore.'
        : 'This backup holds a PostgreSQL dump: restore it with DATABASE_URL set to an empty database. Moving between PostgreSQL and the embedded database is not supported by restore.',
    );
  }
  const last = manifest.database.lastMigration;
  if (last && !knownMigrations().some((entry) => entry.tag === last)) {
    throw new BackupError(
      `This backup was made by a newer version (its database has migration ${last}, which this version does not know). Restore it with that version or a newer one.`,
    );
  }
  if (manifest.files.storage === 'local' && config.storage.s3) {
    throw new BackupError(
      'This backup holds local files, but S3_BUCKET is set: restore without S3_BUCKET (files under DATA_DIR/files), then copy DATA_DIR/files into the bucket if you move to S3.',
    );
  }
}

async function countRestored(config: Config): Promise<Restored['found']> {
  const database = await openDatabase({ ...config, databasePool: { ...config.databasePool, size: 1 } });
  try {
    const { db } = database;
    return {
      users: await db.$count(users),
      organizations: await db.$count(organizations),
      articles: await db.$count(articles),
      helpCenters: await db.$count(helpCenters),
      files: countFiles(path.join(config.dataDir, 'files')).count,
    };
  } finally {
    await database.close();
  }
}
