import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './webApp';

/** ISSUE "Structure" item 6: how the built web app is served (docs/operating.md, "Behind a proxy"). */
describe('serving the built web app', () => {
  let app: FastifyInstance;
  let dist: string;
  const script = 'console.log("the app");'.repeat(50);

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'support-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Support</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    app = Fastify();
    expect(await registerWebApp(app, dist)).toBe(true);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed and immutable', async () => {
    const res = await app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length);
  });

  it('answers every app route with index.html, never cached, and the API and files with 404', async () => {
    for (const url of ['/articles', '/helpcenters/123/theming', '/settings/plans?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/v1/nothing', '/v1', '/missing.png']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBeTruthy();
    }
    expect((await app.inject({ method: 'POST', url: '/articles' })).statusCode).toBe(404);
  });

  it('says so when there is no built app', async () => {
    const empty = Fastify({ logger: false });
    expect(await registerWebApp(empty, path.join(dist, 'nowhere'))).toBe(false);
    await empty.close();
  });
});
