import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBody, readText, sendJson, startLoopbackServer } from '@support/shared/testing/loopbackServer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordingJournal } from '../store/journal';
import { Controller } from './controller';
import { openInBrowser } from './openBrowser';
import { stateOf } from './state';

vi.mock('./openBrowser', () => ({
  openInBrowser: vi.fn(async () => true),
  openAppWindow: vi.fn(async () => true),
}));

const ARTICLE = '5b1f8d4e-4a8e-4f57-9f3b-2c6f2f1c2d3e';
const ORG = '0d6f3f7e-2b8a-4c1e-9a57-8b1e2c3d4f5a';
const until = async (check: () => boolean, ms = 5000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The product's side of contract items 1 and 2, as small as the recorder needs. */
async function product() {
  const calls: string[] = [];
  let polls = 0;
  let revoked = false;
  let canCreateArticle = true;
  const uploads: Array<string | undefined> = [];
  const server = await startLoopbackServer(async (request, response) => {
    const path = `${request.method} ${request.url}`;
    calls.push(path);
    if (path === 'POST /v1/desktop-recorder/connections') {
      const body = JSON.parse(await readText(request));
      expect(body.platform).toMatch(/^(linux|win32|darwin)$/);
      return sendJson(response, 201, {
        connectionId: '6c1d2a3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        code: 'ABCD-EFGH',
        secret: 's'.repeat(43),
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        verificationUrl: 'http://product.test/connect-desktop?code=ABCD-EFGH',
      });
    }
    if (path === 'POST /v1/desktop-recorder/connections/token') {
      const body = JSON.parse(await readText(request));
      if (body.secret !== 's'.repeat(43)) return sendJson(response, 404, { message: 'Unknown' });
      polls++;
      if (polls < 3) return sendJson(response, 202, { message: 'Waiting', status: 'PENDING' });
      return sendJson(response, 200, {
        token: 'desktop-token',
        organizationId: ORG,
        organizationName: 'Acme',
        user: { email: 'ann@example.com', name: 'Ann' },
      });
    }
    if (path === 'POST /v1/auth/login') {
      const body = JSON.parse(await readText(request));
      if (body.password !== 'right') return sendJson(response, 401, { message: 'Invalid email or password' });
      return sendJson(response, 200, { token: 'browser-token' });
    }
    if (path === 'POST /v1/desktop-recorder/sessions') {
      if (request.headers.authorization !== 'Bearer browser-token')
        return sendJson(response, 401, { message: 'Signed out' });
      const body = JSON.parse(await readText(request));
      expect(body.platform).toMatch(/^(linux|win32|darwin)$/);
      return sendJson(response, 201, {
        token: 'desktop-token',
        organizationId: ORG,
        organizationName: 'Acme',
        user: { email: 'ann@example.com', name: 'Ann' },
      });
    }
    const bearerOk = request.headers.authorization === 'Bearer desktop-token' && !revoked;
    if (path === 'GET /v1/recordings/settings') {
      if (!bearerOk) return sendJson(response, 401, { message: 'Revoked' });
      return sendJson(response, 200, {
        organizationId: ORG,
        organizationName: 'Acme',
        redactionTerms: ['Project X'],
        hideTypedEmails: true,
        canCreateArticle,
      });
    }
    if (path === 'POST /v1/auth/logout') {
      if (!bearerOk) return sendJson(response, 401, { message: 'Revoked' });
      revoked = true;
      return sendJson(response, 200, { message: 'Signed out' });
    }
    if (path === 'POST /v1/recordings') {
      await readBody(request);
      uploads.push(request.headers['idempotency-key'] as string | undefined);
      if (!bearerOk) return sendJson(response, 401, { message: 'This session was revoked.' });
      return sendJson(response, 201, { articleId: ARTICLE });
    }
    sendJson(response, 404, { message: 'Not found' });
  });
  return {
    server,
    calls,
    uploads,
    revoke: () => (revoked = true),
    plan: (can: boolean) => (canCreateArticle = can),
  };
}

let dir: string;
let stand: Awaited<ReturnType<typeof product>>;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'recorder-controller-'));
  stand = await product();
});
afterEach(async () => {
  await stand.server.close();
  await rm(dir, { recursive: true, force: true });
});

async function unfinishedRecording() {
  const journal = await RecordingJournal.create(join(dir, 'recordings'), {
    id: 'crashed',
    idempotencyKey: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    startedAt: Date.now() - 60_000,
    keepTypedText: false,
    recorderVersion: '1.0.0',
  });
  await journal.writeImage('step-1', Buffer.from('89504e470d0a1a0a', 'hex'));
  await journal.upsert({
    action: 'CLICK',
    image: 'step-1',
    timestamp: 10,
    pageTitle: 'Order form',
    application: 'XTerm',
    point: { x: 200, y: 150 },
    viewport: { width: 1280, height: 800, devicePixelRatio: 1 },
  });
  await journal.flush();
}

function controller() {
  const c = new Controller({
    dataDir: dir,
    serverFlag: stand.server.origin,
    bundledServer: null,
    settings: {},
    systemLanguage: 'en',
    detectedKeyboardLayout: null,
    log: () => undefined,
    uploadDelays: { firstDelayMs: 10, maxDelayMs: 20 },
    settingsRecheckMs: 20,
  });
  // Poll fast in the test.
  (c.connection as unknown as { pollFirstMs: number }).pollFirstMs = 10;
  return c;
}

describe('Controller', () => {
  it('connects by code (polling through PENDING), keeps the token owner-only and loads the settings', async () => {
    const c = controller();
    await c.init();
    expect(c.screen).toBe('connect');
    vi.mocked(openInBrowser).mockResolvedValueOnce(false);
    await c.startConnect();
    expect(stateOf(c).connect).toMatchObject({ status: 'pending', code: 'ABCD-EFGH' });
    // No browser opened (xdg-open failed): the code screen must not claim one did.
    await until(() => stateOf(c).connect.browserOpened === false);
    expect(stateOf(c).connect.verificationUrl).toMatch(/^http/);
    await until(() => c.connected && c.connection.settings !== null);
    expect(c.screen).toBe('ready');
    expect(stateOf(c).connection).toMatchObject({
      connected: true,
      organizationName: 'Acme',
      email: 'ann@example.com',
    });
    const file = join(dir, 'connection.json');
    expect(JSON.parse(await readFile(file, 'utf8')).token).toBe('desktop-token');
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(stand.calls.filter((call) => call.endsWith('/token')).length).toBe(3);
  });

  it('signs in with e-mail and password and keeps only the recorder token it is traded for', async () => {
    const c = controller();
    await c.init();
    await expect(c.signIn('ann@example.com', 'wrong')).rejects.toThrow('Invalid email or password');
    await c.signIn('ann@example.com', 'right');
    await until(() => c.connected && c.connection.settings !== null);
    expect(JSON.parse(await readFile(join(dir, 'connection.json'), 'utf8'))).toMatchObject({
      token: 'desktop-token',
      organizationName: 'Acme',
    });
    expect(stand.calls).toContain('POST /v1/desktop-recorder/sessions');
  });

  it('on Disconnect forgets the token and ends it on the server too', async () => {
    const c = controller();
    await c.init();
    await c.startConnect();
    await until(() => c.connected && c.connection.settings !== null);
    await c.disconnect();
    expect(c.connected).toBe(false);
    expect(c.screen).toBe('connect');
    expect(stand.calls.filter((call) => call === 'POST /v1/auth/logout')).toHaveLength(1);
    // The token is gone on both sides: the server refuses it from now on.
    const refused = await fetch(`${stand.server.origin}/v1/recordings/settings`, {
      headers: { authorization: 'Bearer desktop-token' },
    });
    expect(refused.status).toBe(401);
  });

  it('offers an unfinished recording after a restart and uploads it once; Open article has the address', async () => {
    await unfinishedRecording();
    const c = controller();
    await c.init();
    expect(stateOf(c).recording).toMatchObject({ id: 'crashed', recovered: true, stepCount: 1 });
    await c.startConnect();
    await until(() => c.connected);
    expect(c.screen).toBe('review');
    await c.createArticle();
    await until(() => c.upload.status === 'done');
    expect(stateOf(c).upload.articleUrl).toBe(`${stand.server.origin}/articles/${ARTICLE}`);
    expect(stand.uploads).toEqual(['7c9e6679-7425-40de-944b-e07fc1f90ae7']);
    // Uploaded: the journal and its screenshots are gone before Record another.
    expect(await readdir(join(dir, 'recordings'))).toEqual([]);
    await c.next();
    expect(c.screen).toBe('ready');
    expect(await RecordingJournal.unfinished(join(dir, 'recordings'))).toEqual([]);
  });

  it('on 401 says the recorder was disconnected, forgets the token and keeps the recording', async () => {
    await unfinishedRecording();
    const c = controller();
    await c.init();
    await c.startConnect();
    // Connected, and the settings read that follows it done: a revocation before it would be seen
    // by that read ('Revoked') instead of by the upload this test is about.
    await until(() => c.connected && c.connection.settings !== null);
    stand.revoke();
    await c.createArticle();
    await until(() => stateOf(c).notice === 'DISCONNECTED');
    expect(c.connected).toBe(false);
    expect(stateOf(c).connection.revokedMessage).toBe('This session was revoked.');
    expect(c.screen).toBe('review');
    const [kept] = await RecordingJournal.unfinished(join(dir, 'recordings'));
    expect(kept?.stepCount).toBe(1);
    await expect(readFile(join(dir, 'connection.json'))).rejects.toThrow();
  });

  it('drops the "cannot create more articles" warning once a plan allows it, before Start', async () => {
    stand.plan(false);
    const c = controller();
    await c.init();
    await c.startConnect();
    await until(() => c.connected && c.connection.settings !== null);
    expect(stateOf(c).connection.canCreateArticle).toBe(false);
    stand.plan(true); // a plan was chosen in the web app
    await until(() => stateOf(c).connection.canCreateArticle === true);
    expect(c.screen).toBe('ready');
  });
});
