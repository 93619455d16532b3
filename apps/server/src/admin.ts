import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { AppError } from './lib/errors';
import { CLI_ACTOR } from './modules/admin/audit';
import { setSuperAdmin } from './modules/admin/superAdmins';
import { type OperatorCommand, operatorCommands } from './modules/billing';

/**
 * Operator commands for support work: `npm run admin -- <command> …` (dist/admin.js).
 * Uses the same configuration and database as the server, and the same functions as the
 * super-admin area: each change lands with its audit entry (actor "npm run admin").
 */
const USAGE = `Usage: npm run admin -- <command>

  set-plan <organization slug or id> <planId>    put an organization on a plan (a paid plan starts now)
  set-billing <organization slug or id> manual|self
                                                 manual billing turns self-service purchases off
  end-trial <organization slug or id>            end the organization's trial now
  extend-trial <organization slug or id> <days>  let the trial run 1 to 365 days longer
                                                 (an expired trial: from now)
  make-super-admin <email>                       make a user a super admin
  revoke-super-admin <email>                     take super admin away (never from the last one)`;

type Run = OperatorCommand;

/** "30" is 30; anything else (NaN) is left for extendTrial to refuse with its message. */
const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);

const superAdmin = (input: Run, email: string, value: boolean) =>
  setSuperAdmin({ ...input, user: { email }, superAdmin: value });

const COMMANDS: Record<string, { args: number; run: (input: Run, args: string[]) => Promise<string> }> = {
  'set-plan': {
    args: 2,
    run: (input, [organization, planId]) =>
      operatorCommands.setPlan({ ...input, organization: organization!, planId: planId! }),
  },
  'set-billing': {
    args: 2,
    run: (input, [organization, mode]) =>
      operatorCommands.setBilling({ ...input, organization: organization!, mode: mode! }),
  },
  'end-trial': {
    args: 1,
    run: (input, [organization]) => operatorCommands.endTrial({ ...input, organization: organization! }),
  },
  'extend-trial': {
    args: 2,
    run: (input, [organization, days]) =>
      operatorCommands.extendTrial({ ...input, organization: organization!, days: wholeNumber(days!) }),
  },
  'make-super-admin': {
    args: 1,
    run: async (input, [email]) => (await superAdmin(input, email!, true)).message,
  },
  'revoke-super-admin': {
    args: 1,
    run: async (input, [email]) => (await superAdmin(input, email!, false)).message,
  },
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command || args.length !== command.args) {
    console.error(name && !command ? `Unknown command "${name}"\n\n${USAGE}` : USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl && existsSync(path.join(config.dataDir, 'db', 'postmaster.pid'))) {
    // The embedded database belongs to one process at a time; writing beside a running server corrupts it.
    console.error(
      `The embedded database in ${path.join(config.dataDir, 'db')} is open in a running server.\n` +
        'Stop the server first (or use DATABASE_URL with PostgreSQL, where both can run at once).',
    );
    return 1;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(
      await command.run(
        { db: database.db, plans: config.billing.plans, now: systemClock.now(), actor: CLI_ACTOR },
        args,
      ),
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
    if (error instanceof AppError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
