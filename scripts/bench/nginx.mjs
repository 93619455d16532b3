// nginx on loopback serving given bytes as static files: the baseline for what a response could cost.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitForHealthy } from '../lib/run.mjs';

/**
 * files: { name: Buffer }. `workers`: as many worker processes as the server it is compared with
 * has processes (issue 51 item 11), one by default like one Node process.
 */
export async function startNginx(workDir, files, { workers = 1 } = {}) {
  const prefix = path.join(workDir, 'nginx');
  const www = path.join(prefix, 'www');
  mkdirSync(www, { recursive: true });
  // nginx's workers run as `nobody` when started by root: they must be able to read the files.
  for (const dir of [workDir, prefix, www]) chmodSync(dir, 0o755);
  for (const [name, bytes] of Object.entries(files))
    writeFileSync(path.join(www, name), bytes, { mode: 0o644 });
  const port = await freePort();
  const temp = (name) => `${name}_temp_path ${path.join(prefix, name)};`;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes ${workers};
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  default_type application/json;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${www};
  }
}
`,
  );
  const child = spawn(
    '/usr/sbin/nginx',
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
    { stdio: 'inherit' },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(`${url}/${Object.keys(files)[0]}`, { child, timeoutMs: 10_000 });
  return { url, root: www, stop: () => stopChild(child) };
}

export function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
