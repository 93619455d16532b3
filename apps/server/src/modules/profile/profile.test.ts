import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/factories';

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getProfile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/v1/profile/user', headers: bearer(token) });

  it('shows the signed-in user with the active organization and no plan yet', async () => {
    const user = await registerUser(t.app, {
      firstName: 'Jonas',
      lastName: 'Klein',
      organizationType: 'COMPANY',
      organizationName: 'Klein & Partner',
    });
    const res = await getProfile(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.userId,
      firstName: 'Jonas',
      lastName: 'Klein',
      email: user.email,
      userType: 'REGULAR',
      hasPaidPlan: false,
      subscriptionType: null,
      trialEndsAt: null,
      activeOrganizationName: 'Klein & Partner',
      activeOrganizationId: user.organizationId,
      // The language the account was registered in (mails to it are written in it): the default,
      // as the registration named none.
      language: 'de',
      canAdministerInstance: false,
    });
  });

  it('answers 401 with a message without a token, with a forged one and with a malformed one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/v1/profile/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBeTruthy();

    const user = await registerUser(t.app);
    const [header, payload] = user.token.split('.');
    const forged = await getProfile(`${header}.${payload}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('INVALID_TOKEN');
    expect((await getProfile('not-a-token')).statusCode).toBe(401);
  });

  it('updates first and last name and returns the updated profile', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/profile/user',
      headers: bearer(user.token),
      payload: { firstName: '  Maria ', lastName: 'von Stein' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Maria', lastName: 'von Stein', email: user.email });
    expect((await getProfile(user.token)).json()).toMatchObject({
      firstName: 'Maria',
      lastName: 'von Stein',
    });
  });

  it('requires a first name', async () => {
    const user = await registerUser(t.app, { firstName: 'Kept' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/profile/user',
      headers: bearer(user.token),
      payload: { firstName: '   ', lastName: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('First name is required');
    expect((await getProfile(user.token)).json().firstName).toBe('Kept');
  });
});

describe('PUT /v1/profile/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/v1/profile/change-password', headers: bearer(token), payload });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  const getProfile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/v1/profile/user', headers: bearer(token) });

  it('answers a wrong current password with 400, keeping the session', async () => {
    const user = await registerUser(t.app);
    const res = await change(user.token, { currentPassword: 'not-my-password', newPassword: 'new-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Current password is incorrect',
      code: 'INVALID_CURRENT_PASSWORD',
    });
    expect((await getProfile(user.token)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('requires 6 characters for the new password', async () => {
    const user = await registerUser(t.app);
    const res = await change(user.token, { currentPassword: user.password, newPassword: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Password must be at least 6 characters');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('returns a working token for the caller and ends every other session', async () => {
    const user = await registerUser(t.app);
    const otherDevice = (await login(user.email, user.password)).json().token;
    // In use right before the change: a session the server has just seen still ends with it.
    expect((await getProfile(otherDevice)).statusCode).toBe(200);

    const res = await change(user.token, { currentPassword: user.password, newPassword: 'sechs6' });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).not.toBe(user.token);

    expect((await getProfile(token)).statusCode).toBe(200);
    expect((await getProfile(user.token)).statusCode).toBe(401);
    expect((await getProfile(otherDevice)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'sechs6')).statusCode).toBe(200);
  });

  it('ends a session at its token’s expiry, also right after the token was used', async () => {
    const user = await registerUser(t.app);
    expect((await getProfile(user.token)).statusCode).toBe(200);
    t.clock.advance(30 * 24 * 60 * 60 * 1000 - 60_000);
    expect((await getProfile(user.token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const expired = await getProfile(user.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('INVALID_TOKEN');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/profile/change-password',
      payload: { currentPassword: 'whatever', newPassword: 'whatever-new' },
    });
    expect(res.statusCode).toBe(401);
  });
});
