import { ZAdminUserActionResponse, ZAuditPage } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { registerCompanyAdmin } from '../../../test/factories';
import { users } from '../../db/schema';
import { CLI_ACTOR } from './audit';
import { LAST_SUPER_ADMIN_MESSAGE, setSuperAdmin } from './superAdmins';

/**
 * Granting and revoking super admin, and the rule that one always remains. This file's database
 * is its own, so the number of super admins in it is exactly what the tests made.
 */
describe('super admins', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiCall(t);
  });
  afterAll(() => t.close());

  const superAdminCount = async () =>
    (await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.userType, 'SUPER_ADMIN'))).length;
  const setVia = (token: string, userId: string, superAdmin: boolean) =>
    call('PUT', `/admin/users/${userId}/super-admin`, token, { superAdmin });
  const auditOf = async (token: string, userId: string) =>
    ZAuditPage.parse((await call('GET', `/admin/audit?targetType=user&targetId=${userId}`, token)).json())
      .items;
  /** Leaves exactly the given super admins (as an operator would, one revocation after another). */
  async function onlySuperAdmins(...keep: { userId: string }[]) {
    const all = await t.app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userType, 'SUPER_ADMIN'));
    for (const { id } of all)
      if (!keep.some((user) => user.userId === id))
        await setSuperAdmin({
          db: t.app.ctx.db,
          now: t.clock.now(),
          actor: CLI_ACTOR,
          user: { id },
          superAdmin: false,
        });
  }

  it('grants and revokes with before/after in the log, and never takes the last super admin', async () => {
    const first = await registerSuperAdmin(t);
    await onlySuperAdmins(first);
    const lonely = await setVia(first.token, first.userId, false);
    expect(lonely.statusCode).toBe(409);
    expect(lonely.json()).toEqual({ code: 'LAST_SUPER_ADMIN', message: LAST_SUPER_ADMIN_MESSAGE });
    expect(await superAdminCount()).toBe(1);

    const second = await registerCompanyAdmin(t.app);
    const granted = await setVia(first.token, second.userId, true);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(ZAdminUserActionResponse.parse(granted.json())).toMatchObject({
      message: `${second.email} is now a super admin.`,
      user: { id: second.userId, email: second.email, superAdmin: true },
    });
    expect((await call('GET', '/profile/user', second.token)).json().userType).toBe('SUPER_ADMIN');

    // With another one left, a super admin may step down themself.
    t.clock.advance(1000);
    const stepDown = await setVia(first.token, first.userId, false);
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect(stepDown.json().user.superAdmin).toBe(false);
    expect((await call('GET', '/admin/users', first.token)).statusCode).toBe(404);
    // Now the second is the last one.
    expect((await setVia(second.token, second.userId, false)).json().code).toBe('LAST_SUPER_ADMIN');

    const [revokedEntry] = await auditOf(second.token, first.userId);
    expect(revokedEntry).toMatchObject({
      action: 'user.revoke_super_admin',
      actor: { kind: 'user', label: first.email, userId: first.userId },
      target: { type: 'user', id: first.userId, label: first.email },
      before: { superAdmin: true },
      after: { superAdmin: false },
    });
    expect((await auditOf(second.token, second.userId))[0]).toMatchObject({
      action: 'user.make_super_admin',
      actor: { label: first.email },
      before: { superAdmin: false },
      after: { superAdmin: true },
    });
    // Nothing changed, nothing logged: granting twice answers so.
    const again = await setVia(second.token, second.userId, true);
    expect(again.json().message).toBe(`${second.email} is already a super admin.`);
    expect(await auditOf(second.token, second.userId)).toHaveLength(1);
  });

  it('two super admins revoking each other at the same moment leave one of them', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await registerSuperAdmin(t);
      const b = await registerSuperAdmin(t);
      await onlySuperAdmins(a, b);
      const answers = await Promise.all([setVia(a.token, b.userId, false), setVia(b.token, a.userId, false)]);
      const statuses = answers.map((res) => res.statusCode);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}`,
      ).toHaveLength(1);
      // The other is refused by the rule, or (once the first has committed) no longer passes the gate.
      const loser = answers.find((res) => res.statusCode !== 200)!;
      expect([409, 404], `round ${round}`).toContain(loser.statusCode);
      if (loser.statusCode === 409) expect(loser.json().code).toBe('LAST_SUPER_ADMIN');
      expect(await superAdminCount()).toBe(1);
    }
  });

  it('two revocations past the gate at once: the second waits for the first and is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await registerSuperAdmin(t);
      const b = await registerSuperAdmin(t);
      await onlySuperAdmins(a, b);
      const revoke = (user: { userId: string }, by: { userId: string; email: string }) =>
        setSuperAdmin({
          db: t.app.ctx.db,
          now: t.clock.now(),
          actor: { kind: 'user', userId: by.userId, email: by.email },
          user: { id: user.userId },
          superAdmin: false,
        });
      const results = await Promise.allSettled([revoke(b, a), revoke(a, b)]);
      expect(
        results.filter((result) => result.status === 'fulfilled'),
        `round ${round}`,
      ).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ statusCode: 409, code: 'LAST_SUPER_ADMIN' });
      expect(await superAdminCount()).toBe(1);
    }
  });

  it('two revocations of themselves at once, and the command line beside the API, leave one', async () => {
    const a = await registerSuperAdmin(t);
    const b = await registerSuperAdmin(t);
    await onlySuperAdmins(a, b);
    const [api, cli] = await Promise.allSettled([
      setVia(a.token, a.userId, false),
      setSuperAdmin({
        db: t.app.ctx.db,
        now: t.clock.now(),
        actor: CLI_ACTOR,
        user: { email: b.email },
        superAdmin: false,
      }),
    ]);
    if (api.status !== 'fulfilled') throw api.reason;
    const apiRevoked = api.value.statusCode === 200;
    const cliRevoked = cli.status === 'fulfilled';
    expect(apiRevoked, 'exactly one of the two revocations goes through').toBe(!cliRevoked);
    const refusal = apiRevoked ? (cli as PromiseRejectedResult).reason.code : api.value.json().code;
    expect(refusal).toBe('LAST_SUPER_ADMIN');
    expect(await superAdminCount()).toBe(1);
  });

  it('unknown user: 404; a body without the flag: 400', async () => {
    const root = await registerSuperAdmin(t);
    const unknown = await setVia(root.token, '00000000-0000-4000-8000-000000000000', false);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No user with id 00000000-0000-4000-8000-000000000000');
    expect((await call('PUT', `/admin/users/${root.userId}/super-admin`, root.token, {})).statusCode).toBe(
      400,
    );
  });
});
