import { INVITATION_TTL_MS, ZInvitation, ZInvitationErrorBody, ZOrganization } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../test/app';
import { buyPlan, registerTrialAdmin, registerUser } from '../../../test/factories';
import { linkIn, startSmtpServer } from '../../../test/mail';

/** The whole invitation lifecycle, with every mail going through a real SMTP server on loopback. */
describe('invitation lifecycle through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerTrialAdmin>>;
  const orgName = 'Acme Lifecycle';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    admin = await registerTrialAdmin(t.app, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      organizationName: orgName,
    });
    // Many invitations in one organization: a plan with seats for all of them.
    await buyPlan(t.app, admin.token, 'prod_business');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: token ? bearer(token) : {}, payload });
  const invite = (
    email: string,
    options: { role?: string; l?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/organization/users/invite${options.l ? `?l=${options.l}` : ''}`,
      headers: { ...bearer(admin.token), ...options.headers },
      payload: { email, role: options.role },
    });
  /** The link of the newest mail to the address, and its token. */
  const newestLink = (email: string) => {
    const mails = smtp.to(email);
    const mail = mails.at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    const link = linkIn(mail.text, '/invitation');
    return { mail, link, token: link.searchParams.get('inviteToken')!, count: mails.length };
  };
  const lookup = (token: string) => inject('GET', `/auth/invitation/${encodeURIComponent(token)}`);
  const register = (email: string, inviteToken: string) =>
    inject('POST', '/auth/register', undefined, { email, password: 'correct horse battery', inviteToken });
  const activeOf = async (token: string) =>
    ZOrganization.parse((await inject('GET', '/organization/active', token)).json());
  const listed = async () =>
    (await inject('GET', '/organization/invitations', admin.token)).json().invitations;

  it('invites by e-mail in English, and the invitee registers with the locked address and joins', async () => {
    const email = uniqueEmail('bob');
    const res = await invite(email.toUpperCase(), { l: 'en' });
    expect(res.statusCode).toBe(201);
    const invitation = ZInvitation.parse(res.json());
    expect(invitation).toMatchObject({
      email,
      role: 'MEMBER',
      status: 'PENDING',
      organization: { id: admin.organizationId, name: orgName },
      inviter: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(Date.parse(invitation.expiresAt) - t.clock.now().getTime()).toBe(INVITATION_TTL_MS);

    const { mail, link, token } = newestLink(email);
    expect(mail.subject).toBe(`Ada Lovelace invited you to join ${orgName}`);
    expect(mail.text).toContain(`Ada Lovelace has invited you to join ${orgName} as a member.`);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/invitation');
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));

    // The guest screen looks the invitation up without signing in.
    const found = await lookup(token);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: invitation.id,
      email,
      role: 'MEMBER',
      status: 'PENDING',
      organization: { name: orgName },
      inviter: { firstName: 'Ada', lastName: 'Lovelace' },
    });

    // The address is locked to the invited one.
    const intruder = uniqueEmail('intruder');
    const mismatch = await register(intruder, token);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toBe('This invitation was sent to a different e-mail address');
    const noAccount = await inject('POST', '/auth/login', undefined, {
      email: intruder,
      password: 'correct horse battery',
    });
    expect(noAccount.statusCode).toBe(401);

    const joined = await register(email, token);
    expect(joined.statusCode).toBe(200);
    const bob = joined.json().token as string;
    expect((await activeOf(bob)).id).toBe(admin.organizationId);
    const team = await activeOf(admin.token);
    expect(team.UserOrganizations).toContainEqual({
      role: 'MEMBER',
      user: expect.objectContaining({ email }),
      // The admin who invited may change the newcomer's role and remove them (organizations policy).
      canUpdateRole: true,
      canRemove: true,
    });
    expect((await listed()).map((i: { id: string }) => i.id)).not.toContain(invitation.id);

    // Single use: the link now shows ACCEPTED, and cannot be used again.
    const used = await lookup(token);
    expect(used.statusCode).toBe(410);
    expect(ZInvitationErrorBody.parse(used.json())).toMatchObject({
      status: 'ACCEPTED',
      message: 'This invitation has already been accepted',
      invitation: { id: invitation.id, status: 'ACCEPTED', organization: { name: orgName } },
    });
    expect((await register(uniqueEmail('late'), token)).statusCode).toBe(410);
    // The OpenAPI document shows API clients the `status` such an answer carries.
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const refusal = doc.paths['/v1/auth/invitation/{token}'].get.responses['410'];
    const forms = refusal.content['application/json'].schema.anyOf as { properties: object }[];
    expect(forms.some((form) => 'status' in form.properties && 'invitation' in form.properties)).toBe(true);
    expect(refusal.description).toContain('INVITATION_ACCEPTED');
  });

  it('writes the mail in German for a German admin, by ?l= or Accept-Language', async () => {
    const first = uniqueEmail('clara');
    expect((await invite(first, { l: 'de', role: 'ADMIN' })).statusCode).toBe(201);
    const { mail, link } = newestLink(first);
    expect(mail.subject).toBe(`Ada Lovelace hat Sie zu ${orgName} eingeladen`);
    expect(mail.text).toContain(`Ada Lovelace hat Sie eingeladen, ${orgName} als Admin beizutreten.`);
    expect(mail.text).toContain('Einladung annehmen');
    expect(link.searchParams.get('l')).toBe('de');

    const second = uniqueEmail('dora');
    await invite(second, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(newestLink(second).mail.subject).toContain('hat Sie zu');
  });

  it('accepts at login with the token, with the invited role', async () => {
    const existing = await registerUser(t.app);
    expect((await invite(existing.email, { role: 'ADMIN' })).statusCode).toBe(201);
    const { token } = newestLink(existing.email);

    const other = await registerUser(t.app);
    const wrong = await inject('POST', '/auth/login', undefined, {
      email: other.email,
      password: other.password,
      inviteToken: token,
    });
    expect(wrong.statusCode).toBe(403);
    expect((await activeOf(other.token)).id).toBe(other.organizationId);

    const res = await inject('POST', '/auth/login', undefined, {
      email: existing.email,
      password: existing.password,
      inviteToken: token,
    });
    expect(res.statusCode).toBe(200);
    const org = await activeOf(res.json().token);
    expect(org.id).toBe(admin.organizationId);
    expect(org.UserOrganizations).toContainEqual({
      role: 'ADMIN',
      user: expect.objectContaining({ id: existing.userId }),
      // Nobody manages their own membership.
      canUpdateRole: false,
      canRemove: false,
    });
  });

  it('signs in or creates the account through invitation-auth, locked to the invited address', async () => {
    const fresh = uniqueEmail('eve');
    await invite(fresh);
    const { token } = newestLink(fresh);
    const auth = (email: string, password: string) =>
      inject('POST', '/auth/invitation-auth', undefined, { email, password, inviteToken: token });

    const mismatch = await auth(uniqueEmail('mallory'), 'correct horse battery');
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toBe('This invitation was sent to a different e-mail address');
    const short = await auth(fresh, 'short');
    expect(short.statusCode).toBe(400);
    expect((await lookup(token)).json().status).toBe('PENDING');

    const created = await auth(fresh, 'correct horse battery');
    expect(created.statusCode).toBe(200);
    const session = created.json().token as string;
    expect((await activeOf(session)).id).toBe(admin.organizationId);
    // A new account gets its own personal workspace too, as registration does.
    const orgs = (await inject('GET', '/organization', session)).json().organizations;
    expect(orgs.map((o: { type: string }) => o.type).sort()).toEqual(['COMPANY', 'PERSONAL']);

    const existing = await registerUser(t.app);
    await invite(existing.email);
    const second = newestLink(existing.email).token;
    const badPassword = await inject('POST', '/auth/invitation-auth', undefined, {
      email: existing.email,
      password: 'not the password',
      inviteToken: second,
    });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().message).toBe('Invalid e-mail or password');
    const signedIn = await inject('POST', '/auth/invitation-auth', undefined, {
      email: existing.email,
      password: existing.password,
      inviteToken: second,
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await activeOf(signedIn.json().token)).id).toBe(admin.organizationId);
  });

  it('accepts for a signed-in user with the invited address only', async () => {
    const invitee = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    await invite(invitee.email);
    const { token } = newestLink(invitee.email);

    const wrong = await inject('POST', '/organization/invitations/accept', stranger.token, { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('This invitation was sent to a different e-mail address');

    const res = await inject('POST', '/organization/invitations/accept', invitee.token, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: admin.organizationId, name: orgName });
    expect((await activeOf(invitee.token)).id).toBe(admin.organizationId);
  });

  it('revokes a pending invitation: the link then shows REVOKED and no longer works', async () => {
    const email = uniqueEmail('frank');
    const { id } = (await invite(email)).json();
    const { token } = newestLink(email);

    const res = await inject('PUT', `/organization/invitations/${id}/revoke`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('REVOKED');
    const gone = await lookup(token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ status: 'REVOKED', message: 'This invitation has been revoked' });
    expect((await listed()).map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await register(email, token)).statusCode).toBe(410);
    const again = await inject('PUT', `/organization/invitations/${id}/revoke`, admin.token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('Only pending invitations can be revoked');
  });

  it('expires after 7 days; resend mails a fresh link with a fresh expiry, and the old link stops working', async () => {
    const email = uniqueEmail('gina');
    const { id } = (await invite(email)).json();
    const old = newestLink(email);

    t.clock.advance(INVITATION_TTL_MS - 1000);
    expect((await lookup(old.token)).statusCode).toBe(200);
    t.clock.advance(1000);

    expect((await listed()).find((i: { id: string }) => i.id === id)).toMatchObject({ status: 'EXPIRED' });
    const expired = await lookup(old.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ status: 'EXPIRED', message: 'This invitation has expired' });
    expect((await register(email, old.token)).statusCode).toBe(410);

    const resent = await inject('POST', `/organization/invitations/${id}/resend?l=en`, admin.token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().status).toBe('PENDING');
    expect(Date.parse(resent.json().expiresAt) - t.clock.now().getTime()).toBe(INVITATION_TTL_MS);

    const fresh = newestLink(email);
    expect(fresh.count).toBe(old.count + 1);
    expect(fresh.token).not.toBe(old.token);
    expect((await lookup(old.token)).json()).toMatchObject({
      status: 'NOT_FOUND',
      message: 'Invitation not found',
    });
    expect((await lookup(fresh.token)).json()).toMatchObject({ id, status: 'PENDING' });
    expect((await listed()).find((i: { id: string }) => i.id === id)).toMatchObject({ status: 'PENDING' });

    const joined = await register(email, fresh.token);
    expect(joined.statusCode).toBe(200);
    expect((await activeOf(joined.json().token)).id).toBe(admin.organizationId);
  });
});
