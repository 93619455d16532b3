import { randomUUID } from 'node:crypto';
import { ZAuditPage } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { login, type RegisteredUser, registerUser } from '../../../test/factories';
import { linkIn, startSmtpServer } from '../../../test/mail';

/** The password-reset mail a super admin sends, through a real SMTP server on loopback. */
describe('super-admin password reset', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let root: RegisteredUser;
  let call: ReturnType<typeof apiCall>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Two "Forgot password" mails an hour per address, so the test can use the budget up.
    t = await createTestApp({ env: { SMTP_URL: smtp.url, RATE_LIMIT_RESET_PER_HOUR: '2' } });
    call = apiCall(t);
    root = await registerSuperAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("sends the product's password-reset mail; its link sets a new password; the log says who sent it", async () => {
    const user = await registerUser(t.app);
    const res = await call('POST', `/admin/users/${user.userId}/password-reset`, root.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: `A password reset link is on its way to ${user.email}.` });
    // The user can still sign in with the old password until they follow the link.
    await login(t.app, user.email, user.password);

    await t.jobs.runUntilIdle();
    const [mail] = smtp.to(user.email);
    expect(['Reset your password', 'Passwort zurücksetzen']).toContain(mail?.subject);
    const link = linkIn(mail!.text, '/reset-password');
    expect(link.origin).toBe('http://localhost:3000');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token: link.searchParams.get('token'), password: 'set-by-the-user-now' },
    });
    expect(reset.statusCode).toBe(200);
    await login(t.app, user.email, 'set-by-the-user-now');

    const entries = ZAuditPage.parse(
      (await call('GET', `/admin/audit?targetType=user&targetId=${user.userId}`, root.token)).json(),
    ).items;
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.send_password_reset',
        actor: { kind: 'user', label: root.email, userId: root.userId },
        target: { type: 'user', id: user.userId, label: user.email },
        before: null,
        after: { mailedTo: user.email },
      }),
    ]);

    // Strangers use up the address's budget of "Forgot password" mails: the operator's still goes out.
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/v1/auth/request-password-reset',
        payload: { email: user.email },
      });
    }
    await t.jobs.runUntilIdle();
    const before = smtp.to(user.email).length;
    expect(before).toBe(3); // the operator's first mail and two asked for; the third was dropped
    expect((await call('POST', `/admin/users/${user.userId}/password-reset`, root.token)).statusCode).toBe(
      200,
    );
    await t.jobs.runUntilIdle();
    expect(smtp.to(user.email)).toHaveLength(before + 1);

    const unknown = await call('POST', `/admin/users/${randomUUID()}/password-reset`, root.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^No user with id /);
  });
});
