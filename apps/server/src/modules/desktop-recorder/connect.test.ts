import { ZSessionList } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/factories';
import { desktopConnections } from '../../db/schema';

const CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

describe('connecting the desktop recorder by code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (payload: object = { platform: 'win32', device: 'DESKTOP-42' }, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/v1/desktop-recorder/connections', payload, remoteAddress });
  const claim = (connectionId: string, secret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/desktop-recorder/connections/token',
      payload: { connectionId, secret },
    });
  const byCode = (code: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/desktop-recorder/connections/by-code/${encodeURIComponent(code)}`,
      headers: bearer(token),
    });
  const confirm = (code: string, organizationId: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/desktop-recorder/connections/confirm',
      payload: { code, organizationId },
      headers: bearer(token),
    });
  const settings = (token: string) =>
    t.app.inject({ method: 'GET', url: '/v1/recordings/settings', headers: bearer(token) });
  async function started() {
    const res = await create();
    expect(res.statusCode).toBe(201);
    return res.json() as {
      connectionId: string;
      code: string;
      secret: string;
      expiresAt: string;
      verificationUrl: string;
    };
  }

  it('hands the recorder its token once the person confirmed the code, and only once', async () => {
    const user = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const connection = await started();
    expect(connection.code).toMatch(CODE);
    expect(connection.secret).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(new Date(connection.expiresAt).getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
    expect(connection.verificationUrl).toBe(`http://localhost:3000/connect-desktop?code=${connection.code}`);

    const waiting = await claim(connection.connectionId, connection.secret);
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json()).toMatchObject({ status: 'PENDING', message: expect.any(String) });

    // The page shows what is connecting; the code may be typed in lower case and without the dash.
    const shown = await byCode(connection.code.replace('-', '').toLowerCase(), user.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ platform: 'win32', device: 'DESKTOP-42' });

    const confirmed = await confirm(connection.code, user.organizationId, user.token);
    expect(confirmed.statusCode).toBe(200);
    // Once confirmed the code shows nothing more to anyone.
    expect((await byCode(connection.code, user.token)).statusCode).toBe(404);

    const claimed = await claim(connection.connectionId, connection.secret);
    expect(claimed.statusCode).toBe(200);
    const answer = claimed.json();
    expect(answer).toMatchObject({
      organizationId: user.organizationId,
      user: { email: user.email, name: 'Ada Lovelace' },
    });
    expect((await settings(answer.token)).json().organizationId).toBe(user.organizationId);

    const again = await claim(connection.connectionId, connection.secret);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'ALREADY_CLAIMED', message: expect.any(String) });

    // Listed in settings as the recorder it is.
    const list = ZSessionList.parse(
      (await t.app.inject({ method: 'GET', url: '/v1/auth/sessions', headers: bearer(user.token) })).json(),
    );
    expect(list.sessions.find((session) => session.kind === 'DESKTOP_RECORDER')).toMatchObject({
      label: 'Desktop recorder on Windows',
      platform: 'win32',
      userAgent: 'DESKTOP-42',
      current: false,
    });
  });

  it('keeps only hashes of the code and the secret', async () => {
    const connection = await started();
    const [row] = await t.app.ctx.db
      .select()
      .from(desktopConnections)
      .where(eq(desktopConnections.id, connection.connectionId));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(connection.secret);
    expect(stored).not.toContain(connection.code.replace('-', ''));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the token to exactly one of two claims racing for it', async () => {
    const user = await registerUser(t.app);
    const connection = await started();
    expect((await confirm(connection.code, user.organizationId, user.token)).statusCode).toBe(200);
    const answers = await Promise.all([
      claim(connection.connectionId, connection.secret),
      claim(connection.connectionId, connection.secret),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 410]);
    expect(answers.find((res) => res.statusCode === 410)?.json().code).toBe('ALREADY_CLAIMED');
    const list = ZSessionList.parse(
      (await t.app.inject({ method: 'GET', url: '/v1/auth/sessions', headers: bearer(user.token) })).json(),
    );
    expect(list.sessions.filter((session) => session.kind === 'DESKTOP_RECORDER')).toHaveLength(1);
  });

  it('answers an unknown connection and a wrong secret alike', async () => {
    const connection = await started();
    const wrong = await claim(connection.connectionId, `${connection.secret.slice(0, -1)}x`);
    const unknown = await claim('00000000-0000-4000-8000-000000000000', connection.secret);
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('CONNECTION_NOT_FOUND');
  });

  it('lets nobody confirm for an organization they do not belong to, nor take over a confirmed code', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const connection = await started();
    const foreign = await confirm(connection.code, owner.organizationId, stranger.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'NOT_A_MEMBER', message: expect.any(String) });
    // Still pending: the refused attempt confirmed nothing.
    expect((await claim(connection.connectionId, connection.secret)).statusCode).toBe(202);

    expect((await confirm(connection.code, owner.organizationId, owner.token)).statusCode).toBe(200);
    // Confirming the same again is harmless; someone else's confirm of the used code finds nothing.
    expect((await confirm(connection.code, owner.organizationId, owner.token)).statusCode).toBe(200);
    const late = await confirm(connection.code, stranger.organizationId, stranger.token);
    expect(late.statusCode).toBe(404);
    expect((await byCode(connection.code, stranger.token)).statusCode).toBe(404);
    const token = (await claim(connection.connectionId, connection.secret)).json().token as string;
    expect((await settings(token)).json().organizationId).toBe(owner.organizationId);
  });

  it('records for the confirmed organization whichever one the person switches to in the browser', async () => {
    const user = await registerUser(t.app);
    const connection = await started();
    await confirm(connection.code, user.organizationId, user.token);
    const token = (await claim(connection.connectionId, connection.secret)).json().token as string;
    const second = await t.app.inject({
      method: 'POST',
      url: '/v1/organization',
      payload: { name: 'Second company' },
      headers: bearer(user.token),
    });
    expect(second.statusCode).toBe(201);
    expect((await settings(user.token)).json().organizationId).toBe(second.json().id);
    expect((await settings(token)).json().organizationId).toBe(user.organizationId);
  });

  it('lets a code run out after 10 minutes', async () => {
    const user = await registerUser(t.app);
    const connection = await started();
    t.clock.advance(10 * 60_000 + 1000);
    expect((await byCode(connection.code, user.token)).statusCode).toBe(404);
    const late = await confirm(connection.code, user.organizationId, user.token);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toMatch(/expired/);
    const expired = await claim(connection.connectionId, connection.secret);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'EXPIRED', message: expect.any(String) });
  });

  it('refuses bad input with 400 and a message, and the signed-in steps without a sign-in', async () => {
    const platform = await create({ platform: 'amiga' });
    expect(platform.statusCode).toBe(400);
    expect(platform.json().message).toMatch(/platform/);
    const user = await registerUser(t.app);
    const code = await byCode('NOT-A-CODE!', user.token);
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toMatch(/code/i);
    // 0, O, 1 and I are not in the alphabet, so a code with them is malformed rather than unknown.
    expect((await byCode('ABCD-EFG0', user.token)).statusCode).toBe(400);
    const noSecret = await claim('00000000-0000-4000-8000-000000000000', '');
    expect(noSecret.statusCode).toBe(400);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/v1/desktop-recorder/connections/confirm',
      payload: { code: 'ABCD-EFGH', organizationId: user.organizationId },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('the verification link and the rate limit', () => {
  let t: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://help.example.com' } });
    second = await createTestApp({ env: { PUBLIC_URL: 'https://help.example.com' }, database: t.database });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });
  const create = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: 'POST',
      url: '/v1/desktop-recorder/connections',
      payload: { platform: 'linux' },
      remoteAddress,
      headers,
    });

  it('builds the link from the configured address, never from a forged Host header', async () => {
    const res = await create(t, '10.0.0.1', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(201);
    const { verificationUrl, code } = res.json();
    expect(verificationUrl).toBe(`https://help.example.com/connect-desktop?code=${code}`);
  });

  it('without PUBLIC_URL, still refuses a Host that is not allowed', async () => {
    const bare = await createTestApp({ env: { PUBLIC_URL: undefined } });
    try {
      const res = await create(bare, '10.0.0.2', { host: 'attacker.example' });
      expect(res.json().verificationUrl).toMatch(/^http:\/\/localhost:3000\/connect-desktop\?code=/);
    } finally {
      await bare.close();
    }
  });

  it('limits connections per address, counted across servers', async () => {
    for (let i = 0; i < 10; i++) expect((await create(t, '10.9.9.9')).statusCode).toBe(201);
    for (let i = 0; i < 10; i++) expect((await create(second, '10.9.9.9')).statusCode).toBe(201);
    const refused = await create(t, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(expect.any(String));
    expect((await create(second, '10.9.9.9')).statusCode).toBe(429);
    expect((await create(second, '10.9.9.10')).statusCode).toBe(201);
  });
});

describe('guessing codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('limits code look-ups per signed-in user, so pending codes cannot be guessed', async () => {
    const user = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/desktop-recorder/connections/by-code/ABCD-EFGH',
        headers: bearer(user.token),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('clears connections a day past their expiry when new ones are made', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/v1/desktop-recorder/connections',
      payload: { platform: 'linux' },
    });
    const { connectionId, secret } = first.json();
    t.clock.advance(11 * 60_000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/v1/desktop-recorder/connections/token',
      payload: { connectionId, secret },
    });
    expect(late.json().code).toBe('EXPIRED');
    t.clock.advance(25 * 60 * 60_000);
    await t.app.inject({
      method: 'POST',
      url: '/v1/desktop-recorder/connections',
      payload: { platform: 'linux' },
    });
    const rows = await t.app.ctx.db
      .select()
      .from(desktopConnections)
      .where(eq(desktopConnections.id, connectionId));
    expect(rows).toEqual([]);
  });
});
