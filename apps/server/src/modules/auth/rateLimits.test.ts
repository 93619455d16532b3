import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../test/app';
import { registerUser } from '../../../test/factories';

describe('rate limits on the entry points', () => {
  let t: TestApp;
  // Users for the other limits come from their own client, so they never count against registrations.
  const newUser = () => registerUser(t.app, { remoteAddress: '10.1.0.1' });
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_LOGIN_PER_MINUTE: '3',
        RATE_LIMIT_RESET_PER_HOUR: '2',
        RATE_LIMIT_REGISTER_PER_HOUR: '10',
      },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  function expectRateLimited(res: Awaited<ReturnType<typeof post>>) {
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/too many requests/i);
    expect(res.headers['retry-after']).toBeDefined();
  }

  it('stops sign-in attempts per address and client after the limit, even with the right password', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/v1/auth/login', { email: user.email, password: 'wrong-password' })).statusCode,
      ).toBe(401);
    }
    expectRateLimited(await post('/v1/auth/login', { email: user.email, password: user.password }));
    // Another spelling of the same address shares the budget.
    expectRateLimited(await post('/v1/auth/login', { email: ` ${user.email.toUpperCase()}`, password: 'x' }));
    // Another client, or another address from the same client, is not blocked.
    const other = await post('/v1/auth/login', { email: user.email, password: user.password }, '10.0.0.7');
    expect(other.statusCode).toBe(200);
    expect((await post('/v1/auth/login', { email: uniqueEmail(), password: 'x' })).statusCode).toBe(401);
  });

  it('limits the combined login-or-register screen the same way', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) {
      await post('/v1/auth/login-or-register', { email: user.email, password: 'wrong-password' });
    }
    expectRateLimited(
      await post('/v1/auth/login-or-register', { email: user.email, password: user.password }),
    );
  });

  it('sends at most the allowed number of reset mails per address an hour', async () => {
    const user = await newUser();
    for (let i = 0; i < 2; i++) {
      expect((await post('/v1/auth/request-password-reset', { email: user.email })).statusCode).toBe(200);
    }
    const blocked = await post('/v1/auth/request-password-reset', { email: user.email }, '10.0.0.8');
    expectRateLimited(blocked);
    // The mails go out in the background: wait for the two, then there is no third.
    await vi.waitFor(() => expect(t.mailer.sent.filter((mail) => mail.to === user.email)).toHaveLength(2));
  });

  it('limits registrations per client', async () => {
    const client = '10.0.0.9';
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/v1/auth/register',
        { email: uniqueEmail(), password: 'secret-password' },
        client,
      );
      expect(res.statusCode).toBe(200);
    }
    expectRateLimited(
      await post('/v1/auth/register', { email: uniqueEmail(), password: 'secret-password' }, client),
    );
    const elsewhere = await post(
      '/v1/auth/register',
      { email: uniqueEmail(), password: 'secret-password' },
      '10.0.0.10',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits guesses of the current password in settings per user', async () => {
    const user = await newUser();
    const change = () =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/profile/change-password',
        headers: bearer(user.token),
        payload: { currentPassword: 'guess-guess', newPassword: 'new-password' },
      });
    for (let i = 0; i < 3; i++) expect((await change()).statusCode).toBe(400);
    expectRateLimited(await change());
  });
});
