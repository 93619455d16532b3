import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { login, registerTrialAdmin } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const trade = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/desktop-recorder/sessions',
    headers: bearer(token),
    payload: { platform: 'linux', device: 'LAPTOP-7' },
  });

describe("the recorder's e-mail and password fallback", () => {
  it('trades its sign-in for a recorder token: the full session ends, the new one only records', async () => {
    const admin = await registerTrialAdmin(t.app);
    const signIn = await login(t.app, admin.email, admin.password);
    const res = await trade(signIn);
    expect(res.statusCode).toBe(201);
    const answer = res.json() as { token: string; organizationId: string; user: { email: string } };
    expect(answer).toMatchObject({ organizationId: admin.organizationId, user: { email: admin.email } });

    // The browser session it came with is over at once…
    const ended = await t.app.inject({
      method: 'GET',
      url: '/v1/recordings/settings',
      headers: bearer(signIn),
    });
    expect(ended.statusCode).toBe(401);
    // …and the recorder's token records, but invites nobody.
    const settings = await t.app.inject({
      method: 'GET',
      url: '/v1/recordings/settings',
      headers: bearer(answer.token),
    });
    expect(settings.statusCode).toBe(200);
    const invite = await t.app.inject({
      method: 'POST',
      url: '/v1/organization/users/invite',
      headers: bearer(answer.token),
      payload: { email: 'someone@example.com', role: 'ADMIN' },
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json()).toMatchObject({ code: 'TOKEN_SCOPE' });

    // Settings lists it as a connected recorder, with the computer's name.
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/sessions',
      headers: bearer(admin.token),
    });
    expect(list.json().sessions).toContainEqual(
      expect.objectContaining({ kind: 'DESKTOP_RECORDER', userAgent: 'LAPTOP-7', platform: 'linux' }),
    );
  });

  it('is refused with a recorder token (it would only make another) and without a sign-in', async () => {
    const admin = await registerTrialAdmin(t.app);
    const recorder = (await trade(await login(t.app, admin.email, admin.password))).json() as {
      token: string;
    };
    const again = await trade(recorder.token);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'TOKEN_SCOPE' });
    expect((await t.app.inject({ method: 'POST', url: '/v1/desktop-recorder/sessions' })).statusCode).toBe(
      401,
    );
  });
});
