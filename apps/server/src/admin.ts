import { migrateOrExit } from './bootstrap';
import { outsideChanges } from './changes/bus';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { EmbeddedDatabaseError } from './db/embedded';
import { systemClock } from './lib/clock';
import { AppError } from './lib/errors';
import { CLI_ACTOR } from './modules/admin/audit';
import { adminCommand } from './modules/admin/cli';

/**
 * Operator commands for support work: `npm run admin -- <command> …` (dist/admin.js); the
 * commands themselves are modules/admin/cli.ts. Uses the same configuration and database as the
 * server.
 */
async function main(argv: string[]): Promise<number> {
  const command = adminCommand(argv);
  if ('usage' in command) {
    console.error(command.usage);
    return 2;
  }
  const config = loadConfig();
  // The embedded database belongs to one process at a time: beside a running server (its lock,
  // db/embedded.ts) this fails with EmbeddedDatabaseError, naming the process. PGlite's own
  // postmaster.pid is no guide: it stays behind after a kill and is ignored by PGlite.
  const database = await openDatabase(config);
  try {
    // Refuses a schema a newer build migrated, as the server and the worker do.
    await migrateOrExit(database, { warn: (_details, message) => console.warn(message) });
    console.log(
      await command.run({
        db: database.db,
        plans: config.billing.plans,
        now: systemClock.now(),
        actor: CLI_ACTOR,
        // Running servers on the same PostgreSQL hear of the change (a plan, a trial's end) at once.
        changes: outsideChanges({ postgres: Boolean(config.databaseUrl) }),
      }),
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    // AppError messages (OperatorError included) are written for people: no stack trace.
    const plain =
      error instanceof AppError || error instanceof ConfigError || error instanceof EmbeddedDatabaseError;
    if (plain) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
