import { buildApp } from './app';
import { bootstrap, openMigratedDatabase } from './bootstrap';
import { clusterRole, runPrimary } from './cluster';
import { demoAsked, loadDemoAtStart } from './modules/demo/atStart';

bootstrap(async (config) => {
  const role = clusterRole();
  if (config.webConcurrency > 1 && role.primary) {
    await runPrimary(config);
    return null;
  }
  const database = await openMigratedDatabase(config, {
    warn: (object, message) => console.warn(message, object),
  });
  // With WEB_CONCURRENCY, jobs run in the first process only.
  const runsJobs = config.worker && role.index === 0;
  // The queue stops in the app's onClose, before the database below is closed.
  const app = await buildApp({ config, database, serveWeb: true, startWorker: runsJobs });
  if (!config.worker && database.kind === 'pglite') {
    app.log.warn(
      'WORKER=off on the embedded database: no process runs jobs, so recordings stay "processing" ' +
        'until the server runs with WORKER=on. A separate worker cannot open the embedded database ' +
        'while the server holds it; use DATABASE_URL (PostgreSQL) to run workers apart.',
    );
  }
  return {
    log: app.log,
    // Stop accepting, finish what is in flight, then close the database.
    async stop() {
      await app.close();
      await database.close();
    },
    async run() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const url = config.publicUrl ?? `http://localhost:${port}`;
      app.log.info({ url, database: database.kind, worker: runsJobs, process: role.index }, 'ready');
      if (role.index === 0) console.log(`\n  Support as a Service is running at ${url}\n`);
      // `npm run demo`: the demo content is made here, in the one process that may open the database.
      if (role.index === 0 && demoAsked()) await loadDemoAtStart(app.ctx, url);
    },
  };
});
