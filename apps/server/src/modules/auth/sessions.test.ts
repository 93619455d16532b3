import { ZSessionList } from '@support/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { login, registerUser } from '../../../test/factories';
import { sessions } from '../../db/schema';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

describe('sessions: sign-out on the server and the list of sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token) });
  const profile = (token: string) => call('GET', '/profile/user', token);
  const signIn = async (email: string, password: string, userAgent: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
    });
    return res.json().token as string;
  };
  const list = async (token: string) =>
    ZSessionList.parse((await call('GET', '/auth/sessions', token)).json());

  it('POST /auth/logout ends the token at once; other sessions go on', async () => {
    const user = await registerUser(t.app);
    const other = await login(t.app, user.email, user.password);
    expect((await profile(user.token)).statusCode).toBe(200);

    const out = await call('POST', '/auth/logout', user.token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out' });
    const after = await profile(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('INVALID_TOKEN');
    expect((await profile(other)).statusCode).toBe(200);
    expect((await call('POST', '/auth/logout', user.token)).statusCode).toBe(401);
  });

  it('lists the active sessions with browser and last use; sign out everywhere else keeps this one', async () => {
    const user = await registerUser(t.app);
    const laptop = await signIn(user.email, user.password, FIREFOX);
    const phone = await signIn(user.email, user.password, SAFARI_IPHONE);
    await call('POST', '/auth/logout', user.token);

    const later = new Date(t.clock.now().getTime() + 5 * 60_000);
    t.clock.set(later);
    expect((await profile(phone)).statusCode).toBe(200);

    const { sessions } = await list(laptop);
    expect(sessions.map((s) => [s.userAgent, s.current])).toEqual([
      ['Safari on iOS', false],
      ['Firefox on Linux', true],
    ]);
    expect(sessions[0]!.lastUsedAt).toBe(later.toISOString());

    const ended = await call('POST', '/auth/sessions/sign-out-others', laptop);
    expect(ended.json()).toEqual({ message: 'Signed out everywhere else', ended: 1 });
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).sessions.map((s) => s.current)).toEqual([true]);
  });

  it('a password change ends the other sessions and lists only the new one', async () => {
    const user = await registerUser(t.app);
    const other = await login(t.app, user.email, user.password);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/profile/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'another-password-1' },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expect((await profile(other)).statusCode).toBe(401);
    expect((await list(token)).sessions).toHaveLength(1);
  });

  it('documents the session routes in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    expect(paths['/v1/auth/logout'].post.responses['200']).toBeDefined();
    expect(paths['/v1/auth/sessions'].get.responses['200']).toBeDefined();
    expect(paths['/v1/auth/sessions/sign-out-others'].post.responses['200']).toBeDefined();
  });

  it('refuses a correctly signed token that names no session (issued before sessions existed)', async () => {
    const user = await registerUser(t.app);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const legacy = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(t.app.ctx.config.jwtSecret));
    expect((await profile(legacy)).statusCode).toBe(401);
  });

  // Last: it moves the clock past the tokens' lifetime.
  it("a sign-in clears its user's expired session rows", async () => {
    const user = await registerUser(t.app);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const token = await login(t.app, user.email, user.password);
    const rows = await t.app.ctx.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(rows.map((row) => row.id)).toHaveLength(1);
    expect((await list(token)).sessions).toHaveLength(1);
  });
});
