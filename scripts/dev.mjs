// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173, proxies /v1).
import { spawn } from 'node:child_process';
import { root } from './lib/run.mjs';

const children = [
  ['server', ['run', 'dev', '-w', '@support/server']],
  ['web', ['run', 'dev', '-w', '@support/web']],
].map(([name, args]) => {
  const child = spawn('npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  });
  child.on('exit', (code) => {
    console.log(`${name} stopped (${code ?? 'signal'}); stopping the rest`);
    stopAll();
    process.exitCode = code ?? 1;
  });
  return child;
});

function stopAll() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
console.log('\n  Web app with hot reload: http://localhost:5173 (API on http://localhost:3000)\n');
