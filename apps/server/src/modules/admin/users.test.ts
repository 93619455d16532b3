import { randomUUID } from 'node:crypto';
import { ZAdminUserPage, ZAuditPage } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  login,
  type RegisteredUser,
  registerTrialAdmin,
  registerUser,
} from '../../../test/factories';

/** The users of the super-admin area and the audit log. */
describe('super-admin users', () => {
  let t: TestApp;
  let root: RegisteredUser;
  let call: ReturnType<typeof apiCall>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiCall(t);
    root = await registerSuperAdmin(t);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await call('GET', `/admin/users?${query}`, root.token);
    expect(res.statusCode, res.body).toBe(200);
    return ZAdminUserPage.parse(res.json());
  };

  it('lists every user, newest first, with organizations, roles, last sign-in and super admin', async () => {
    const tag = randomUUID().slice(0, 8);
    const admin = await registerTrialAdmin(t.app, {
      firstName: 'Greta',
      lastName: `Tag${tag}`,
      organizationName: `Users ${tag} GmbH`,
    });
    const member = await addMember(t.app, admin, { firstName: 'Hans', lastName: `Tag${tag}` });
    t.clock.advance(5 * 60_000);
    await login(t.app, admin.email, admin.password);
    const signedInAt = t.clock.now().toISOString();

    const { items, nextCursor } = await list(`search=tag${tag}`);
    expect(nextCursor).toBeNull();
    expect(items.map((user) => user.id)).toEqual([member.userId, admin.userId]);
    const [hans, greta] = items;
    expect(greta).toMatchObject({
      email: admin.email,
      firstName: 'Greta',
      lastName: `Tag${tag}`,
      superAdmin: false,
      lastSignInAt: signedInAt,
      organizations: [{ id: admin.organizationId, name: `Users ${tag} GmbH`, role: 'ADMIN' }],
    });
    expect(hans!.organizations).toContainEqual({
      id: admin.organizationId,
      name: `Users ${tag} GmbH`,
      role: 'MEMBER',
    });
    expect(hans!.lastSignInAt).not.toBeNull();
    // By e-mail, in any letter case; the super admin is marked.
    expect((await list(`search=${admin.email.toUpperCase()}`)).items.map((user) => user.id)).toEqual([
      admin.userId,
    ]);
    expect((await list(`search=${root.email}`)).items[0]).toMatchObject({
      id: root.userId,
      superAdmin: true,
    });
  });

  it('pages by cursor without skipping or repeating anyone', async () => {
    const tag = randomUUID().slice(0, 8);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.unshift((await registerUser(t.app, { lastName: `Page${tag}` })).userId);
    const first = await list(`search=page${tag}&limit=2`);
    expect(first.items).toHaveLength(2);
    const second = await list(`search=page${tag}&limit=2&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((user) => user.id)).toEqual(made);
    expect((await call('GET', '/admin/users?cursor=x', root.token)).json().code).toBe('INVALID_CURSOR');
  });

  it('reads the audit log newest first across targets, a page at a time', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    for (const user of [a, b]) {
      t.clock.advance(1000);
      await call('POST', `/admin/users/${user.userId}/password-reset`, root.token);
    }
    const first = ZAuditPage.parse(
      (await call('GET', '/admin/audit?targetType=user&limit=1', root.token)).json(),
    );
    expect(first.items.map((entry) => entry.target.id)).toEqual([b.userId]);
    const second = ZAuditPage.parse(
      (
        await call('GET', `/admin/audit?targetType=user&limit=1&cursor=${first.nextCursor}`, root.token)
      ).json(),
    );
    expect(second.items.map((entry) => entry.target.id)).toEqual([a.userId]);
    const none = ZAuditPage.parse((await call('GET', '/admin/audit?targetType=nothing', root.token)).json());
    expect(none).toEqual({ items: [], nextCursor: null });
  });
});
