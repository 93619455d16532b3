import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Raised for anything the operator must fix (wrong target, missing tool): printed without a stack. */
export class BackupError extends Error {}

/** Bumped when the layout of the archive changes; restore refuses formats it does not know. */
export const BACKUP_FORMAT = 1;

/**
 * manifest.json, the first entry of every archive. Beside it: `database/pgdata/` (the embedded
 * database's folder) or `database/postgres.dump` (pg_dump's custom format), `files/` (local
 * storage, as under DATA_DIR/files) and `jwt-secret` (the generated secret, when there is one).
 */
export const ZManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  app: z.object({ version: z.string() }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The last migration the database had when it was saved (null: none ran yet). */
    lastMigration: z.string().nullable(),
    migrations: z.number().int().min(0),
  }),
  files: z.object({
    storage: z.enum(['local', 's3']),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** For S3: where the files are, which this archive does not hold. */
    bucket: z.string().optional(),
  }),
  jwtSecret: z.boolean(),
});
export type Manifest = z.infer<typeof ZManifest>;

export const PGLITE_DIR = 'database/pgdata';
export const POSTGRES_DUMP = 'database/postgres.dump';

/** The server's version, from its package.json (beside src/ in a checkout, above dist/ when built). */
export function appVersion(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ['..', '../..', '../../..']) {
    const file = path.join(here, up, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@support/server') return pkg.version ?? 'unknown';
  }
  return 'unknown';
}
