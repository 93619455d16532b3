import { RESET_TOKEN_TTL_MS } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../test/app';
import { registerUser } from '../../../test/factories';
import { linkIn, startSmtpServer } from '../../../test/mail';
import { jobs, passwordResetTokens } from '../../db/schema';

const SAME_ANSWER = {
  message: 'If an account exists for this e-mail address, we have sent a link to reset the password.',
};

describe('password reset through a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const requestReset = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/request-password-reset', payload: { email }, headers });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

  /** The mail goes out through the job queue: run what the requests enqueued, then read the inbox. */
  async function mailTo(email: string, count = 1) {
    await t.jobs.runUntilIdle();
    const mails = smtp.to(email);
    expect(mails.length).toBeGreaterThanOrEqual(count);
    return mails[count - 1]!;
  }

  it('mails a single-use link that sets a new password and ends every older session', async () => {
    const user = await registerUser(t.app);
    const res = await requestReset(user.email, { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Reset your password');
    const link = linkIn(mail.text, '/reset-password');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/reset-password');
    // The page opens in the mail's language (the interface would otherwise start in German).
    expect(link.searchParams.get('l')).toBe('en');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(mail.html).toContain('/reset-password?token=');

    const done = await reset(token, 'brand-new-password');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password has been reset successfully');

    const again = await reset(token, 'another-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid reset token', code: 'INVALID_RESET_TOKEN' });

    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/v1/profile/user',
      headers: bearer(user.token),
    });
    expect(oldSession.statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const fresh = await login(user.email, 'brand-new-password');
    expect(fresh.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/profile/user',
      headers: bearer(fresh.json().token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('makes every other open link of the user useless once one was used', async () => {
    const user = await registerUser(t.app);
    await requestReset(user.email);
    await requestReset(user.email);
    const first = linkIn((await mailTo(user.email, 1)).text, '/reset-password').searchParams.get('token')!;
    const second = linkIn((await mailTo(user.email, 2)).text, '/reset-password').searchParams.get('token')!;
    expect(first).not.toBe(second);
    expect((await reset(second, 'brand-new-password')).statusCode).toBe(200);
    expect((await reset(first, 'yet-another-password')).statusCode).toBe(400);
  });

  it('refuses a link after its hour has passed', async () => {
    const user = await registerUser(t.app);
    await requestReset(user.email);
    const token = linkIn((await mailTo(user.email)).text, '/reset-password').searchParams.get('token')!;
    t.clock.advance(RESET_TOKEN_TTL_MS + 1000);
    const res = await reset(token, 'brand-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid reset token');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers before any account work, so a real and an unknown address take the same time', async () => {
    const user = await registerUser(t.app);
    const tokensOf = () =>
      t.app.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.userId));
    expect((await requestReset(user.email)).statusCode).toBe(200);
    // Only an enqueued job so far: the lookup and the token come when the job runs.
    expect(await tokensOf()).toHaveLength(0);
    await mailTo(user.email);
    expect(await tokensOf()).toHaveLength(1);
  });

  it('writes the mail in German for a German request', async () => {
    const user = await registerUser(t.app);
    await requestReset(user.email, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.text).toContain('Neues Passwort festlegen');
    const link = linkIn(mail.text, '/reset-password');
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(link.searchParams.get('l')).toBe('de');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const res = await requestReset(ghost);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    // A real address asked afterwards gets its mail; by then a mail to the ghost would have arrived too.
    const user = await registerUser(t.app);
    await requestReset(user.email);
    await mailTo(user.email);
    expect(smtp.to(ghost)).toHaveLength(0);
    // Once sent (or not), the queue keeps no address: neither the stranger's nor the user's.
    const kept = await t.app.ctx.db
      .select({ payload: jobs.payload, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.type, 'password-reset-mail'));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((job) => job.status === 'done')).toBe(true);
    expect(JSON.stringify(kept)).not.toContain(ghost);
    expect(JSON.stringify(kept)).not.toContain(user.email);
  });

  it('rejects an unknown token and a new password under 8 characters', async () => {
    const unknown = await reset('made-up-token', 'brand-new-password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_RESET_TOKEN');

    const user = await registerUser(t.app);
    await requestReset(user.email);
    const token = linkIn((await mailTo(user.email)).text, '/reset-password').searchParams.get('token')!;
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 8 characters long');
    const common = await reset(token, 'iloveyou1');
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    // A rejected attempt does not use the link up.
    expect((await reset(token, 'long-enough-now')).statusCode).toBe(200);
  });
});
