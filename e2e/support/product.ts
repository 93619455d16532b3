import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointUrl, healthApi } from '@support/shared';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the built server exactly as `npm start` runs it, on a free loopback port (or on `port`,
 * to start it again where the browser already is).
 */
export async function startProduct(options: {
  dataDir: string;
  smtpUrl: string;
  logFile: string;
  port?: number;
  /** AI_BASE_URL, AI_API_KEY, AI_MODEL of a stand-in; without them AI calls answer 503. */
  ai?: Record<'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL', string>;
  /** More settings, e.g. TRANSCRIPTION_* of a stand-in. */
  env?: Record<string, string>;
}) {
  const main = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error(
      'The product is not built: run `npm run build` (npm test does) before the end-to-end tests.',
    );
  }
  const port = options.port ?? (await freePort());
  // Appends, so a restarted product keeps the log of its first run.
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    SMTP_URL: options.smtpUrl,
    LOG_LEVEL: 'info',
    // Every test signs up and in from 127.0.0.1: one client address for the per-address budgets.
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    RATE_LIMIT_LOGIN_PER_CLIENT_PER_MINUTE: '1000',
    // The brand sites the theme tests extract from are served on loopback, as an intranet's are.
    FETCH_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    ...options.ai,
    ...options.env,
  };
  // Links in mails must work on whatever port the product runs, with no PUBLIC_URL.
  for (const name of ['PUBLIC_URL', 'DATABASE_URL', 'JWT_SECRET', 'WEB_DIST_DIR']) delete env[name];
  // Never a real AI provider of the developer's shell.
  if (!options.ai) for (const name of ['AI_BASE_URL', 'AI_API_KEY']) delete env[name];
  const child = spawn(process.execPath, [main], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForHealth(`http://127.0.0.1:${port}${endpointUrl(healthApi.live)}`, child);
  } catch (error) {
    child.kill('SIGKILL');
    const tail = existsSync(options.logFile) ? readFileSync(options.logFile, 'utf8').slice(-4000) : '';
    throw new Error(`${(error as Error).message}\n--- server log ---\n${tail}`);
  }
  return { baseURL, port, stop: () => stop(child) };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** SIGTERM for the clean shutdown; SIGKILL if it hangs. */
function stop(child: ChildProcess): Promise<void> {
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
