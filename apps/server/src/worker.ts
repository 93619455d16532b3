import { pino } from 'pino';
import { ConfigError, loadConfig } from './config';
import { createContext } from './context';
import { type Database, openDatabase } from './db/client';

/**
 * `npm run worker` (dist/worker.js): runs jobs without the HTTP server, to scale job work out
 * beside servers started with WORKER=off. All of them share the queue through one PostgreSQL server.
 */
const EMBEDDED_DATABASE = `The worker process needs a PostgreSQL server: set DATABASE_URL.

On the embedded database only one process can open the data, so jobs run inside the server
itself (npm start, with WORKER=on, the default). Nothing else is needed there.`;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    console.error(EMBEDDED_DATABASE);
    process.exit(1);
  }

  const logger = pino({ level: config.logLevel, base: { pid: process.pid, role: 'worker' } });
  const database = await openDatabase(config);
  await migrate(database, logger);
  const { ctx, close } = await createContext({ config, database, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, 15_000);
    try {
      // Jobs in flight get a grace to finish; the rest are handed back to run elsewhere. Then the database closes.
      await close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  ctx.jobs.start();
  logger.info({ concurrency: config.jobs.concurrency }, 'worker ready');
}

/**
 * Idempotent. A server and a worker starting together may race on a new migration; the loser's
 * transaction rolls back, and a second try finds it applied.
 */
async function migrate(database: Database, logger: pino.Logger): Promise<void> {
  try {
    await database.migrate();
  } catch (error) {
    logger.warn({ err: error }, 'migration failed; trying once more');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await database.migrate();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
