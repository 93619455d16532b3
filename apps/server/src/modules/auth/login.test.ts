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

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
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
      // No interface language given: German, the spec's fallback.
      expect(me).toMatchObject({
        email,
        activeOrganizationName: `Arbeitsbereich von ${email.split('@')[0]}`,
      });
      const org = await t.app.ctx.db.query.organizations.findFirst({
        where: (o, { eq }) => eq(o.id, me.activeOrganizationId),
      });
      expect(org?.type).toBe('PERSONAL');

      // The account is real: the same address and password now sign in normally.
      const again = await post('/v1/auth/login', { email, password: 'fresh-password' });
      expect(again.statusCode).toBe(200);
    });

    it('holds a new password to the rules before looking the address up (no enumeration)', async () => {
      const existing = await registerUser(t.app);
      const unknown = uniqueEmail('shorty');
      const en = { 'accept-language': 'en' };
      for (const email of [existing.email, unknown]) {
        const res = await post('/v1/auth/login-or-register', { email, password: 'short' }, en);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'Password must be at least 8 characters long',
          code: 'PASSWORD_TOO_SHORT',
        });
      }
      expect((await post('/v1/auth/login', { email: unknown, password: 'short' })).statusCode).toBe(401);
    });

    it('refuses a new password of spaces only or among the most common ones, in en and de', async () => {
      const email = uniqueEmail('weak');
      const blank = await post(
        '/v1/auth/login-or-register',
        { email, password: '          ' },
        { 'accept-language': 'en' },
      );
      expect(blank.json()).toMatchObject({
        message: 'Password must not consist of spaces only',
        code: 'PASSWORD_BLANK',
      });
      const common = await post(
        '/v1/auth/register',
        { email, password: 'iloveyou1' },
        { 'accept-language': 'en' },
      );
      expect(common.statusCode).toBe(400);
      expect(common.json()).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: expect.stringMatching(/most common/),
      });
      const german = await post(
        '/v1/auth/register',
        { email, password: 'Password1' },
        { 'accept-language': 'de' },
      );
      expect(german.json()).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: expect.stringMatching(/häufigsten/),
      });
      expect((await post('/v1/auth/login', { email, password: 'iloveyou1' })).statusCode).toBe(401);
    });
  });
});
