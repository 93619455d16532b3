import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './cluster';
import { waitFor } from './processes';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * ISSUE "Hardening" item 6: `npm start` (scripts/start.mjs) runs the server in its own process
 * group; killed with SIGKILL, it cannot pass a signal on. The server must notice and stop cleanly.
 * A stand-in parent does what start.mjs does: spawn the server detached, naming itself.
 */
describe('a server whose npm start process is killed outright', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'support-orphan-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('shuts down cleanly by itself and frees its port', async () => {
    const port = await freePort();
    const parentScript = `
      const { spawn } = require('node:child_process');
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: ${JSON.stringify(serverDir)},
        detached: true,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, SUPPORT_STOP_WITH_PARENT: String(process.pid) },
      });
      console.log('SERVER_PID=' + server.pid);
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['-e', parentScript], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WORKER: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log: string[] = [];
    parent.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    parent.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/v1/health`).catch(() => null))?.ok === true, 60_000);
    const serverPid = Number(/SERVER_PID=(\d+)/.exec(log.join(''))?.[1]);
    expect(serverPid).toBeGreaterThan(0);

    parent.kill('SIGKILL');
    try {
      await waitFor(async () => !alive(serverPid), 20_000);
    } finally {
      if (alive(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
    const output = log.join('');
    expect(output).toContain('"signal":"parent gone"');
    expect(output).toContain('shutting down');
    // The port is free again: nothing answers there.
    expect(await fetch(`${base}/v1/health`).catch(() => null)).toBeNull();
  }, 120_000);
});
