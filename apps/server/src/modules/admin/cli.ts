import { ADMIN_TRIAL_EXTENSION_MAX_DAYS } from '@support/shared';
import { type OperatorCommand, OperatorError, operatorCommands } from '../billing';
import { setSuperAdmin } from './superAdmins';

/**
 * The commands of `npm run admin -- …` (src/admin.ts opens the database and prints): the same
 * functions as the super-admin area, so each change lands with its audit entry, here with the
 * actor CLI_ACTOR ("npm run admin").
 */
export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  set-plan <organization slug or id> <planId>    put an organization on a plan (a paid plan starts now)
  set-billing <organization slug or id> manual|self
                                                 manual billing turns self-service purchases off
  end-trial <organization slug or id>            end the organization's trial now
  extend-trial <organization slug or id> <days>  let the trial run 1 to ${ADMIN_TRIAL_EXTENSION_MAX_DAYS} days longer
                                                 (an expired trial: from now)
  make-super-admin <email>                       make a user a super admin
  revoke-super-admin <email>                     take super admin away (never from the last one)`;

type Run = (input: OperatorCommand, args: string[]) => Promise<string>;

function days(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  throw new OperatorError(
    'VALIDATION_ERROR',
    `Days must be a whole number from 1 to ${ADMIN_TRIAL_EXTENSION_MAX_DAYS}, not "${text}"`,
  );
}

const superAdmin =
  (value: boolean): Run =>
  async (input, [email]) =>
    (await setSuperAdmin({ ...input, user: { email: email! }, superAdmin: value })).message;

const COMMANDS: Record<string, { args: number; run: Run }> = {
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
    run: (input, [organization, count]) =>
      operatorCommands.extendTrial({ ...input, organization: organization!, days: days(count!) }),
  },
  'make-super-admin': { args: 1, run: superAdmin(true) },
  'revoke-super-admin': { args: 1, run: superAdmin(false) },
};

/**
 * The command the arguments name, ready to run on a database; or the usage text to print
 * (exit code 2) when they name none or give the wrong number of arguments.
 */
export function adminCommand(
  argv: string[],
): { run: (input: OperatorCommand) => Promise<string> } | { usage: string } {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command || args.length !== command.args)
    return { usage: name && !command ? `Unknown command "${name}"\n\n${ADMIN_USAGE}` : ADMIN_USAGE };
  return { run: (input) => command.run(input, args) };
}
