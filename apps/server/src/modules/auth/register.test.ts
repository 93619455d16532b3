import { isWellFormedToken } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../test/app';

describe('POST /v1/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // From an English interface (without a language the server answers in German, spec 01's fallback).
  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/register', headers: { 'accept-language': 'en' }, payload });
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/v1/profile/user', headers: bearer(token) });

  it('creates a personal account with its own workspace, the user as its admin', async () => {
    const email = uniqueEmail('anna');
    const res = await register({ email, password: 'secret-password', firstName: 'Anna', lastName: 'Berg' });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(isWellFormedToken(token)).toBe(true);

    const me = await profile(token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      firstName: 'Anna',
      lastName: 'Berg',
      userType: 'REGULAR',
      activeOrganizationName: "Anna's workspace",
      hasPaidPlan: false,
    });
    const org = await t.app.ctx.db.query.organizations.findFirst({
      where: (o, { eq }) => eq(o.id, me.json().activeOrganizationId),
    });
    expect(org?.type).toBe('PERSONAL');
    const membership = await t.app.ctx.db.query.memberships.findFirst({
      where: (m, { eq, and }) => and(eq(m.organizationId, org!.id), eq(m.userId, me.json().id)),
    });
    expect(membership?.role).toBe('ADMIN');
  });

  it('names the personal workspace in the language of the interface the account was made in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { 'accept-language': 'de' },
      payload: {
        email: uniqueEmail('erika'),
        password: 'secret-password',
        firstName: 'Erika',
        lastName: 'M',
      },
    });
    expect((await profile(res.json().token)).json().activeOrganizationName).toBe('Arbeitsbereich von Erika');
  });

  it('names a personal workspace after the address when no first name is given', async () => {
    const email = uniqueEmail('nameless');
    const res = await register({ email, password: 'secret-password' });
    const me = await profile(res.json().token);
    expect(me.json().activeOrganizationName).toBe(`${email.split('@')[0]}'s workspace`);
  });

  it('creates a company organization with the given name', async () => {
    const email = uniqueEmail('ceo');
    const res = await register({
      email,
      password: 'secret-password',
      firstName: 'Clara',
      organizationType: 'COMPANY',
      organizationName: 'Acme GmbH',
    });
    expect(res.statusCode).toBe(200);
    const me = (await profile(res.json().token)).json();
    expect(me.activeOrganizationName).toBe('Acme GmbH');
    const org = await t.app.ctx.db.query.organizations.findFirst({
      where: (o, { eq }) => eq(o.id, me.activeOrganizationId),
    });
    expect(org).toMatchObject({ type: 'COMPANY', slug: 'acme-gmbh' });
  });

  it('stores the address trimmed and lowercased, and signs in with any spelling of it', async () => {
    const email = uniqueEmail('Mixed');
    const res = await register({ email: `  ${email.toUpperCase()} `, password: 'secret-password' });
    expect(res.statusCode).toBe(200);
    expect((await profile(res.json().token)).json().email).toBe(email.toLowerCase());
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password: 'secret-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 with a message for an address that already has an account, in any case', async () => {
    const email = uniqueEmail('dup');
    expect((await register({ email, password: 'secret-password' })).statusCode).toBe(200);
    const again = await register({ email: email.toUpperCase(), password: 'other-password' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'An account with this e-mail already exists',
      code: 'EMAIL_TAKEN',
    });
  });

  it('lets exactly one of two simultaneous sign-ups for one address win', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([
      register({ email, password: 'secret-password' }),
      register({ email: email.toUpperCase(), password: 'secret-password' }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().message).toBe(
      'An account with this e-mail already exists',
    );
  });

  it('rejects a password shorter than 8 characters', async () => {
    const res = await register({ email: uniqueEmail(), password: 'short7!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Password must be at least 8 characters long');
  });

  it('rejects an invalid e-mail address', async () => {
    const res = await register({ email: 'not-an-address', password: 'secret-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter a valid e-mail address');
  });

  it('requires an organization name for a company', async () => {
    const email = uniqueEmail('company');
    const res = await register({ email, password: 'secret-password', organizationType: 'COMPANY' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Organization name is required');
    // Nothing half-made: the address is still free.
    expect((await register({ email, password: 'secret-password' })).statusCode).toBe(200);
  });

  it('answers an unknown invitation with 404 and creates no account', async () => {
    const email = uniqueEmail('invited');
    const res = await register({ email, password: 'secret-password', inviteToken: 'no-such-invitation' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Invitation not found');
    expect((await register({ email, password: 'secret-password' })).statusCode).toBe(200);
  });

  it('answers malformed JSON, a wrong content type and an oversized body with 4xx and a message', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.de",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Malformed JSON body');

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.de</email>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe('Unsupported content type');

    const oversized = await register({ email: uniqueEmail(), password: 'x'.repeat(2 * 1024 * 1024) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toBe('Request body is too large');
  });

  it('is documented in the OpenAPI document with its request and answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const op = doc.paths['/v1/auth/register'].post;
    expect(op.requestBody.content['application/json'].schema.properties).toHaveProperty('organizationType');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
    // The error codes the contract declares for it are listed for API clients, each under its status.
    expect(op.responses['409'].description).toContain('EMAIL_TAKEN');
    expect(op.responses['400'].description).toMatch(/PASSWORD_TOO_COMMON.*VALIDATION_ERROR/);
    for (const path of [
      '/v1/auth/login',
      '/v1/auth/login-or-register',
      '/v1/auth/request-password-reset',
      '/v1/auth/reset-password',
    ]) {
      expect(doc.paths[path].post.responses['200']).toBeDefined();
    }
    expect(doc.paths['/v1/profile/user'].get.responses['200']).toBeDefined();
    expect(doc.paths['/v1/profile/change-password'].put).toBeDefined();
  });
});
