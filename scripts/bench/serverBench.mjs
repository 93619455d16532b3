// Benches that run against the server's own modules (apps/server/bench/*.ts, through tsx) rather
// than the built product: the script prints its result as JSON on its last line of output.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `apps/server/<script>`, stopped after `timeoutMs`; answers its last line parsed as JSON. */
export async function runServerBench(script, timeoutMs) {
  const output = await new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', script], {
      cwd: path.join(root, 'apps/server'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      code === 0 ? resolve(text) : reject(new Error(`${script} exited with ${code}`));
    });
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}
