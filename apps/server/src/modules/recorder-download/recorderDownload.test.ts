import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import type { AppContext } from '../../context';
import { createTrustedOrigin } from '../../lib/trustedOrigin';
import { registerErrorHandler } from '../../plugins/errorHandler';
import { appsDir } from './locate';
import { recorderDownloadRoutes } from './routes';

const ZIP_URL = '/downloads/support-recorder.zip';

function extensionZip(version: string) {
  return zipSync({
    'manifest.json': strToU8(JSON.stringify({ manifest_version: 3, version })),
    'config.json': strToU8(JSON.stringify({ defaultServer: 'http://localhost:3000' })),
    'background.js': strToU8('console.log("worker")'),
  });
}

async function serve(
  dir: string,
  publicUrl: string | undefined,
  allowedHosts: string[] = [],
): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  const origin = createTrustedOrigin({ publicUrl, allowedHosts, port: 3000, log: { warn() {} } });
  const ctx = { config: { publicUrl }, origin } as unknown as AppContext;
  await app.register(
    recorderDownloadRoutes(ctx, {
      zip: path.join(dir, 'support-recorder.zip'),
      formatDoc: path.join(dir, 'format.md'),
      desktopDir: path.join(dir, 'desktop'),
    }),
  );
  return app;
}

const filesOf = (body: Buffer) => unzipSync(new Uint8Array(body));
const configOf = (body: Buffer) => JSON.parse(strFromU8(filesOf(body)['config.json']!));

describe('GET /downloads/support-recorder.zip', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'recorder-zip-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers 404 with a clear message while the recorder is not built', async () => {
    const app = await serve(dir, undefined);
    const response = await app.inject({ url: ZIP_URL });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'The recorder extension has not been built on this server. Run `npm run build` and try again.',
      code: 'RECORDER_NOT_BUILT',
    });
  });

  it('serves the built zip as a download, its default server set to the allowed address it was fetched from', async () => {
    writeFileSync(path.join(dir, 'support-recorder.zip'), extensionZip('1.0.0'));
    const app = await serve(dir, undefined, ['support.example.test']);
    const response = await app.inject({ url: ZIP_URL, headers: { host: 'support.example.test:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="support-recorder.zip"');
    const files = filesOf(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['background.js', 'config.json', 'manifest.json']);
    expect(configOf(response.rawPayload)).toEqual({ defaultServer: 'http://support.example.test:8080' });
    expect(strFromU8(files['background.js']!)).toBe('console.log("worker")');
  });

  it('never takes a host that is not allowed into the zip', async () => {
    const app = await serve(dir, undefined);
    const response = await app.inject({ url: ZIP_URL, headers: { host: 'attacker.example' } });
    expect(configOf(response.rawPayload)).toEqual({ defaultServer: 'http://localhost:3000' });
  });

  it('uses PUBLIC_URL when the server has one', async () => {
    const app = await serve(dir, 'https://help.example.com');
    const response = await app.inject({ url: ZIP_URL, headers: { host: 'internal:3000' } });
    expect(configOf(response.rawPayload)).toEqual({ defaultServer: 'https://help.example.com' });
  });

  it('answers 304 to a client that has the current zip, and serves a new build at once', async () => {
    const app = await serve(dir, 'https://help.example.com');
    const first = await app.inject({ url: ZIP_URL });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({ url: ZIP_URL, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    writeFileSync(path.join(dir, 'support-recorder.zip'), extensionZip('1.0.1'));
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dir, 'support-recorder.zip'), later, later);
    const rebuilt = await app.inject({ url: ZIP_URL, headers: { 'if-none-match': etag } });
    expect(rebuilt.statusCode).toBe(200);
    expect(JSON.parse(strFromU8(filesOf(rebuilt.rawPayload)['manifest.json']!)).version).toBe('1.0.1');
  });
});

describe('the downloads in the real app', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('serves the upload format for desktop recorders as markdown, without sign-in', async () => {
    const response = await test.app.inject({ url: '/downloads/recording-format.md' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.body).toContain('POST /v1/recordings');
  });

  it('mounts the extension download outside /v1 (the built zip, or the not-built answer)', async () => {
    const response = await test.app.inject({ url: ZIP_URL });
    expect([200, 404]).toContain(response.statusCode);
    if (response.statusCode === 404) expect(response.json().code).toBe('RECORDER_NOT_BUILT');
    else expect(configOf(response.rawPayload)).toEqual({ defaultServer: 'http://localhost:3000' });
  });

  it('finds the apps folder from the built server and from the sources', () => {
    expect(appsDir('/srv/app/apps/server/dist/main.js')).toBe('/srv/app/apps');
    expect(appsDir('/srv/app/apps/server/src/modules/recorder-download/locate.ts')).toBe('/srv/app/apps');
    expect(appsDir('/elsewhere/main.js')).toBeNull();
  });
});
