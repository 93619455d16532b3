import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { connectRecorder } from '../../../test/desktopRecorder';
import { login, registerUser } from '../../../test/factories';

const DAY = 24 * 60 * 60 * 1000;

describe('desktop recorder sessions: long-lived, listed, revocable one by one', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JWT_TTL_DAYS: '30', DESKTOP_RECORDER_TOKEN_DAYS: '180' } });
    // A second server on the same database: a revocation must hold there too, at once.
    other = await createTestApp({ database: t.database });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const settings = (app: TestApp, token: string) =>
    app.app.inject({ method: 'GET', url: '/v1/recordings/settings', headers: bearer(token) });
  const revoke = (id: string, token: string) =>
    t.app.inject({ method: 'DELETE', url: `/v1/sessions/${id}`, headers: bearer(token) });

  it('revokes a recorder at once, in every process; the recorder then gets 401 with a message', async () => {
    const user = await registerUser(t.app);
    const recorder = await connectRecorder(t.app, user);
    expect((await settings(t, recorder.token)).statusCode).toBe(200);
    expect((await settings(other, recorder.token)).statusCode).toBe(200);

    const res = await revoke(recorder.sessionId, user.token);
    expect(res.statusCode).toBe(200);
    for (const app of [t, other]) {
      const refused = await settings(app, recorder.token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN', message: expect.stringMatching(/\w/) });
    }
    // The browser session that revoked it goes on; revoking again finds nothing.
    expect((await settings(t, user.token)).statusCode).toBe(200);
    expect((await revoke(recorder.sessionId, user.token)).statusCode).toBe(404);
  });

  it("answers 404 for another user's session and leaves it working", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const recorder = await connectRecorder(t.app, owner);
    const res = await revoke(recorder.sessionId, stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'SESSION_NOT_FOUND', message: expect.any(String) });
    expect((await settings(t, recorder.token)).statusCode).toBe(200);
    const malformed = await revoke('not-a-uuid', owner.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
  });

  it('keeps a recorder working past JWT_TTL_DAYS, through the sign-in clean-up, until its own days end', async () => {
    const user = await registerUser(t.app);
    const recorder = await connectRecorder(t.app, user, { platform: 'darwin' });
    t.clock.advance(31 * DAY);
    // The browser token of 30 days has run out; a fresh sign-in clears expired sessions…
    expect((await settings(t, user.token)).statusCode).toBe(401);
    const fresh = await login(t.app, user.email, user.password);
    // …but not the recorder's, which still works and is still listed.
    expect((await settings(t, recorder.token)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/v1/auth/sessions', headers: bearer(fresh) });
    const sessions = list.json().sessions as { id: string; kind: string; label: string | null }[];
    expect(sessions.map((session) => session.kind).sort()).toEqual(['BROWSER', 'DESKTOP_RECORDER']);
    expect(sessions.find((session) => session.id === recorder.sessionId)?.label).toBe(
      'Desktop recorder on macOS',
    );

    t.clock.advance(150 * DAY);
    expect((await settings(t, recorder.token)).statusCode).toBe(401);
  });
});
