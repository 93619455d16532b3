import { INVITATION_TTL_MS } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../test/app';
import { addMember, inviteEmail, registerTrialAdmin, registerUser } from '../../../test/factories';

describe('invitation rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const invite = (token: string, email: string, role?: string) =>
    call('POST', '/organization/users/invite', token, { email, role });
  const listed = async (token: string) =>
    (await call('GET', '/organization/invitations', token)).json().invitations as {
      id: string;
      email: string;
      status: string;
    }[];

  it('personal organizations cannot invite', async () => {
    const user = await registerUser(t.app);
    const email = uniqueEmail('colleague');
    const res = await invite(user.token, email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: 'Create an organization to invite users',
      code: 'PERSONAL_ORGANIZATION',
    });
    expect(t.mailer.sent.map((mail) => mail.to)).not.toContain(email);
    expect(await listed(user.token)).toEqual([]);
  });

  it('answers 409 for an existing member or an open invitation, in any letter case', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    const asMember = await invite(admin.token, member.email.toUpperCase());
    expect(asMember.statusCode).toBe(409);
    expect(asMember.json().message).toBe('This person is already a member of the organization');
    expect((await invite(admin.token, admin.email)).statusCode).toBe(409);

    const email = uniqueEmail('pending');
    expect((await invite(admin.token, email)).statusCode).toBe(201);
    const twice = await invite(admin.token, email.toUpperCase());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('An invitation has already been sent to this e-mail address');
    expect((await listed(admin.token)).filter((i) => i.email === email)).toHaveLength(1);
  });

  it('renews an expired invitation when the same address is invited again', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { email, invitationId } = await inviteEmail(t.app, admin);
    t.clock.advance(INVITATION_TTL_MS + 1);
    expect((await listed(admin.token)).find((i) => i.id === invitationId)?.status).toBe('EXPIRED');
    const again = await invite(admin.token, email, 'ADMIN');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: invitationId, status: 'PENDING', role: 'ADMIN' });
    expect((await listed(admin.token)).filter((i) => i.email === email)).toEqual([
      expect.objectContaining({ status: 'PENDING' }),
    ]);
  });

  it('lists only PENDING and EXPIRED invitations of the active organization, newest first', async () => {
    const admin = await registerTrialAdmin(t.app);
    const expired = await inviteEmail(t.app, admin);
    t.clock.advance(INVITATION_TTL_MS + 1);
    const revoked = await inviteEmail(t.app, admin);
    await call('PUT', `/organization/invitations/${revoked.invitationId}/revoke`, admin.token);
    await addMember(t.app, admin); // an ACCEPTED one
    const pending = await inviteEmail(t.app, admin);

    const list = await listed(admin.token);
    expect(list.map((i) => [i.email, i.status])).toEqual([
      [pending.email, 'PENDING'],
      [expired.email, 'EXPIRED'],
    ]);
  });

  it('invites as ADMIN when asked, MEMBER by default', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { email, inviteToken } = await inviteEmail(t.app, admin, { role: 'ADMIN' });
    const joined = await registerUser(t.app, { email, inviteToken });
    const org = (await call('GET', '/organization/active', joined.token)).json();
    expect(org.UserOrganizations).toContainEqual(
      expect.objectContaining({ role: 'ADMIN', user: expect.objectContaining({ id: joined.userId }) }),
    );
    const defaulted = await call('POST', '/organization/users/invite', admin.token, { email: uniqueEmail() });
    expect(defaulted.json().role).toBe('MEMBER');
    expect((await invite(admin.token, 'not-an-address')).statusCode).toBe(400);
  });

  it('lets a member see the open invitations but not invite, revoke, resend or remove', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    const open = await inviteEmail(t.app, admin);
    const mailsBefore = t.mailer.sent.length;

    expect((await listed(member.token)).map((i) => i.id)).toContain(open.invitationId);
    const tries = [
      await invite(member.token, uniqueEmail()),
      await call('PUT', `/organization/invitations/${open.invitationId}/revoke`, member.token),
      await call('POST', `/organization/invitations/${open.invitationId}/resend`, member.token),
      await call('DELETE', `/organization/invitations/${open.invitationId}`, member.token),
    ];
    expect(tries.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    expect(tries[0]!.json().message).toBe('Only admins can invite users');
    expect(tries[1]!.json().message).toBe('Only admins can manage invitations');
    expect(t.mailer.sent.length).toBe(mailsBefore);
    const lookup = await t.app.inject({ method: 'GET', url: `/v1/auth/invitation/${open.inviteToken}` });
    expect(lookup.json().status).toBe('PENDING');
  });

  it('removes an invitation from the list (the Remove of an expired one); its link is then unknown', async () => {
    const admin = await registerTrialAdmin(t.app);
    const open = await inviteEmail(t.app, admin);
    t.clock.advance(INVITATION_TTL_MS + 1);
    const res = await call('DELETE', `/organization/invitations/${open.invitationId}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect((await listed(admin.token)).map((i) => i.id)).not.toContain(open.invitationId);
    const lookup = await t.app.inject({ method: 'GET', url: `/v1/auth/invitation/${open.inviteToken}` });
    expect(lookup.statusCode).toBe(404);
    const again = await call('DELETE', `/organization/invitations/${open.invitationId}`, admin.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Invitation not found');
  });

  it('cannot resend a revoked or accepted invitation', async () => {
    const admin = await registerTrialAdmin(t.app);
    const open = await inviteEmail(t.app, admin);
    await call('PUT', `/organization/invitations/${open.invitationId}/revoke`, admin.token);
    const res = await call('POST', `/organization/invitations/${open.invitationId}/resend`, admin.token);
    // Gone, as the invitation's link answers too (one status per code: errors/catalogue.ts).
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('Only pending or expired invitations can be resent');
  });

  it('answers an unknown token with 404 and status NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/auth/invitation/no-such-token' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Invitation not found',
      code: 'INVITATION_NOT_FOUND',
      status: 'NOT_FOUND',
    });
  });

  it('needs a session for everything but the lookup and invitation-auth', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/organization/invitations' });
    expect(res.statusCode).toBe(401);
  });
});

describe('invitation mail that cannot be delivered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      mailer: {
        async send() {
          throw new Error('SMTP is down');
        },
        async close() {},
      },
    });
  });
  afterAll(() => t.close());

  it('keeps the invitation and says the mail failed, so the admin can resend', async () => {
    const admin = await registerTrialAdmin(t.app);
    const email = uniqueEmail('offline');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/organization/users/invite',
      headers: bearer(admin.token),
      payload: { email },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The invitation was saved, but the e-mail could not be sent. Please try Resend.',
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/organization/invitations',
      headers: bearer(admin.token),
    });
    expect(list.json().invitations).toContainEqual(expect.objectContaining({ email, status: 'PENDING' }));
  });
});
