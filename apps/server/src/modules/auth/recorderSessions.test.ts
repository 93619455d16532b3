import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { connectRecorder } from '../../../test/desktopRecorder';
import { login, registerUser } from '../../../test/factories';

const DAY = 24 * 60 * 60 * 1000;

describe('desktop recorder sessions: alive while used, listed, revocable one by one', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    // DESKTOP_RECORDER_TOKEN_DAYS left at its default: 90 days unused.
    t = await createTestApp({ env: { JWT_TTL_DAYS: '30' } });
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

  const listed = async (token: string) =>
    (
      (await t.app.inject({ method: 'GET', url: '/v1/auth/sessions', headers: bearer(token) })).json() as {
        sessions: { id: string; kind: string; label: string | null; lastUsedAt: string; endsAt: string }[];
      }
    ).sessions;

  it('keeps a recorder in use working past JWT_TTL_DAYS and past 90 days, each use moving its end on', async () => {
    const user = await registerUser(t.app);
    const recorder = await connectRecorder(t.app, user, { platform: 'darwin' });
    t.clock.advance(31 * DAY);
    // The browser token of 30 days has run out; a fresh sign-in clears expired sessions…
    expect((await settings(t, user.token)).statusCode).toBe(401);
    const fresh = await login(t.app, user.email, user.password);
    // …but not the recorder's, which still works and is still listed, with the use just made.
    expect((await settings(t, recorder.token)).statusCode).toBe(200);
    const entry = (await listed(fresh)).find((session) => session.id === recorder.sessionId);
    expect(entry).toMatchObject({ kind: 'DESKTOP_RECORDER', label: 'Desktop recorder on macOS' });
    expect(entry?.lastUsedAt).toBe(t.clock.now().toISOString());
    // Settings can tell when it disconnects by itself if left unused: 90 days after this use.
    expect(entry?.endsAt).toBe(new Date(t.clock.now().getTime() + 90 * DAY).toISOString());

    // Used every 80 days, it goes on well past 90 days after it was connected, on the same token.
    for (let use = 0; use < 3; use++) {
      t.clock.advance(80 * DAY);
      expect((await settings(t, recorder.token)).statusCode).toBe(200);
    }
  });

  it('ends a recorder once it went 90 days unused: 401, no longer listed, cleared at the next sign-in', async () => {
    const user = await registerUser(t.app);
    const recorder = await connectRecorder(t.app, user);
    t.clock.advance(10 * DAY);
    expect((await settings(t, recorder.token)).statusCode).toBe(200);
    t.clock.advance(90 * DAY + 2 * 60_000);
    const refused = await settings(t, recorder.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const fresh = await login(t.app, user.email, user.password);
    expect((await listed(fresh)).map((session) => session.kind)).toEqual(['BROWSER']);
    // Refused for good: a later try does not bring it back.
    expect((await settings(t, recorder.token)).statusCode).toBe(401);
  });
});
