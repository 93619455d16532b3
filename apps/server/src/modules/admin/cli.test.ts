import { ZAuditPage } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { type RegisteredUser, registerCompanyAdmin, registerTrialAdmin } from '../../../test/factories';
import { CLI_ACTOR } from './audit';
import { ADMIN_USAGE, adminCommand } from './cli';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `npm run admin -- …` as src/admin.ts runs it (the same arguments, the same commands, actor
 * CLI_ACTOR) on the test database: every change is in the audit log the super-admin area reads.
 */
describe('npm run admin', () => {
  let t: TestApp;
  let root: RegisteredUser;
  let call: ReturnType<typeof apiCall>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiCall(t);
    root = await registerSuperAdmin(t);
  });
  afterAll(() => t.close());

  async function admin(...argv: string[]): Promise<string> {
    const command = adminCommand(argv);
    if ('usage' in command) throw new Error(command.usage);
    const result = await command.run({
      db: t.app.ctx.db,
      plans: t.app.ctx.config.billing.plans,
      now: t.clock.now(),
      changes: t.app.ctx.changes,
      actor: CLI_ACTOR,
    });
    t.clock.advance(1000); // the log reads newest first, by the time of each action
    return result;
  }
  const auditOf = async (targetType: string, targetId: string) =>
    ZAuditPage.parse(
      (await call('GET', `/admin/audit?targetType=${targetType}&targetId=${targetId}`, root.token)).json(),
    ).items;
  const cli = { kind: 'cli', label: 'npm run admin', userId: null };

  it('writes an audit entry for each organization command, with before and after', async () => {
    const owner = await registerTrialAdmin(t.app);
    const { slug } = (await call('GET', '/organization/active', owner.token)).json();
    const trialEnd = (await call('GET', '/plan/current', owner.token)).json().subscription.trialEndsAt;

    const extendedAt = t.clock.now();
    expect(await admin('extend-trial', slug, '5')).toContain('now ends at');
    const extended = new Date(Date.parse(trialEnd) + 5 * DAY_MS).toISOString();
    await admin('end-trial', slug);
    const endedAt = new Date(extendedAt.getTime() + 1000).toISOString();
    await admin('set-billing', owner.organizationId, 'manual');
    await admin('set-plan', slug, 'starter');

    const entries = await auditOf('organization', owner.organizationId);
    expect(entries.map(({ actor, action, before, after }) => ({ actor, action, before, after }))).toEqual([
      {
        actor: cli,
        action: 'organization.set_plan',
        before: expect.objectContaining({ planId: 'extended-trial', trialEndsAt: endedAt }),
        after: expect.objectContaining({ planId: 'starter', subscriptionType: 'REGULAR' }),
      },
      {
        actor: cli,
        action: 'organization.set_billing',
        before: { billing: 'self', paymentProvider: null },
        after: { billing: 'manual', paymentProvider: 'MANUAL' },
      },
      {
        actor: cli,
        action: 'organization.end_trial',
        before: { trialEndsAt: extended },
        after: { trialEndsAt: endedAt },
      },
      {
        actor: cli,
        action: 'organization.extend_trial',
        before: { trialEndsAt: trialEnd, status: 'ACTIVE' },
        after: { trialEndsAt: extended, status: 'ACTIVE', days: 5 },
      },
    ]);
    expect(entries[0]!.target).toEqual({
      type: 'organization',
      id: owner.organizationId,
      label: expect.any(String),
    });
  });

  it('makes and revokes super admins by e-mail, never the last one, and logs both', async () => {
    const user = await registerCompanyAdmin(t.app);
    expect(await admin('make-super-admin', user.email.toUpperCase())).toBe(
      `${user.email} is now a super admin.`,
    );
    expect((await call('GET', '/admin/users', user.token)).statusCode).toBe(200);
    expect(await admin('revoke-super-admin', user.email)).toBe(`${user.email} is no longer a super admin.`);
    expect((await call('GET', '/admin/users', user.token)).statusCode).toBe(404);
    expect((await auditOf('user', user.userId)).map(({ actor, action }) => ({ actor, action }))).toEqual([
      { actor: cli, action: 'user.revoke_super_admin' },
      { actor: cli, action: 'user.make_super_admin' },
    ]);

    await expect(admin('revoke-super-admin', root.email)).rejects.toMatchObject({
      code: 'LAST_SUPER_ADMIN',
      message: expect.stringContaining('last super admin'),
    });
    await expect(admin('make-super-admin', 'nobody@example.com')).rejects.toThrow(
      'No user with e-mail nobody@example.com',
    );
  });

  it('explains a wrong command, a missing argument and bad days, and changes nothing', async () => {
    expect(adminCommand([])).toEqual({ usage: ADMIN_USAGE });
    expect(adminCommand(['extend-trial', 'some-org'])).toEqual({ usage: ADMIN_USAGE });
    expect(adminCommand(['drop-everything'])).toEqual({
      usage: `Unknown command "drop-everything"\n\n${ADMIN_USAGE}`,
    });
    for (const command of ['extend-trial', 'revoke-super-admin']) expect(ADMIN_USAGE).toContain(command);

    const owner = await registerTrialAdmin(t.app);
    for (const days of ['abc', '0', '366', '1.5'])
      await expect(admin('extend-trial', owner.organizationId, days)).rejects.toThrow(
        /^Days must be a whole number from 1 to 365/,
      );
    await expect(admin('extend-trial', 'no-such-org', '5')).rejects.toThrow(
      'No organization with slug or id "no-such-org"',
    );
    await expect(admin('set-plan', owner.organizationId, 'gold')).rejects.toThrow('No plan "gold"');
    expect(await auditOf('organization', owner.organizationId)).toEqual([]);
  });
});
