import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { createTrustedOrigin } from '../../lib/trustedOrigin';
import { registerErrorHandler } from '../../plugins/errorHandler';
import {
  DESKTOP_PLATFORMS,
  type DesktopPlatform,
  desktopDownloadRoutes,
  desktopZipName,
} from './desktopDownload';
import { appsDir } from './locate';

const TOP = 'support-desktop-recorder';
const LAUNCHERS: Record<DesktopPlatform, string> = {
  'win-x64': 'Support Recorder.cmd',
  'linux-x64': 'support-recorder',
  'darwin-x64': 'Support Recorder.command',
};
const url = (platform: DesktopPlatform) => `/downloads/desktop-recorder/${desktopZipName(platform)}`;

/** A zip shaped like the build's (top folder, launcher, runtime), with a comment to search back over. */
function fixtureZip(platform: DesktopPlatform): Uint8Array {
  const runtime = platform === 'win-x64' ? 'node.exe' : 'node';
  return zipSync(
    {
      [`${TOP}/${LAUNCHERS[platform]}`]: strToU8('launcher'),
      [`${TOP}/README.txt`]: strToU8('read me'),
      [`${TOP}/app/recorder.cjs`]: strToU8('console.log(1)'.repeat(5000)),
      [`${TOP}/runtime/${runtime}`]: new Uint8Array(300_000).map((_, i) => (i * 7919) % 251),
    },
    { comment: `built for ${platform} PK\x05\x06 not an end record` },
  );
}

async function serve(dir: string, publicUrl: string | undefined): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  const origin = createTrustedOrigin({ publicUrl, allowedHosts: [], port: 3000, log: { warn() {} } });
  await app.register(desktopDownloadRoutes({ config: { publicUrl }, origin } as unknown as AppContext, dir));
  return app;
}

const names = (body: Buffer) => Object.keys(unzipSync(new Uint8Array(body))).sort();
const serverJsonOf = (body: Buffer) =>
  JSON.parse(strFromU8(unzipSync(new Uint8Array(body))[`${TOP}/server.json`]!));

/** `unzip -t` (Info-ZIP, as people and CI have it) checks every entry's CRC and the directory. */
function unzipTest(dir: string, body: Buffer): string {
  const file = path.join(dir, `served-${Date.now()}-${Math.random()}.zip`);
  writeFileSync(file, body);
  return execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
}

describe('GET /downloads/desktop-recorder/…', () => {
  let dir: string;
  let empty: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'desktop-zip-'));
    empty = path.join(dir, 'not-built');
    mkdirSync(empty);
    for (const platform of DESKTOP_PLATFORMS)
      writeFileSync(path.join(dir, desktopZipName(platform)), fixtureZip(platform));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers 404 with a message while the recorder is not built, and for unknown names', async () => {
    const app = await serve(empty, undefined);
    const response = await app.inject({ url: url('win-x64') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'The desktop recorder has not been built on this server. Run `npm run build` and try again.',
      code: 'DESKTOP_RECORDER_NOT_BUILT',
    });
    expect((await app.inject({ url: '/downloads/desktop-recorder/files.json' })).json()).toEqual({
      files: [],
    });
    const unknown = await app.inject({ url: '/downloads/desktop-recorder/..%2Fsecret.zip' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/no desktop recorder download called/);
  });

  it.each(DESKTOP_PLATFORMS)('serves the %s zip with server.json added in its folder', async (platform) => {
    const app = await serve(dir, 'https://help.example.com');
    const response = await app.inject({ url: url(platform) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${desktopZipName(platform)}"`,
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const runtime = platform === 'win-x64' ? 'node.exe' : 'node';
    expect(names(response.rawPayload)).toEqual(
      [
        `${TOP}/${LAUNCHERS[platform]}`,
        `${TOP}/README.txt`,
        `${TOP}/app/recorder.cjs`,
        `${TOP}/runtime/${runtime}`,
        `${TOP}/server.json`,
      ].sort(),
    );
    expect(serverJsonOf(response.rawPayload)).toEqual({ serverUrl: 'https://help.example.com' });
    expect(unzipTest(dir, response.rawPayload)).toMatch(/No errors detected/);
  });

  it('writes the configured address, never a forged Host or X-Forwarded-Host', async () => {
    const forged = {
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'https',
    };
    const configured = await serve(dir, 'https://help.example.com');
    const response = await configured.inject({ url: url('linux-x64'), headers: forged });
    expect(serverJsonOf(response.rawPayload)).toEqual({ serverUrl: 'https://help.example.com' });
    expect(response.rawPayload.includes('attacker.example')).toBe(false);

    const unconfigured = await serve(dir, undefined);
    const fallback = await unconfigured.inject({ url: url('linux-x64'), headers: forged });
    expect(serverJsonOf(fallback.rawPayload)).toEqual({ serverUrl: 'http://localhost:3000' });
  });

  it('lists the built zips with the size they are sent with, and answers 304 to a current copy', async () => {
    const app = await serve(dir, 'https://help.example.com');
    const { files } = (await app.inject({ url: '/downloads/desktop-recorder/files.json' })).json();
    expect(files.map((file: { platform: string }) => file.platform)).toEqual([...DESKTOP_PLATFORMS]);
    const first = await app.inject({ url: files[0].url });
    expect(first.rawPayload.length).toBe(files[0].size);
    const again = await app.inject({
      url: files[0].url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // Another address is another file: the ETag differs.
    const other = await (await serve(dir, 'https://other.example.com')).inject({ url: files[0].url });
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('refuses a file that is not a zip with the not-built answer, not a 500', async () => {
    const broken = path.join(dir, 'broken');
    mkdirSync(broken);
    writeFileSync(path.join(broken, desktopZipName('win-x64')), 'not a zip at all');
    const app = await serve(broken, undefined);
    const response = await app.inject({ url: url('win-x64') });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('DESKTOP_RECORDER_NOT_BUILT');
  });
});

// The zips `npm run build` really makes (data descriptors, Unix modes), when they are built here.
const built = path.join(appsDir() ?? path.resolve('apps'), 'desktop-recorder/dist');
describe.skipIf(!existsSync(path.join(built, desktopZipName('linux-x64'))))(
  'the built desktop recorder zips',
  () => {
    let tmp: string;
    beforeAll(() => {
      tmp = mkdtempSync(path.join(os.tmpdir(), 'desktop-built-'));
    });
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));

    it.each(DESKTOP_PLATFORMS.filter((p) => existsSync(path.join(built, desktopZipName(p)))))(
      'serves the built %s zip whole, with server.json, and it passes unzip -t',
      async (platform) => {
        const prebuild = platform === 'win-x64' ? 'win32-x64' : platform;
        const app = await serve(built, 'https://help.example.com');
        const response = await app.inject({ url: url(platform) });
        expect(response.statusCode).toBe(200);
        const listing = unzipTest(tmp, response.rawPayload);
        expect(listing).toMatch(/No errors detected/);
        expect(listing).toContain(`${TOP}/server.json`);
        expect(listing).toContain(`${TOP}/${LAUNCHERS[platform]}`);
        expect(listing).toContain(`${TOP}/app/recorder.cjs`);
        expect(listing).toContain(`${TOP}/runtime/${platform === 'win-x64' ? 'node.exe' : 'node'}`);
        expect(listing).toContain(`${TOP}/app/node_modules/uiohook-napi/prebuilds/${prebuild}/`);
        // Only this platform's native binaries.
        expect(listing.match(/prebuilds\/[^/]+\//g)?.every((m) => m.includes(prebuild))).toBe(true);
      },
      60_000,
    );

    it.runIf(process.platform === 'linux' && process.arch === 'x64')(
      'the served linux-x64 zip, unpacked, starts with its own Node through its launcher',
      async () => {
        const app = await serve(built, 'https://help.example.com');
        const response = await app.inject({ url: url('linux-x64') });
        const zip = path.join(tmp, 'linux.zip');
        writeFileSync(zip, response.rawPayload);
        const into = path.join(tmp, 'unpacked');
        execFileSync('unzip', ['-q', zip, '-d', into]);
        const folder = path.join(into, TOP);
        // The runtime is the bundled one (the machine's own Node is another version or absent).
        expect(
          execFileSync(path.join(folder, 'runtime/node'), ['--version'], { encoding: 'utf8' }).trim(),
        ).toBe('v20.20.2');
        const env = { PATH: '/usr/bin:/bin' };
        const version = execFileSync(path.join(folder, 'support-recorder'), ['--version'], {
          encoding: 'utf8',
          env,
        });
        expect(version.trim()).toMatch(/^\d+\.\d+\.\d+$/);
        const help = execFileSync(path.join(folder, 'support-recorder'), ['--help'], {
          encoding: 'utf8',
          env,
        });
        expect(help).toContain('server.json');
      },
      60_000,
    );
  },
);
