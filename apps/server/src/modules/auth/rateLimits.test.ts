import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../test/app';
import { inviteEmail, registerTrialAdmin, registerUser } from '../../../test/factories';

describe('rate limits on the entry points', () => {
  let t: TestApp;
  // Each test uses client addresses of its own (10.<test>.x.y): budgets are per address and account.
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_LOGIN_PER_MINUTE: '3',
        RATE_LIMIT_LOGIN_PER_CLIENT_PER_MINUTE: '6',
        RATE_LIMIT_RESET_PER_HOUR: '2',
        RATE_LIMIT_RESET_PER_CLIENT_PER_HOUR: '4',
        RATE_LIMIT_REGISTER_PER_HOUR: '10',
      },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const newUser = (remoteAddress: string) => registerUser(t.app, { remoteAddress });

  function expectRateLimited(res: Awaited<ReturnType<typeof post>>) {
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/too many requests/i);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('gives an account one budget across every route that checks its password', async () => {
    const user = await newUser('10.1.0.1');
    const wrong = 'wrong-password';
    expect(
      (await post('/v1/auth/login', { email: user.email, password: wrong }, '10.1.1.1')).statusCode,
    ).toBe(401);
    const combined = await post(
      '/v1/auth/login-or-register',
      { email: user.email, password: wrong },
      '10.1.1.2',
    );
    expect(combined.statusCode).toBe(401);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/v1/profile/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: 'guess-guess', newPassword: 'new-password' },
      remoteAddress: '10.1.1.3',
    });
    expect(change.statusCode).toBe(400);
    // Three guesses through three routes from three addresses spent the account's budget of 3.
    expectRateLimited(
      await post('/v1/auth/login', { email: user.email, password: user.password }, '10.1.1.4'),
    );
    expectRateLimited(
      await post(
        '/v1/auth/login',
        { email: ` ${user.email.toUpperCase()}`, password: user.password },
        '10.1.1.5',
      ),
    );
    const invitation = { email: user.email, password: user.password, inviteToken: 'any-token' };
    expectRateLimited(await post('/v1/auth/invitation-auth', invitation, '10.1.1.6'));
    // Another account is not affected.
    const other = await newUser('10.1.0.1');
    expect(
      (await post('/v1/auth/login', { email: other.email, password: other.password }, '10.1.1.7')).statusCode,
    ).toBe(200);
  });

  it('limits one client address whatever e-mail it tries', async () => {
    const client = '10.2.0.1';
    for (let i = 0; i < 6; i++) {
      const res = await post(
        '/v1/auth/login',
        { email: uniqueEmail('flood'), password: 'guess-123' },
        client,
      );
      expect(res.statusCode).toBe(401);
    }
    expectRateLimited(
      await post('/v1/auth/login', { email: uniqueEmail('flood'), password: 'guess-123' }, client),
    );
    expectRateLimited(
      await post('/v1/auth/login-or-register', { email: uniqueEmail(), password: 'x-long-password' }, client),
    );
    const user = await newUser('10.2.0.2');
    expect(
      (await post('/v1/auth/login', { email: user.email, password: user.password }, '10.2.0.3')).statusCode,
    ).toBe(200);
  });

  it('counts accounts made on every route that creates one against the registration limit', async () => {
    const client = '10.3.0.1';
    for (let i = 0; i < 5; i++) expect((await newUser(client)).token).toBeTruthy();
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/v1/auth/login-or-register',
        { email: uniqueEmail(), password: 'fresh-password' },
        client,
      );
      expect(res.statusCode).toBe(200);
    }
    expectRateLimited(
      await post('/v1/auth/register', { email: uniqueEmail(), password: 'fresh-password' }, client),
    );
    // Accounts being created are limited; existing ones still sign in from there.
    const combined = await post(
      '/v1/auth/login-or-register',
      { email: uniqueEmail(), password: 'fresh-password' },
      client,
    );
    expectRateLimited(combined);
    const admin = await registerTrialAdmin(t.app, { remoteAddress: '10.3.0.2' });
    const { email, inviteToken } = await inviteEmail(t.app, admin);
    const invited = await post(
      '/v1/auth/invitation-auth',
      { email, password: 'fresh-password', inviteToken },
      client,
    );
    expectRateLimited(invited);
    const elsewhere = await post(
      '/v1/auth/invitation-auth',
      { email, password: 'fresh-password', inviteToken },
      '10.3.0.3',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers every reset request for an address alike and drops the mails beyond its budget', async () => {
    const victim = await newUser('10.4.0.1');
    for (let i = 0; i < 5; i++) {
      const res = await post('/v1/auth/request-password-reset', { email: victim.email }, `10.4.1.${i}`);
      expect(res.statusCode).toBe(200);
    }
    // The owner's own request still gets the same answer; only the mails beyond 2 an hour are dropped.
    const own = await post('/v1/auth/request-password-reset', { email: victim.email }, '10.4.2.1');
    expect(own.statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    expect(t.mailer.sent.filter((mail) => mail.to === victim.email)).toHaveLength(2);
  });

  it('limits reset requests per client address', async () => {
    const client = '10.5.0.1';
    for (let i = 0; i < 4; i++) {
      expect(
        (await post('/v1/auth/request-password-reset', { email: uniqueEmail() }, client)).statusCode,
      ).toBe(200);
    }
    expectRateLimited(await post('/v1/auth/request-password-reset', { email: uniqueEmail() }, client));
  });
});
