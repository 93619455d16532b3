import { pino } from 'pino';
import { createContext } from './app/context';
import { wireJobsAndReactions } from './app/wiring';
import { bootstrap, openMigratedDatabase } from './bootstrap';
import { boundedLogOptions } from './lib/log/bounded';
import { scheduleDomainRechecks } from './modules/help-centers/domainRecheckJob';

/**
 * `npm run worker` (dist/worker.js): runs jobs without the HTTP server, to scale job work out
 * beside servers started with WORKER=off. All of them share the queue through one PostgreSQL server.
 */
const EMBEDDED_DATABASE = `The worker process needs a PostgreSQL server: set DATABASE_URL.

On the embedded database only one process can open the data, so jobs run inside the server
itself (npm start, with WORKER=on, the default). Nothing else is needed there.`;

bootstrap(async (config) => {
  if (!config.databaseUrl) {
    console.error(EMBEDDED_DATABASE);
    process.exit(1);
  }
  const logger = pino({
    level: config.logLevel,
    base: { pid: process.pid, role: 'worker' },
    ...boundedLogOptions,
  });
  const database = await openMigratedDatabase(config, logger);
  const { ctx, close } = await createContext({ config, database, logger });
  wireJobsAndReactions(ctx, logger);
  let stopRechecks = () => {};
  return {
    log: logger,
    // Jobs in flight get a grace to finish; the rest are handed back to run elsewhere. Then the database closes.
    async stop() {
      stopRechecks();
      await close();
      await database.close();
    },
    async run() {
      ctx.jobs.start();
      stopRechecks = scheduleDomainRechecks(ctx, logger);
      logger.info({ concurrency: config.jobs.concurrency }, 'worker ready');
    },
  };
});
