import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts `entry` with `env` and waits for it to exit: its code and everything it printed. */
function run(entry: 'main' | 'worker', env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}.ts`], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** What an operator sees when the configuration is wrong: the reason, and no stack trace to read. */
describe('starting with a wrong configuration', () => {
  it('the server names each wrong variable and exits with 1', async () => {
    const { code, output } = await run('main', { PORT: 'eighty', STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration:');
    expect(output).toMatch(/PORT: /);
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('a server with Stripe but no webhook secret refuses to start half-configured', async () => {
    const { code, output } = await run('main', { STRIPE_SECRET_KEY: 'sk_test_x', PORT: '0' });
    expect(code).toBe(1);
    expect(output).toContain('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }, 60_000);

  it('several server processes (WEB_CONCURRENCY) explain that they need PostgreSQL', async () => {
    const { code, output } = await run('main', { WEB_CONCURRENCY: '2', PORT: '0' });
    expect(code).toBe(1);
    expect(output).toContain('WEB_CONCURRENCY=2 needs a PostgreSQL server: set DATABASE_URL.');
  }, 60_000);

  it('the worker explains that it needs PostgreSQL', async () => {
    const { code, output } = await run('worker', {});
    expect(code).toBe(1);
    expect(output).toContain('The worker process needs a PostgreSQL server: set DATABASE_URL.');
  }, 60_000);
});
