import { statSync } from 'node:fs';
import { createBackup } from './backup';
import { formatBytes, runCommand } from './command';

/** `npm run backup -- FILE` (dist/backup.js); see docs/operating.md. */
runCommand(
  `Usage: npm run backup -- <file>

  Writes the database and the stored files of this installation (read from DATA_DIR, DATABASE_URL
  and S3_BUCKET, as the server does) into one new archive file. The embedded database needs the
  server stopped; with PostgreSQL (DATABASE_URL) the server may keep running.`,
  async (config, file) => {
    const manifest = await createBackup(config, file);
    const lines = [
      `Backup written to ${file} (${formatBytes(statSync(file).size)}).`,
      `  database: ${manifest.database.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL (pg_dump)'}, ` +
        `${manifest.database.migrations} migrations (last ${manifest.database.lastMigration ?? 'none'})`,
      manifest.files.storage === 'local'
        ? `  files: ${manifest.files.count} stored files (${formatBytes(manifest.files.bytes)})`
        : `  files: NOT in this archive. They are in the S3 bucket "${manifest.files.bucket}": back the bucket up ` +
          'separately (versioning or a replica, from the same moment).',
      '  It holds password hashes and the server secret: keep it where only operators can read it.',
    ];
    return lines.join('\n');
  },
);
