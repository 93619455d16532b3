import { ZOrganization } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, registerTrialAdmin } from '../../../test/factories';

describe('organization members: role change and removal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const setRole = (token: string, orgId: string, userId: string, role: string) =>
    call('PUT', `/organization/${orgId}/users/${userId}/role`, token, { role });
  const remove = (token: string, orgId: string, userId: string) =>
    call('DELETE', `/organization/${orgId}/users/${userId}`, token);
  const roleOf = async (token: string, userId: string) => {
    const org = ZOrganization.parse((await call('GET', '/organization/active', token)).json());
    return org.UserOrganizations.find((member) => member.user.id === userId)?.role ?? null;
  };

  it('lets an admin promote and demote another member', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin, { firstName: 'Mia', lastName: 'Klein' });
    expect(await roleOf(admin.token, member.userId)).toBe('MEMBER');

    const up = await setRole(admin.token, admin.organizationId, member.userId, 'ADMIN');
    expect(up.statusCode).toBe(200);
    expect(await roleOf(admin.token, member.userId)).toBe('ADMIN');
    // The promoted member now has admin rights: they may change settings.
    const settings = await call('PUT', '/organization/settings', member.token, { formality: 'FORMAL' });
    expect(settings.statusCode).toBe(200);

    expect((await setRole(admin.token, admin.organizationId, member.userId, 'MEMBER')).statusCode).toBe(200);
    expect(await roleOf(admin.token, member.userId)).toBe('MEMBER');
    expect(
      (await call('PUT', '/organization/settings', member.token, { formality: 'INFORMAL' })).statusCode,
    ).toBe(403);
  });

  it('never applies to the caller themselves', async () => {
    const admin = await registerTrialAdmin(t.app);
    const own = await setRole(admin.token, admin.organizationId, admin.userId, 'MEMBER');
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot change your own role');
    const self = await remove(admin.token, admin.organizationId, admin.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot remove yourself');
    expect(await roleOf(admin.token, admin.userId)).toBe('ADMIN');
  });

  it('is ADMIN only: a member can neither change roles nor remove anyone', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    const other = await addMember(t.app, admin);
    const promote = await setRole(member.token, admin.organizationId, other.userId, 'ADMIN');
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('Only admins can manage members');
    expect((await setRole(member.token, admin.organizationId, admin.userId, 'MEMBER')).statusCode).toBe(403);
    expect((await remove(member.token, admin.organizationId, admin.userId)).statusCode).toBe(403);
    expect(await roleOf(admin.token, admin.userId)).toBe('ADMIN');
    expect(await roleOf(admin.token, other.userId)).toBe('MEMBER');
  });

  it('answers 404 for someone who is not a member', async () => {
    const admin = await registerTrialAdmin(t.app);
    const outsider = await registerTrialAdmin(t.app);
    const res = await setRole(admin.token, admin.organizationId, outsider.userId, 'ADMIN');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Member not found');
    expect((await remove(admin.token, admin.organizationId, outsider.userId)).statusCode).toBe(404);
  });

  it('removes a member, whose active organization falls back to one of their own', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    const before = (await call('GET', '/organization', member.token)).json().organizations;
    const personal = before.find((org: { id: string }) => org.id !== admin.organizationId);

    const res = await remove(admin.token, admin.organizationId, member.userId);
    expect(res.statusCode).toBe(200);
    expect(await roleOf(admin.token, member.userId)).toBeNull();

    const active = await call('GET', '/organization/active', member.token);
    expect(active.json().id).toBe(personal.id);
    const list = (await call('GET', '/organization', member.token)).json().organizations;
    expect(list.map((org: { id: string }) => org.id)).toEqual([personal.id]);
    // No way back in with the old id.
    expect(
      (await call('POST', '/organization/change', member.token, { id: admin.organizationId })).statusCode,
    ).toBe(404);
    expect((await remove(admin.token, admin.organizationId, member.userId)).statusCode).toBe(404);
  });

  it('leaves the active organization of a removed member alone when it is another one', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    const own = (await call('POST', '/organization', member.token, { name: 'Member Side Project' })).json();
    await remove(admin.token, admin.organizationId, member.userId);
    expect((await call('GET', '/organization/active', member.token)).json().id).toBe(own.id);
  });

  it('works on any organization the caller is ADMIN of, not only the active one', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    await call('POST', '/organization', admin.token, { name: 'Second Company' });
    const res = await setRole(admin.token, admin.organizationId, member.userId, 'ADMIN');
    expect(res.statusCode).toBe(200);
    const first = (await call('GET', '/organization', admin.token))
      .json()
      .organizations.find((org: { id: string }) => org.id === admin.organizationId);
    expect(
      first.UserOrganizations.find((m: { user: { id: string } }) => m.user.id === member.userId).role,
    ).toBe('ADMIN');
  });

  it('rejects a role other than ADMIN or MEMBER', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    expect((await setRole(admin.token, admin.organizationId, member.userId, 'OWNER')).statusCode).toBe(400);
  });
});
