// What every bench case does with the product: start the built server on a data folder of its
// own (the embedded database), call its API, and sign up a company on a plan without article
// limits. One place, so the cases measure the same server the same way.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, root, waitForHealthy } from '../lib/run.mjs';
import { api, urlOf } from './contract.mjs';
import { stopChild } from './nginx.mjs';

/**
 * The built server (apps/server/dist/main.js) in production mode on 127.0.0.1, with `env` over the
 * defaults; MALLOC_ARENA_MAX=2 as `npm start` sets it. `serverRoot`: another checkout's build (a baseline). Stopped by the returned `stop` or the
 * cleanups, whichever comes first.
 */
export async function startBenchServer({ dataDir, cleanups, env = {}, serverRoot = root }) {
  const port = await freePort();
  const settings = {
    MALLOC_ARENA_MAX: '2',
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  // The embedded database and the worker inside the server, whatever the shell has set.
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'JWT_SECRET', 'WEB_DIST_DIR', 'WORKER'])
    delete settings[name];
  Object.assign(settings, env);
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers a case starts.
  // BENCH_SERVER_STDOUT=1 shows what they print (with "--trace-gc" or "--trace-opt" in those arguments).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(serverRoot, 'apps/server/dist/main.js')], {
    cwd: serverRoot,
    env: settings,
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const stop = () => stopChild(child);
  cleanups.push(stop);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(urlOf(url, api.healthApi.live), { child, timeoutMs: 120_000 });
  return { url, port, pid: child.pid, stop };
}

/**
 * A call of a contract endpoint (`api.articlesApi.get`, with `{ params, query, body }`); anything
 * but 2xx throws with the answer.
 */
export function call(url, token, endpoint, input) {
  const client = api.createApiClient({
    server: url,
    headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
    refusal: async (response, _fallback, route) =>
      new Error(
        `${endpoint.method} ${api.API_PREFIX}${route} answered ${response.status}: ${await response.text()}`,
      ),
  });
  return client.call(endpoint, input);
}

/** The answer of a contract endpoint as it came, whatever its status (a bench that reads 304 itself). */
export function send(url, token, endpoint, input) {
  return api
    .createApiClient({ server: url, headers: () => (token ? { authorization: `Bearer ${token}` } : {}) })
    .send(endpoint, input);
}

/** A new company admin; with `plan`, on that paid plan (the built-in checkout activates it at once). */
export async function signUpCompany(url, { name = 'Bench', plan } = {}) {
  const { token } = await call(url, null, api.authApi.register, {
    body: {
      email: `bench-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: 'Mark',
      organizationType: 'COMPANY',
      organizationName: `${name} Inc`,
    },
  });
  if (plan) await call(url, token, api.paymentsApi.createCheckoutSession, { body: { productId: plan } });
  return token;
}
