import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './cluster';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Proc = {
  name: string;
  child: ChildProcess;
  /** Exits that were not asked for (the figure the restart test counts). */
  exits: { code: number | null; signal: string | null }[];
  log: string[];
  stop(): Promise<void>;
};

/**
 * Runs `src/main.ts` or `src/worker.ts` from source with tsx, as its own process: the server tests
 * run before `npm run build` in `npm test`, and the source is what this suite tests anyway.
 */
export function startProcess(name: string, entry: 'main' | 'worker', env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}.ts`], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { name, child, exits: [], log: [], stop: () => stop(proc) };
  let stopping = false;
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) proc.log.push(line);
    if (proc.log.length > 2000) proc.log.splice(0, proc.log.length - 2000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (!stopping) proc.exits.push({ code, signal });
  });
  proc.stop = () => {
    stopping = true;
    return stop(proc);
  };
  return proc;
}

export async function startServer(name: string, env: Record<string, string>) {
  const port = await freePort();
  const proc = startProcess(name, 'main', { ...env, HOST: '127.0.0.1', PORT: String(port), WORKER: 'off' });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (proc.child.exitCode !== null) throw new Error(`${name} exited:\n${proc.log.join('\n')}`);
    return (await fetch(`${base}/v1/health`).catch(() => null))?.ok === true;
  }, 60_000);
  return { ...proc, base };
}

function stop(proc: Proc): Promise<void> {
  const { child } = proc;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, stepMs = 50) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
