import path from 'node:path';
import type { AdminSystem } from '@support/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { jobsSummary } from './jobs';
import { providerStatuses } from './providers';
import { createCachedCount, createStorageUsage } from './storageUsage';

/** Objects listed at most to count a bucket (a thousand per request): beyond, the size shows as unknown. */
const S3_COUNTED_OBJECTS = 200_000;

import { serverVersion } from './version';

type Ctx = Pick<
  AppContext,
  'config' | 'db' | 'clock' | 'storage' | 'ai' | 'transcriber' | 'translator' | 'stripe'
>;

/** The database the server runs on, and how much it holds. */
async function databaseInfo(db: AppContext['db']): Promise<AdminSystem['database']> {
  const result = await db.execute(
    sql`select version() as version, pg_database_size(current_database()) as size`,
  );
  const [row] = (result as unknown as { rows: { version: string; size: string | number }[] }).rows;
  return {
    // The embedded database names itself in its version string; the harness may hand a server either.
    kind: row?.version.includes('PGlite') ? 'embedded' : 'postgresql',
    sizeBytes: row ? Number(row.size) : null,
  };
}

/** The system page's figures; one per app, so the storage count is kept across requests. */
export function createSystemReport(ctx: Ctx) {
  const localUsage = createStorageUsage(path.join(ctx.config.dataDir, 'files'));
  // S3 tells a bucket's size only by listing it: counted up to a bound, kept like the folder's.
  const bucketUsage = createCachedCount(
    async () => (await ctx.storage.usedBytes?.(S3_COUNTED_OBJECTS)) ?? null,
  );
  return async (): Promise<AdminSystem> => {
    const [database, usedBytes, jobs] = await Promise.all([
      databaseInfo(ctx.db),
      ctx.storage.kind === 'local' ? localUsage() : bucketUsage(),
      jobsSummary(ctx.db, ctx.clock.now()),
    ]);
    return {
      version: serverVersion(),
      database,
      storage: { kind: ctx.storage.kind, usedBytes },
      providers: providerStatuses(ctx),
      jobs,
    };
  };
}
