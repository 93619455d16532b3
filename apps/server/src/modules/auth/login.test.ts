import { isWellFormedToken } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../test/app';
import { registerUser } from '../../../test/factories';

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload });
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/v1/profile/user', headers: bearer(token) });

  describe('POST /v1/auth/login', () => {
    it('signs in with the right password and returns a working session token', async () => {
      const user = await registerUser(t.app);
      const res = await post('/v1/auth/login', { email: user.email, password: user.password });
      expect(res.statusCode).toBe(200);
      const { token } = res.json();
      expect(isWellFormedToken(token)).toBe(true);
      expect((await profile(token)).json().id).toBe(user.userId);
    });

    it('gives a wrong password and an unknown address the very same 401 answer', async () => {
      const user = await registerUser(t.app);
      const wrong = await post('/v1/auth/login', { email: user.email, password: 'not-the-password' });
      const unknown = await post('/v1/auth/login', {
        email: uniqueEmail('ghost'),
        password: 'not-the-password',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Invalid e-mail or password', code: 'INVALID_CREDENTIALS' });
      expect(unknown.body).toBe(wrong.body);
    });

    it('requires a password, without applying the registration minimum to existing passwords', async () => {
      const res = await post('/v1/auth/login', { email: uniqueEmail(), password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Password is required');
      const short = await post('/v1/auth/login', { email: uniqueEmail(), password: 'abc' });
      expect(short.statusCode).toBe(401);
    });
  });

  describe('POST /v1/auth/login-or-register', () => {
    it('signs an existing account in', async () => {
      const user = await registerUser(t.app);
      const res = await post('/v1/auth/login-or-register', { email: user.email, password: user.password });
      expect(res.statusCode).toBe(200);
      expect((await profile(res.json().token)).json()).toMatchObject({
        id: user.userId,
        activeOrganizationId: user.organizationId,
      });
    });

    it('refuses an existing account with a wrong password', async () => {
      const user = await registerUser(t.app);
      const res = await post('/v1/auth/login-or-register', { email: user.email, password: 'wrong-password' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid e-mail or password');
    });

    it('creates an account with a personal workspace for a new address', async () => {
      const email = uniqueEmail('newbie');
      const res = await post('/v1/auth/login-or-register', { email, password: 'fresh-password' });
      expect(res.statusCode).toBe(200);
      const me = (await profile(res.json().token)).json();
      expect(me).toMatchObject({ email, activeOrganizationName: `${email.split('@')[0]}'s workspace` });
      const org = await t.app.ctx.db.query.organizations.findFirst({
        where: (o, { eq }) => eq(o.id, me.activeOrganizationId),
      });
      expect(org?.type).toBe('PERSONAL');

      // The account is real: the same address and password now sign in normally.
      const again = await post('/v1/auth/login', { email, password: 'fresh-password' });
      expect(again.statusCode).toBe(200);
    });

    it('holds a new account to the 8-character minimum', async () => {
      const email = uniqueEmail('shorty');
      const res = await post('/v1/auth/login-or-register', { email, password: 'short' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Password must be at least 8 characters long');
      const login = await post('/v1/auth/login', { email, password: 'short' });
      expect(login.statusCode).toBe(401);
    });
  });
});
