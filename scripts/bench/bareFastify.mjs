// A bare Fastify answering one route with fixed bytes, in a process of its own: what the framework
// alone costs, next to the product's request pipeline (hooks, headers, validation) on the same route.
import { spawn } from 'node:child_process';
import { freePort, root, waitForHealthy } from '../lib/run.mjs';
import { stopChild } from './nginx.mjs';

const SERVER = `
import Fastify from 'fastify';
const [port, body] = [Number(process.argv[1]), process.argv[2]];
const app = Fastify({ logger: false });
app.get('/*', (request, reply) => { reply.type('application/json; charset=utf-8').send(body); });
await app.listen({ port, host: '127.0.0.1' });
`;

/** Serves `body` as JSON at every path; stopped by the cleanups. */
export async function startBareFastify(body, cleanups) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER, String(port), body], {
    cwd: `${root}/apps/server`,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => stopChild(child));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(`${url}/health`, { child });
  return url;
}
