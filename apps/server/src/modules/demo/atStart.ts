import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { articles, memberships, organizations, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { AuditActor } from '../admin/audit';
import { electFirstAccount, installHasUsers, rememberUsersExist } from '../auth/firstRun';
import { createAccount } from '../auth/register';
import { operatorCommands } from '../billing';
import { createOrganization } from '../organizations/createOrganization';
import { loadDemoContent } from './loadDemoContent';

/** Set by `npm run demo` (scripts/demo.mjs) for the server it starts; not a setting of its own. */
export const DEMO_VARIABLE = 'SUPPORT_DEMO';
export const DEMO_EMAIL = 'demo@example.com';
const DEMO_ORGANIZATION = 'Demo';

type Print = (text: string) => void;

/** Whether this server was started by `npm run demo`. */
export const demoAsked = (): boolean => process.env[DEMO_VARIABLE] === '1';

/**
 * `npm run demo`, inside the server once it listens (the embedded database admits one process):
 * on an install without users, a demo super admin with a "Demo" organization on the trial, filled
 * with the demo content, and its e-mail and a random password printed; with users, the demo goes
 * into a "Demo" organization of the first super admin, or it says why it does nothing. Never
 * stops the server: whatever happens, the product keeps running.
 */
export async function loadDemoAtStart(
  ctx: AppContext,
  url: string,
  print: Print = console.log,
): Promise<void> {
  try {
    if (!(await installHasUsers(ctx.db))) await demoForNewInstall(ctx, url, print);
    else await demoForFirstSuperAdmin(ctx, url, print);
  } catch (error) {
    const reason = error instanceof AppError ? error.message : String(error);
    print(`\n  npm run demo: the demo content could not be loaded (${reason}). The server keeps running.\n`);
  }
}

async function demoForNewInstall(ctx: AppContext, url: string, print: Print) {
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const user = await ctx.db.transaction(async (tx) => {
    const created = await createAccount(tx, {
      email: DEMO_EMAIL,
      password,
      passwordHash,
      firstName: 'Demo',
      lastName: 'Admin',
      organizationType: 'COMPANY',
      organizationName: DEMO_ORGANIZATION,
      now: ctx.clock.now(),
      language: 'en',
    });
    // Super admin whatever FIRST_ACCOUNT_SUPER_ADMIN says: the demo shows the whole product.
    await electFirstAccount({ db: ctx.db, tx, userId: created.id });
    return created;
  });
  rememberUsersExist(ctx.db);
  const [membership] = await ctx.db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(eq(memberships.userId, user.id));
  const organizationId = membership!.organizationId;
  const actor: AuditActor = { kind: 'user', userId: user.id, email: DEMO_EMAIL };
  await startTrial(ctx, organizationId, actor);
  await loadDemoContent(ctx, { organizationId, userId: user.id, audit: actor });
  print(
    [
      '',
      '  ┌─ npm run demo ───────────────────────────────────────────',
      `  │  Sign in at  ${url}/login`,
      `  │  E-mail      ${DEMO_EMAIL}`,
      `  │  Password    ${password}`,
      '  │',
      '  │  A super admin, with the organization "Demo" holding three',
      '  │  articles, a help center and four weeks of views. The',
      '  │  password is shown only now: change it under Settings.',
      '  └──────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  );
}

async function demoForFirstSuperAdmin(ctx: AppContext, url: string, print: Print) {
  const [admin] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.userType, 'SUPER_ADMIN'))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!admin) {
    print(
      '\n  npm run demo: this install has users but no super admin, so the demo has nobody to belong to.\n' +
        '  Stop the server, run `npm run admin -- make-super-admin <email>`, then `npm run demo` again.\n',
    );
    return;
  }
  const [existing] = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .innerJoin(memberships, eq(memberships.organizationId, organizations.id))
    .where(and(eq(memberships.userId, admin.id), eq(organizations.name, DEMO_ORGANIZATION)))
    .limit(1);
  if (existing) {
    const [article] = await ctx.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.organizationId, existing.id))
      .limit(1);
    if (article) {
      print(
        `\n  npm run demo: ${admin.email} already has an organization "${DEMO_ORGANIZATION}" with articles; nothing to load.\n` +
          `  Sign in at ${url}/login and switch to "${DEMO_ORGANIZATION}" to look around.\n`,
      );
      return;
    }
  }
  const actor: AuditActor = { kind: 'user', userId: admin.id, email: admin.email };
  let organizationId = existing?.id;
  if (!organizationId) {
    const created = await createOrganization({
      db: ctx.db,
      userId: admin.id,
      type: 'COMPANY',
      name: DEMO_ORGANIZATION,
    });
    organizationId = created.id;
    await startTrial(ctx, organizationId, actor);
  }
  await loadDemoContent(ctx, { organizationId, userId: admin.id, audit: actor });
  print(
    `\n  npm run demo: loaded the demo into the organization "${DEMO_ORGANIZATION}" of ${admin.email} (the first super admin), now their active one.\n` +
      `  Sign in at ${url}/login as ${admin.email} with your own password.\n`,
  );
}

/** The catalogue's trial, as an operator would set it (`npm run admin -- set-plan`), audited. */
async function startTrial(ctx: AppContext, organizationId: string, actor: AuditActor) {
  const trial = ctx.config.billing.plans.plans.find((plan) => plan.subscriptionType === 'TRIAL');
  if (!trial) return;
  await operatorCommands.setPlan({
    db: ctx.db,
    plans: ctx.config.billing.plans,
    now: ctx.clock.now(),
    actor,
    changes: ctx.changes,
    organization: organizationId,
    planId: trial.id,
  });
}
