import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, TRANSLATION_ENV } from '../../../test/app';
import { addMember, inviteEmail, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

/**
 * Every organization and invitation route, called by an admin and by a member of another organization
 * with the ids and tokens of organization A: each answers 403 or 404 (or acts on the caller's own
 * organization), changes nothing in A, and no body names A, its people or its invitations.
 */
describe('tenancy: another organization learns nothing', () => {
  let t: TestApp;
  let adminA: RegisteredUser;
  let memberA: RegisteredUser;
  let invitationA: { email: string; invitationId: string; inviteToken: string };
  let secrets: string[];
  let adminB: RegisteredUser;
  let memberB: RegisteredUser;
  const orgAName = `Alpha Secret ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    t = await createTestApp({ env: TRANSLATION_ENV });
    adminA = await registerTrialAdmin(t.app, {
      firstName: 'Alicia',
      lastName: 'Atlas',
      organizationName: orgAName,
    });
    memberA = await addMember(t.app, adminA, { firstName: 'Marabel', lastName: 'Amselfeld' });
    invitationA = await inviteEmail(t.app, adminA);
    await call('POST', '/organization/add-tag', adminA.token, { name: 'alpha-internal-tag' });
    await call('POST', '/organization/settings/translation-languages/add', adminA.token, { language: 'fr' });
    secrets = [
      orgAName,
      adminA.organizationId,
      adminA.email,
      memberA.email,
      invitationA.email,
      'Alicia',
      'Atlas',
      'Marabel',
      'Amselfeld',
      'alpha-internal-tag',
    ];
    adminB = await registerTrialAdmin(t.app, { firstName: 'Bruno', lastName: 'Berg' });
    memberB = await addMember(t.app, adminB);
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
    return t.app.inject({ method, url: `/v1${url}`, headers: token ? bearer(token) : {}, payload });
  }
  const outsiders = () =>
    [
      ['admin', adminB],
      ['member', memberB],
    ] as const;

  function expectNothingLearned(res: LightMyRequestResponse) {
    for (const secret of secrets) expect(res.body).not.toContain(secret);
  }
  function expectRefused(res: LightMyRequestResponse) {
    expect([403, 404]).toContain(res.statusCode);
    expectNothingLearned(res);
  }
  async function orgA() {
    return (await call('GET', '/organization/active', adminA.token)).json();
  }
  async function expectOrgAUntouched() {
    const org = await orgA();
    expect(org.name).toBe(orgAName);
    expect(org.settings).toMatchObject({ formality: 'INFORMAL', translationLanguages: ['fr'] });
    expect(org.tags.map((tag: { name: string }) => tag.name)).toEqual(['alpha-internal-tag']);
    expect(org.UserOrganizations).toHaveLength(2);
    expect(org.UserOrganizations).toContainEqual(
      expect.objectContaining({ role: 'MEMBER', user: expect.objectContaining({ id: memberA.userId }) }),
    );
    const invitations = (await call('GET', '/organization/invitations', adminA.token)).json().invitations;
    expect(invitations).toEqual([
      expect.objectContaining({ id: invitationA.invitationId, status: 'PENDING' }),
    ]);
    const lookup = await call('GET', `/auth/invitation/${invitationA.inviteToken}`);
    expect(lookup.json().status).toBe('PENDING');
  }

  it('GET /organization and /organization/active show only the caller’s organizations', async () => {
    for (const [, user] of outsiders()) {
      const list = await call('GET', '/organization', user.token);
      expect(list.statusCode).toBe(200);
      expectNothingLearned(list);
      const active = await call('GET', '/organization/active', user.token);
      expect(active.json().id).toBe(adminB.organizationId);
      expectNothingLearned(active);
    }
  });

  it('POST /organization/change refuses A’s id exactly as it refuses an unknown one', async () => {
    for (const [, user] of outsiders()) {
      const res = await call('POST', '/organization/change', user.token, { id: adminA.organizationId });
      expectRefused(res);
      const unknown = await call('POST', '/organization/change', user.token, { id: randomUUID() });
      expect([res.statusCode, res.json()]).toEqual([unknown.statusCode, unknown.json()]);
      expect((await call('GET', '/organization/active', user.token)).json().id).toBe(adminB.organizationId);
    }
  });

  it('POST /organization creates the caller’s own organization and nothing in A', async () => {
    const res = await call('POST', '/organization', memberB.token, {
      name: orgAName.replace('Alpha', 'Beta'),
    });
    expect(res.statusCode).toBe(201);
    expectNothingLearned(res);
    await call('POST', '/organization/change', memberB.token, { id: adminB.organizationId });
    await expectOrgAUntouched();
  });

  it('settings, translation languages and tags only ever change the caller’s active organization', async () => {
    for (const [role, user] of outsiders()) {
      const responses = [
        await call('PUT', '/organization/settings', user.token, { name: 'Taken Over', formality: 'FORMAL' }),
        await call('POST', '/organization/settings/translation-languages/add', user.token, {
          language: 'it',
        }),
        await call('DELETE', '/organization/settings/translation-languages/remove', user.token, {
          language: 'fr',
        }),
        await call('POST', '/organization/add-tag', user.token, { name: `beta-${role}` }),
        await call('GET', '/organization/translation-jobs', user.token),
      ];
      for (const res of responses) expectNothingLearned(res);
      if (role === 'member') expect(responses.slice(0, 3).map((r) => r.statusCode)).toEqual([403, 403, 403]);
    }
    // A tag name taken in A is still free in B: a 409 would tell B that A uses it.
    expect(
      (await call('POST', '/organization/add-tag', adminB.token, { name: 'alpha-internal-tag' })).statusCode,
    ).toBe(201);
    await expectOrgAUntouched();
  });

  it('member role changes and removals refuse A’s organization and A’s members', async () => {
    for (const [, user] of outsiders()) {
      const targets = [
        [adminA.organizationId, memberA.userId],
        [adminA.organizationId, adminA.userId],
        [adminB.organizationId, memberA.userId],
      ];
      for (const [orgId, userId] of targets) {
        expectRefused(
          await call('PUT', `/organization/${orgId}/users/${userId}/role`, user.token, { role: 'ADMIN' }),
        );
        expectRefused(await call('DELETE', `/organization/${orgId}/users/${userId}`, user.token));
      }
    }
    // For B's admin, A's organization and member look exactly like ids that do not exist.
    const real = await call(
      'DELETE',
      `/organization/${adminA.organizationId}/users/${memberA.userId}`,
      adminB.token,
    );
    const fake = await call('DELETE', `/organization/${randomUUID()}/users/${randomUUID()}`, adminB.token);
    expect([real.statusCode, real.json()]).toEqual([fake.statusCode, fake.json()]);
    const realMember = await call(
      'PUT',
      `/organization/${adminB.organizationId}/users/${memberA.userId}/role`,
      adminB.token,
      {
        role: 'ADMIN',
      },
    );
    const fakeMember = await call(
      'PUT',
      `/organization/${adminB.organizationId}/users/${randomUUID()}/role`,
      adminB.token,
      {
        role: 'ADMIN',
      },
    );
    expect([realMember.statusCode, realMember.json()]).toEqual([fakeMember.statusCode, fakeMember.json()]);
    await expectOrgAUntouched();
  });

  it('invitation routes never reach A’s invitations', async () => {
    const mailsBefore = t.mailer.sent.length;
    for (const [, user] of outsiders()) {
      const list = await call('GET', '/organization/invitations', user.token);
      expect(list.statusCode).toBe(200);
      expectNothingLearned(list);
      const id = invitationA.invitationId;
      const tries = [
        await call('PUT', `/organization/invitations/${id}/revoke`, user.token),
        await call('POST', `/organization/invitations/${id}/resend`, user.token),
        await call('DELETE', `/organization/invitations/${id}`, user.token),
      ];
      for (const res of tries) expectRefused(res);
    }
    for (const action of ['revoke', 'resend', 'delete'] as const) {
      const [method, suffix] =
        action === 'revoke' ? ['PUT', '/revoke'] : action === 'resend' ? ['POST', '/resend'] : ['DELETE', ''];
      const real = await call(
        method as 'PUT',
        `/organization/invitations/${invitationA.invitationId}${suffix}`,
        adminB.token,
      );
      const fake = await call(
        method as 'PUT',
        `/organization/invitations/${randomUUID()}${suffix}`,
        adminB.token,
      );
      expect([real.statusCode, real.json()]).toEqual([fake.statusCode, fake.json()]);
    }
    expect(t.mailer.sent.length).toBe(mailsBefore);
    await expectOrgAUntouched();
  });

  it('an invite from B goes to B, even for an address that belongs to A', async () => {
    const res = await call('POST', '/organization/users/invite', adminB.token, { email: memberA.email });
    expect(res.statusCode).toBe(201);
    expect(res.json().organization.id).toBe(adminB.organizationId);
    expect(res.body).not.toContain(orgAName);
    expectRefused(await call('POST', '/organization/users/invite', memberB.token, { email: memberA.email }));
    await expectOrgAUntouched();
  });

  it('A’s token does not let someone else in, signed in or through invitation-auth', async () => {
    for (const [, user] of outsiders()) {
      const accept = await call('POST', '/organization/invitations/accept', user.token, {
        token: invitationA.inviteToken,
      });
      expectRefused(accept);
      const auth = await call('POST', '/auth/invitation-auth', undefined, {
        email: user.email,
        password: user.password,
        inviteToken: invitationA.inviteToken,
      });
      expectRefused(auth);
      const orgs = (await call('GET', '/organization', user.token)).json().organizations;
      expect(orgs.map((o: { id: string }) => o.id)).not.toContain(adminA.organizationId);
    }
    expectRefused(await call('GET', `/auth/invitation/${randomUUID()}`));
    await expectOrgAUntouched();
  });
});
