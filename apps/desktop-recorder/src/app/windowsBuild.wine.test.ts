import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificate, portOf, startProxy } from '../testing/proxy';
import { canRunWine, prepareWinePrefix, stopWine, type WineEnv } from '../testing/wine';
import { canRunXvfb, startXvfb, type XServer, xdotool } from '../testing/xvfb';

/**
 * Issue 44 item 6, Windows checked without Windows: the built win-x64 zip, unpacked as a person
 * would, runs under Debian's Wine in an Xvfb of its own. `node.exe` runs the recorder's self-test:
 * the platform, the native modules (uiohook-napi loads and sees a click and a key that xdotool
 * sends into `wine notepad`; node-screenshots does not load under Wine 8, which lacks ProcessPrng,
 * and that failure must come through the recorder's problem path: logged, in the control state),
 * the control server's answer, and a call to the product over TLS through a company proxy
 * (HTTPS_PROXY, a CONNECT tunnel) with the recorder's node:http client (Node's fetch fails under Wine). Then the recorder starts as the
 * launcher starts it and stays up, its control state naming the module that did not load.
 *
 * Needs wine, wine64, unzip, Xvfb and xdotool (npm test installs them as root). Skipped with the
 * reason where they are missing, except under CI, where a missing Wine fails.
 */

const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = resolve(here, '../..');
const zip = join(pkgDir, 'dist/support-desktop-recorder-win-x64.zip');
const available = canRunWine() && canRunXvfb();
const requireWine = process.env.CI === 'true';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until<T>(what: string, read: () => T | null | undefined | false, ms: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const readText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
/** A Windows path for Wine's Z: drive (the Linux root). */
const windowsPath = (path: string) => `Z:${path.replace(/\//g, '\\')}`;

describe.runIf(!available && requireWine)('the Windows build under Wine', () => {
  it('needs Wine under CI', () => {
    throw new Error(
      'wine, wine64, unzip, Xvfb or xdotool is missing: apt-get install wine wine64 unzip xvfb xdotool',
    );
  });
});

describe.skipIf(!available)(
  'the Windows build under Wine (skipped: wine, unzip, Xvfb or xdotool missing)',
  () => {
    let root: string;
    let x: XServer;
    let env: WineEnv;
    let app: string;
    let product: https.Server;
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    const children: ChildProcess[] = [];

    /** Runs the recorder from the zip; stdout and stderr to a file (Wine's pipes fail Node's stdout). */
    function recorder(args: string[], output: string, extraEnv: WineEnv = {}) {
      const fd = openSync(output, 'w');
      // Through the zip's launcher, as a person starts it (with arguments it runs in this console).
      const child = spawn('wine', ['cmd', '/c', 'Support Recorder.cmd', ...args], {
        cwd: app,
        env: { ...env, ...extraEnv },
        stdio: ['ignore', fd, fd],
      });
      closeSync(fd);
      children.push(child);
      return child;
    }

    beforeAll(async () => {
      root = join(tmpdir(), `recorder-wine-${process.pid}-${Date.now()}`);
      mkdirSync(root, { recursive: true });
      // The zip as `npm run build` makes it (cached: only changed sources are bundled again).
      execFileSync('node', ['scripts/package.mjs', '--platform', 'win-x64'], {
        cwd: pkgDir,
        stdio: 'ignore',
        timeout: 120_000,
      });
      execFileSync('unzip', ['-q', zip, '-d', root]);
      app = join(root, 'support-desktop-recorder');
      x = await startXvfb(1280, 800);
      env = await prepareWinePrefix(join(root, 'prefix'), x.display);
      // The product over TLS (a certificate for product.example, trusted through NODE_EXTRA_CA_CERTS),
      // reached only through the company proxy's CONNECT tunnel.
      const tls = makeCertificate(root, 'product.example');
      writeFileSync(join(root, 'ca.pem'), tls.cert);
      product = https.createServer(tls, (request, response) => {
        response.writeHead(request.url === '/v1/recordings/settings' ? 401 : 404, {
          'content-type': 'application/json',
        });
        response.end(JSON.stringify({ message: 'Sign in first' }));
      });
      await new Promise<void>((done) => product.listen(0, '127.0.0.1', done));
      proxy = await startProxy({ secure: () => portOf(product) });
    }, 150_000);

    afterAll(async () => {
      if (env) stopWine(env);
      for (const child of children) child.kill('SIGKILL');
      product?.close();
      proxy?.server.close();
      await x?.stop();
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('self-test: win32, uiohook sees a click and a key in a Wine window, capture failure reported, HTTPS via a proxy', async () => {
      const notepad = spawn('wine', ['notepad'], { env, stdio: 'ignore' });
      children.push(notepad);
      const id = await until(
        'wine notepad',
        () => {
          try {
            return execFileSync('xdotool', ['search', '--name', 'Notepad'], { env, encoding: 'utf8' })
              .trim()
              .split('\n')[0];
          } catch {
            return null;
          }
        },
        30_000,
      );
      const info = execFileSync('xwininfo', ['-id', id], { env, encoding: 'utf8' });
      const read = (label: string) => Number(new RegExp(`${label}:\\s+(-?\\d+)`).exec(info)?.[1]);
      const click = {
        x: read('Absolute upper-left X') + Math.round(read('Width') / 2),
        y: read('Absolute upper-left Y') + Math.round(read('Height') / 2),
      };

      const dataDir = join(root, 'data-self-test');
      const output = join(root, 'self-test.jsonl');
      const productUrl = 'https://product.example';
      const child = recorder(
        ['--self-test', '--listen', '5000', '--data-dir', windowsPath(dataDir), '--server', productUrl],
        output,
        {
          HTTPS_PROXY: `http://127.0.0.1:${proxy.port}`,
          NODE_EXTRA_CA_CERTS: windowsPath(join(root, 'ca.pem')),
        },
      );
      const exited = new Promise<number | null>((done) => child.once('exit', done));
      await until('the hook listening', () => readText(output).includes('"listening":true'), 60_000);
      await sleep(300);
      xdotool(x.display, 'mousemove', String(click.x), String(click.y), 'click', '1');
      await sleep(300);
      xdotool(x.display, 'key', 'a');
      expect(await exited).toBe(0);

      const lines = readText(output).trim().split('\n');
      const report = JSON.parse(lines.at(-1) ?? '{}');
      expect(report).toMatchObject({
        platform: 'win32',
        arch: 'x64',
        control: { status: 200, screen: 'connect' },
      });
      const modules = Object.fromEntries(report.modules.map((m: { module: string }) => [m.module, m]));
      expect(modules['uiohook-napi']).toMatchObject({ loaded: true });
      expect(report.input).toEqual(
        expect.arrayContaining([
          { type: 'mousedown', x: click.x, y: click.y, button: 1 },
          { type: 'keydown', keycode: 30 },
        ]),
      );
      // Whatever Wine manages: a module that did not load is in the control state and the log.
      const log = readText(join(dataDir, 'recorder.log'));
      for (const failed of report.modules.filter((m: { loaded: boolean }) => !m.loaded)) {
        expect(report.control.problems).toEqual(
          expect.arrayContaining([expect.objectContaining({ module: failed.module })]),
        );
        expect(log).toContain(`native module ${failed.module} failed to load`);
      }
      // The product answered over TLS through the proxy's tunnel.
      expect(report.server).toEqual({ url: `${productUrl}/v1/recordings/settings`, status: 401 });
      expect(proxy.seen).toEqual([{ method: 'CONNECT', url: 'product.example:443', auth: undefined }]);
    }, 120_000);

    it('started as the launcher starts it, stays up and names the capture module that did not load', async () => {
      const output = join(root, 'start.txt');
      const dataDir = join(root, 'data-start');
      recorder(['--no-open', '--data-dir', windowsPath(dataDir)], output);
      const url = new URL(
        await until(
          'the control URL',
          () => /http:\/\/127\.0\.0\.1:\d+\/\?s=[\w-]+/.exec(readText(output))?.[0],
          60_000,
        ),
      );
      const ask = () =>
        new Promise<{ problems: Array<{ module: string; error: string }> }>((done, fail) => {
          http
            .get(
              new URL('/api/state', url),
              { headers: { 'x-recorder-secret': url.searchParams.get('s') ?? '' } },
              (answer) => {
                let text = '';
                answer.on('data', (chunk) => {
                  text += chunk;
                });
                answer.on('end', () => done(JSON.parse(text)));
              },
            )
            .on('error', fail);
        });
      // The capture module is loaded just after the start; its failure shows in the state.
      let state = await ask();
      for (let i = 0; i < 50 && state.problems.length === 0; i++) {
        await sleep(200);
        state = await ask();
      }
      const log = readText(join(dataDir, 'recorder.log'));
      if (state.problems.length > 0) {
        expect(state.problems).toEqual([expect.objectContaining({ module: 'node-screenshots' })]);
        expect(log).toContain('native module node-screenshots failed to load');
      } else expect(log).not.toContain('failed to load');
      // Still answering a while later: no silent exit.
      await sleep(1000);
      expect((await ask()).problems).toEqual(state.problems);
    }, 90_000);
  },
);
