// `npm start`: builds what is missing or stale, then runs the built server in the foreground.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { root } from './lib/run.mjs';

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are not installed: run `npm install` first.');
  process.exit(1);
}

try {
  await ensureBuilt();
} catch (error) {
  console.error(`\nThe build failed (${error.message}); fix the error above and run \`npm start\` again.`);
  process.exit(1);
}

// Own process group: a terminal's Ctrl-C reaches only this script, which passes one signal on,
// so the server's clean shutdown (finish requests, close the database) is not cut short by a second one.
// MALLOC_ARENA_MAX=2: image decoding (sharp/libvips) runs on many threads, and glibc keeps what
// each freed in a per-thread arena; two arenas give most of it back after a burst of uploads
// (npm run bench: about 100 MB kept after 10 maximum uploads by default, about 25 MB with it).
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  // SUPPORT_STOP_WITH_PARENT: if this script is killed outright, the server stops itself (main.ts).
  env: { MALLOC_ARENA_MAX: '2', ...process.env, SUPPORT_STOP_WITH_PARENT: String(process.pid) },
  stdio: 'inherit',
  detached: true,
});

let forwarded = false;
const stop = (signal) => {
  if (forwarded || server.exitCode !== null) return;
  forwarded = true;
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
// `kill <npm's pid>` ends npm and its shell without passing the signal on: when this script is
// orphaned that way, shut the server down cleanly as well.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 1000).unref();
// If this script dies some other way, do not leave the server running on its own.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
