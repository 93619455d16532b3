import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { addMember, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

/** Who may use the super-admin area: super admins only; anyone else finds no such route. */
describe('super-admin area access', () => {
  let t: TestApp;
  let superAdmin: RegisteredUser;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let call: ReturnType<typeof apiCall>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiCall(t);
    superAdmin = await registerSuperAdmin(t);
    admin = await registerTrialAdmin(t.app);
    member = await addMember(t.app, admin);
  });
  afterAll(() => t.close());

  const endpoints = (organizationId: string, userId: string) =>
    [
      ['GET', '/admin/organizations'],
      ['GET', '/admin/plans'],
      ['GET', `/admin/organizations/${organizationId}`],
      ['PUT', `/admin/organizations/${organizationId}/plan`, { planId: 'business' }],
      ['PUT', `/admin/organizations/${organizationId}/billing`, { manual: true }],
      ['POST', `/admin/organizations/${organizationId}/trial/end`],
      ['POST', `/admin/organizations/${organizationId}/trial/extend`, { days: 30 }],
      ['GET', '/admin/users'],
      ['PUT', `/admin/users/${userId}/super-admin`, { superAdmin: true }],
      ['POST', `/admin/users/${userId}/password-reset`],
      ['GET', '/admin/audit'],
    ] as const;

  it('answers an organization ADMIN and a MEMBER as if the route did not exist, and changes nothing', async () => {
    for (const [who, token] of [
      ['ADMIN', admin.token],
      ['MEMBER', member.token],
    ] as const) {
      for (const [method, url, payload] of endpoints(admin.organizationId, admin.userId)) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(404);
        expect(res.json(), `${who} ${method} ${url}`).toEqual({
          message: `Route ${method} /v1${url.split('?')[0]} not found`,
          code: 'NOT_FOUND',
        });
      }
    }
    // Word for word what a route that does not exist answers.
    const unknown = await call('GET', '/admin/nothing-here', admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Route GET /v1/admin/nothing-here not found',
      code: 'NOT_FOUND',
    });

    const profile = await call('GET', '/profile/user', admin.token);
    expect(profile.json().userType).toBe('REGULAR');
    const plan = await call('GET', '/plan/current', admin.token);
    expect(plan.json().plan.id).toBe('extended-trial');
    expect(plan.json().subscription.state).toBe('TRIAL');
    const audit = await call('GET', `/admin/audit?targetId=${admin.organizationId}`, superAdmin.token);
    expect(audit.json().items).toEqual([]);
  });

  it('gives a non-super-admin the 404 even for a malformed request (no validation error reveals the route)', async () => {
    const res = await call('POST', `/admin/organizations/${admin.organizationId}/trial/extend`, admin.token, {
      days: 'many',
    });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/admin/organizations/not-a-uuid', member.token)).statusCode).toBe(404);
  });

  it('asks a signed-out caller to sign in (401)', async () => {
    for (const [method, url, payload] of endpoints(randomUUID(), randomUUID())) {
      const res = await call(method, url, null, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message, `${method} ${url}`).toEqual(expect.any(String));
    }
  });

  it('lets a super admin make every read call', async () => {
    for (const url of [
      '/admin/organizations',
      `/admin/organizations/${admin.organizationId}`,
      '/admin/users',
      '/admin/audit',
    ]) {
      const res = await call('GET', url, superAdmin.token);
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('a super admin who is revoked loses the area with their next call', async () => {
    const other = await registerSuperAdmin(t);
    expect((await call('GET', '/admin/users', other.token)).statusCode).toBe(200);
    const revoked = await call('PUT', `/admin/users/${other.userId}/super-admin`, superAdmin.token, {
      superAdmin: false,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await call('GET', '/admin/users', other.token)).statusCode).toBe(404);
  });
});
