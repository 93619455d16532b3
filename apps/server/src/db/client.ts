import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import {
  createEmbeddedAtomically,
  EmbeddedDatabaseError,
  hasEmbeddedDatabase,
  holdEmbeddedDatabase,
} from './embedded';
import { EmbeddedDatabaseThread, type ThreadSafeguards } from './embeddedThread/client';
import { DiskReserve } from './embeddedThread/diskReserve';
import type { DatabasePoolConfig } from './poolConfig';
import * as schema from './schema';
import { migrationsFolder, refuseNewerSchema } from './schemaVersion';
import { cannotOpen, refuseFullDisk } from './startMessages';

export type Schema = typeof schema;
/** The same type for PGlite and node-postgres: services never know which one they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Brings the schema up to date; refuses a schema a newer build migrated (schemaVersion.ts). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to clone test databases from. */
  dumpDataDir(): Promise<Blob>;
};

export { migrationsFolder } from './schemaVersion';

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  /** The database thread ended by itself (a crash): the server stops so that it can be restarted. */
  onStopped?: (error: Error) => void;
  /** The thread got stuck and was started again (embeddedThread/client.ts): the server's log. */
  onRecovery?: (message: string) => void;
  /** Tests: a statement with no answer after this long means the thread is stuck (default 60 s). */
  deadlineMs?: number;
}): Promise<Database> {
  // Each kind of database loads its own driver: a server uses one of the two.
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  // A folder on disk is locked for this process, created whole or not at all, explained when
  // damaged (db/embedded.ts), and refused with the reason when its disk is full (startMessages.ts);
  // a database in memory (tests) needs none of it.
  const { dataDir } = options;
  // Before the lock, whose file could not be written on a full disk either.
  const existing = dataDir ? hasEmbeddedDatabase(dataDir) : true;
  if (dataDir) refuseFullDisk(dataDir, existing);
  const release = dataDir ? holdEmbeddedDatabase(dataDir) : () => {};
  let client: EmbeddedDatabaseThread;
  let safeguards: ThreadSafeguards = {};
  try {
    if (dataDir && !existing) {
      mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
      await createEmbeddedAtomically(dataDir, async (dir) =>
        (await EmbeddedDatabaseThread.start({ dataDir: dir })).close(),
      ).catch((error) => {
        throw error instanceof EmbeddedDatabaseError ? error : cannotOpen(dataDir, error, false);
      });
    }
    // On a thread of its own (embeddedThread/client.ts says why).
    // On disk, the last megabytes are kept for the database (embeddedThread/diskReserve.ts).
    safeguards = {
      reserve: dataDir ? new DiskReserve(dataDir) : undefined,
      deadlineMs: options.deadlineMs,
      onRecovery: options.onRecovery,
    };
    client = await EmbeddedDatabaseThread.start(
      { dataDir, loadDataDir: options.loadDataDir },
      options.onStopped,
      undefined,
      safeguards,
    ).catch((error) => {
      throw dataDir ? cannotOpen(dataDir, error, true) : error;
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client: client as never, schema }) as unknown as Db;
  // PGlite runs no autovacuum, so the planner's statistics would stay those of an empty database
  // (it then sorted a whole organization's articles to list 50). Refreshed after migrations and
  // hourly; ANALYZE samples, so it stays short as tables grow.
  const analyze = () => client.exec('analyze').catch(() => {});
  const statistics = setInterval(() => void analyze(), 60 * 60 * 1000).unref();
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await refuseNewerSchema(db, 'pglite');
      const { reserve } = safeguards;
      if (reserve) reserve.active = false;
      try {
        await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
      } finally {
        if (reserve) reserve.active = true;
      }
      await analyze();
    },
    close: async () => {
      clearInterval(statistics);
      try {
        await client.close();
      } finally {
        release();
      }
    },
    dumpDataDir: () => client.dumpDataDir(),
  };
}

export type PostgresOptions = Partial<DatabasePoolConfig> & {
  /** Where dropped connections are reported (default: console.warn). */
  onConnectionError?: (error: Error) => void;
};

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const zeroIsOff = (ms: number | undefined) => (ms ? ms : undefined);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.size ?? 10,
    // Also bounds the wait for a free connection, so a full pool answers 503 instead of hanging.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    // Sent as startup parameters: every session, in a transaction or not, has them from the start.
    statement_timeout: zeroIsOff(options.statementTimeoutMs ?? 30_000),
    lock_timeout: zeroIsOff(options.lockTimeoutMs ?? 2000),
    idle_in_transaction_session_timeout: zeroIsOff(options.idleInTransactionTimeoutMs ?? 15_000),
    // A peer that vanished without closing (failover, a cut network) is noticed by the kernel.
    keepAlive: true,
  });
  const report =
    options.onConnectionError ?? ((error) => console.warn(`database connection lost: ${error.message}`));
  // The server closing a connection (restart, failover, pg_terminate_backend) emits 'error' on the
  // client; unhandled, that ends the process. The pool listens on idle clients only, so each client
  // gets a listener of its own for the time it is checked out (a transaction, a query in flight):
  // the query in flight fails, and the pool discards the client when it is released.
  pool.on('connect', (client) => client.on('error', report));
  // Idle clients' errors reach the pool too; the client's own listener above has reported them.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await refuseNewerSchema(db, 'postgres');
      await migratePg(db as never, { migrationsFolder: migrationsFolder() });
    },
    close: () => pool.end(),
    dumpDataDir: () => Promise.reject(new Error('only the embedded database can be dumped')),
  };
}

/** PGlite under DATA_DIR/db unless DATABASE_URL names a PostgreSQL server. */
export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string; databasePool?: DatabasePoolConfig },
  options: {
    onEmbeddedStopped?: (error: Error) => void;
    onEmbeddedRecovery?: (message: string) => void;
  } = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePool);
  return openPglite({
    dataDir: path.join(config.dataDir, 'db'),
    onStopped: options.onEmbeddedStopped,
    onRecovery: options.onEmbeddedRecovery,
  });
}
