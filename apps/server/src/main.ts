import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

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

  const database = await openDatabase(config);
  await database.migrate();
  // The queue stops in the app's onClose, before the database below is closed.
  const app = await buildApp({ config, database, serveWeb: true, startWorker: config.worker });
  if (!config.worker && database.kind === 'pglite') {
    app.log.warn(
      'WORKER=off on the embedded database: no process runs jobs, so recordings stay "processing" ' +
        'until the server runs with WORKER=on. A separate worker cannot open the embedded database ' +
        'while the server holds it; use DATABASE_URL (PostgreSQL) to run workers apart.',
    );
  }

  // Stop accepting, finish what is in flight, then close the database so PGlite is never left half-written.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 15_000);
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  stopWithParent(() => void shutdown('parent gone'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  app.log.info({ url, database: database.kind, worker: config.worker }, 'ready');
  console.log(`\n  Support as a Service is running at ${url}\n`);
}

/**
 * `npm start` runs the server in a process group of its own (so one Ctrl-C is one clean stop) and
 * names itself in SUPPORT_STOP_WITH_PARENT. If it dies without passing a signal on (SIGKILL from a
 * process manager giving up), this server is re-parented: it notices within a second and shuts
 * down cleanly instead of holding the port and the database on its own.
 */
function stopWithParent(stop: () => void): void {
  const parent = Number(process.env.SUPPORT_STOP_WITH_PARENT);
  if (!Number.isInteger(parent) || parent <= 0) return;
  const check = () => {
    if (process.ppid !== parent) stop();
  };
  check();
  setInterval(check, 1000).unref();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
