import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { registerTrialAdmin, registerUser } from '../../../test/factories';
import { linkIn, startSmtpServer } from '../../../test/mail';

/** The mention mail goes out like every other mail: through SMTP when SMTP_URL is set. */
describe('a mention mail through a real SMTP server', () => {
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

  it('reaches the mentioned member with a link to the thread', async () => {
    const admin = await registerTrialAdmin(t.app, { firstName: 'Ada', lastName: 'Admin' });
    const invitee = `mentioned-${crypto.randomUUID()}@example.com`;
    const invite = await t.app.inject({
      method: 'POST',
      url: '/v1/organization/users/invite',
      headers: bearer(admin.token),
      payload: { email: invitee, role: 'MEMBER' },
    });
    expect(invite.statusCode).toBe(201);
    const inviteToken = linkIn(smtp.to(invitee)[0]!.text, '/invitation').searchParams.get('inviteToken')!;
    const member = await registerUser(t.app, { email: invitee, inviteToken });
    const articleId = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/help-articles/create-manual-article',
        headers: bearer(admin.token),
        payload: { title: 'Refunds', content: 'Refunds take 5 days.' },
      })
    ).json().id;

    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/comments`,
      headers: bearer(admin.token),
      payload: { body: '@Test User is 5 days right?', mentions: [member.userId] },
    });
    expect(res.statusCode).toBe(201);
    await t.jobs.runUntilIdle();
    const mails = smtp.to(invitee).filter((mail) => /Kommentar|comment/.test(mail.subject));
    expect(mails).toHaveLength(1);
    // Registered without Accept-Language, so in the interface's default language: German.
    expect(mails[0]!.subject).toBe('Ada Admin hat Sie in einem Kommentar zu „Refunds“ erwähnt');
    const link = linkIn(mails[0]!.text, `/articles/${articleId}`);
    expect(link.searchParams.get('comments')).toBe(res.json().id);
  });
});
