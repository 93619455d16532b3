import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { EmbeddedDatabaseError } from './db/embedded';
import { SchemaTooNewError } from './db/schemaVersion';
import { watchParent } from './lib/process/watchParent';

type Log = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(message: string): void;
};

/** The configuration, or the reason it is wrong on stderr and exit code 1 (no stack trace to read). */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Opens the database and brings its schema up to date. Idempotent: servers and workers starting
 * together may race on a new migration; the loser's transaction rolls back, and a second try finds
 * it applied.
 */
export async function openMigratedDatabase(config: Config, log: Pick<Log, 'warn'>): Promise<Database> {
  const database = await openDatabase(config, {
    // Every request would fail from then on: stop cleanly with exit code 1, so that a process
    // manager starts the server again on the same data folder.
    onEmbeddedStopped: (error) => {
      console.error(`${error.message}; stopping`);
      process.exitCode = 1;
      process.kill(process.pid, 'SIGTERM');
    },
    // Stuck on a full disk and started again by itself (db/embeddedThread/client.ts).
    onEmbeddedRecovery: (message) => log.warn({ database: 'embedded' }, message),
  }).catch((error) => {
    // In use by another process, or damaged: the message says what to do; a stack trace would not.
    if (!(error instanceof EmbeddedDatabaseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  await migrateOrExit(database, log);
  return database;
}

/**
 * Brings the schema up to date, or exits with 1 on a schema a newer build migrated
 * (db/schemaVersion.ts): the server, the worker and `npm run admin` refuse it the same way.
 */
export async function migrateOrExit(database: Database, log: Pick<Log, 'warn'>): Promise<void> {
  try {
    await database.migrate();
  } catch (error) {
    if (error instanceof SchemaTooNewError) {
      // Trying again cannot help, and a stack trace would hide the way back.
      await database.close();
      console.error(error.message);
      process.exit(1);
    }
    log.warn({ err: error }, 'migration failed; trying once more');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await database.migrate();
  }
}

/**
 * SIGTERM and SIGINT stop the process cleanly once: `stop` finishes what is in flight and closes
 * the database (PGlite must never be left half-written), within 15 s or the process exits with 1.
 * Started by `npm start` or the cluster's primary, the process also stops the same way when that
 * parent dies without passing a signal on (watchParent).
 */
export function stopOnSignals(stop: () => Promise<void>, log: Log): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 15_000);
    try {
      await stop();
    } finally {
      clearTimeout(timer);
      // 1 when the stop was asked for by a failure (the embedded database's thread ending).
      process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  watchParent(() => void shutdown('parent gone'));
}

/** A process that has opened its database: how to stop it, where it logs, and what runs once stops are wired. */
export type Started = {
  log: Log;
  /** Finishes the process's own work in flight, then closes the database. */
  stop(): Promise<void>;
  /** Runs after SIGTERM/SIGINT stop the process cleanly: listening, starting the queue. */
  run(): Promise<void>;
};

/**
 * The one start of `main.ts` (the server) and `worker.ts` (jobs only): the configuration or a clear
 * exit, then the process's own `start` (it opens the migrated database and builds what it runs),
 * then signals wired to its `stop` before it begins to `run`, so a SIGTERM at any moment after the
 * database opened closes it cleanly. A failed start exits with 1. `start` answers null when this
 * process has no database of its own (the cluster's primary).
 */
export function bootstrap(start: (config: Config) => Promise<Started | null>): void {
  const started = async () => {
    const running = await start(configOrExit());
    if (!running) return;
    stopOnSignals(running.stop, running.log);
    await running.run();
  };
  started().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
