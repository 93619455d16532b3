// `node scripts/bench/signInFlood.mjs`: how long a real sign-in takes while one client address floods
// /auth/login with 300 attempts, each with another e-mail. Runs the server from source (tsx) with
// TRUST_PROXY so X-Forwarded-For stands for the client address, with the default rate limits.
// FLOOD_ATTEMPTS (300) and FLOOD_CONCURRENCY (25) tune the flood. Not part of `npm run bench`:
// it measures a security property (the flood must not starve other clients), not throughput.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, waitForHealthy } from '../lib/run.mjs';
import { stopChild } from './nginx.mjs';

const attempts = Number(process.env.FLOOD_ATTEMPTS ?? 300);
const concurrency = Number(process.env.FLOOD_CONCURRENCY ?? 25);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'support-flood-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}/v1`;
const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) };
Object.assign(env, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', WORKER: 'off' });
for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'JWT_SECRET']) delete env[name];
// FLOOD_DATABASE_URL: an empty PostgreSQL database instead of the embedded one.
if (process.env.FLOOD_DATABASE_URL) env.DATABASE_URL = process.env.FLOOD_DATABASE_URL;
const tsx = path.join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, [path.join(root, 'apps/server/src/main.ts')], { cwd: root, env, stdio: 'inherit' });

const post = (url, body, address) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });

async function timedSignIn(user, address) {
  const started = performance.now();
  const res = await post('/auth/login', user, address);
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

async function newUser(n) {
  const user = { email: `real-${n}@example.com`, password: 'a-real-long-password' };
  const res = await post('/auth/register', user, `198.51.100.${n}`);
  if (res.status !== 200) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return user;
}

async function flood() {
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < attempts) {
      const i = next++;
      const started = performance.now();
      // FLOOD_HEALTH=1: the same number of GET /health, the floor any 300 requests cost.
      const res = process.env.FLOOD_HEALTH
        ? await fetch(`${base}/health`, { headers: { 'x-forwarded-for': '203.0.113.7' } })
        : await post(
            '/auth/login',
            { email: `flood-${i}@example.com`, password: 'guess-123' },
            '203.0.113.7',
          );
      await res.arrayBuffer();
      if (process.env.FLOOD_DEBUG) console.log(i, res.status, Math.round(performance.now() - started));
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  await waitForHealthy(`${base}/health`, { child: server, timeoutMs: 60_000 });
  const idleUser = await newUser(1);
  const floodUser = await newUser(2);
  await timedSignIn(idleUser, '198.51.100.10'); // warm-up
  const idle = [];
  for (let i = 0; i < 5; i++) idle.push((await timedSignIn(idleUser, `198.51.100.${11 + i}`)).ms);

  const floodStarted = performance.now();
  let done = false;
  const floodResult = flood().finally(() => (done = true));
  const during = [];
  // At most 8 sign-ins of the user under measure, so their own account budget (10/min) never bites.
  for (let i = 0; i < 8 && !done; i++) during.push(await timedSignIn(floodUser, `198.51.100.${21 + i}`));
  const statuses = await floodResult;
  const floodMs = performance.now() - floodStarted;

  const ms = (x) => `${Math.round(x)} ms`;
  console.log(`idle sign-in: median ${ms(median(idle))} (${idle.map(ms).join(', ')})`);
  console.log(
    `during the flood: median ${ms(median(during.map((d) => d.ms)))}, max ${ms(Math.max(...during.map((d) => d.ms)))}` +
      ` (${during.map((d) => `${ms(d.ms)}→${d.status}`).join(', ')})`,
  );
  console.log(`flood: ${attempts} attempts in ${ms(floodMs)}, statuses ${JSON.stringify(statuses)}`);
} finally {
  await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
}
