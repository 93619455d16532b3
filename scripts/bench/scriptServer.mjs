// A small server script of the bench (a bare handler, a baseline) in a Node process of its own.
import { spawn } from 'node:child_process';
import { freePort, root, waitForHealthy } from '../lib/run.mjs';
import { stopChild } from './nginx.mjs';

/**
 * Runs `source` (an ES module reading its port from argv[1], then `args`) in a Node process of its
 * own, from apps/server so it finds the server's packages, until the cleanups stop it; resolves
 * with its origin once `healthPath` answers.
 */
export async function startScriptServer(source, args, cleanups, { healthPath = '/', timeoutMs } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', source, String(port), ...args], {
    cwd: `${root}/apps/server`,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => stopChild(child));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(`${url}${healthPath}`, { child, timeoutMs });
  return url;
}
