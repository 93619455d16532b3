import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSettings } from '../app/config';
import { Controller } from '../app/controller';
import { type ControlServer, startControlServer } from './server';

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** Raw HTTP, so the test sets Host and Origin itself (fetch would not let it). */
function send(
  port: number,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body = '',
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let dir: string;
let server: ControlServer;
let host: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'recorder-ui-'));
  const controller = new Controller({
    dataDir: dir,
    serverFlag: null,
    bundledServer: 'http://127.0.0.1:9',
    settings: {},
    systemLanguage: 'de',
    detectedKeyboardLayout: null,
    log: () => undefined,
  });
  await controller.init();
  server = await startControlServer(controller);
  host = `127.0.0.1:${server.port}`;
});
afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('control server', () => {
  it('exchanges the secret in the URL for a cookie and then serves the page and the state', async () => {
    const first = await send(server.port, `/?s=${server.secret}`, { host });
    expect(first.status).toBe(303);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const cookie = setCookie.split(';')[0] ?? '';
    const page = await send(server.port, '/', { host, cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Support Recorder</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
    const state = await send(server.port, '/api/state', { host, cookie });
    expect(JSON.parse(state.body)).toMatchObject({
      screen: 'connect',
      language: 'de',
      serverUrl: 'http://127.0.0.1:9',
    });
  });

  it('refuses a wrong or missing secret', async () => {
    expect((await send(server.port, '/api/state', { host })).status).toBe(403);
    expect((await send(server.port, '/api/state', { host, 'x-recorder-secret': 'nope' })).status).toBe(403);
    expect((await send(server.port, '/?s=wrong', { host })).status).toBe(403);
    expect(
      (await send(server.port, '/api/state', { host, cookie: `recorder_${server.port}=wrong` })).status,
    ).toBe(403);
    expect((await send(server.port, '/api/state', { host, 'x-recorder-secret': server.secret })).status).toBe(
      200,
    );
  });

  it('refuses another Host (DNS rebinding) and another Origin (CSRF), even with the secret', async () => {
    const secret = { 'x-recorder-secret': server.secret };
    expect(
      (await send(server.port, '/api/state', { ...secret, host: `evil.example:${server.port}` })).status,
    ).toBe(421);
    expect(
      (await send(server.port, '/api/state', { ...secret, host, origin: 'https://evil.example' })).status,
    ).toBe(403);
    const cookie = `recorder_${server.port}=${server.secret}`;
    const body = JSON.stringify({ language: 'en' });
    const json = { host, cookie, 'content-type': 'application/json' };
    // A state change carried only by the cookie needs this page's Origin.
    expect((await send(server.port, '/api/settings', json, 'POST', body)).status).toBe(403);
    expect(
      (await send(server.port, '/api/settings', { ...json, origin: 'http://evil.example' }, 'POST', body))
        .status,
    ).toBe(403);
    const ok = await send(server.port, '/api/settings', { ...json, origin: `http://${host}` }, 'POST', body);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ language: 'en' });
  });

  it('types with the detected keyboard layout until another is chosen, and keeps the choice', async () => {
    const headers = { host, 'x-recorder-secret': server.secret, 'content-type': 'application/json' };
    const state = async () => JSON.parse((await send(server.port, '/api/state', headers)).body);
    expect((await state()).keyboard).toMatchObject({ layout: 'us', detected: null });
    expect((await state()).keyboard.layouts.map((l: { id: string }) => l.id)).toEqual([
      'us',
      'gb',
      'de',
      'fr',
      'it',
    ]);
    const chosen = await send(server.port, '/api/settings', headers, 'POST', '{"keyboardLayout":"de"}');
    expect(chosen.status).toBe(200);
    expect((await state()).keyboard.layout).toBe('de');
    expect(await readSettings(dir)).toMatchObject({ keyboardLayout: 'de' });
  });

  it('answers bad input with 400 and a message, never 500', async () => {
    const headers = { host, 'x-recorder-secret': server.secret, 'content-type': 'application/json' };
    const bad = await send(server.port, '/api/steps/delete', headers, 'POST', '{"image":"../../etc"}');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).message).toBeTruthy();
    expect((await send(server.port, '/api/settings', headers, 'POST', '{not json')).status).toBe(400);
    const layout = await send(server.port, '/api/settings', headers, 'POST', '{"keyboardLayout":"xx"}');
    expect(layout.status).toBe(400);
    expect((await send(server.port, '/api/recording/start', headers, 'POST', '{}')).status).toBe(409);
    expect((await send(server.port, '/api/steps/x/image', headers)).status).toBe(404);
  });
});
