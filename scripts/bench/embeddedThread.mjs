// Why the embedded database runs on a thread of its own (apps/server/src/db/embeddedThread): one
// bare Node HTTP handler in three processes: alone, with PGlite opened on its main thread (as the
// server did before), and with PGlite opened on a worker thread (as it does now). PGlite's file
// system fills V8's table of object shapes on the thread that opens it, which slows every request
// that thread serves. Alternating short runs, so the machine's drift falls on all three; medians.
// In `npm run bench` as BENCH_ONLY=embeddedThread.
import { startScriptServer } from './scriptServer.mjs';
import { wrk } from './wrk.mjs';

const ROUNDS = 5;

const SERVER = `
import http from 'node:http';
import { Worker } from 'node:worker_threads';
const [port, where] = [Number(process.argv[1]), process.argv[2]];
const OPEN = "const { PGlite } = await import('@electric-sql/pglite');" +
  "const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');" +
  "const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');" +
  "globalThis.db = await PGlite.create({ extensions: { pg_trgm, unaccent } });" +
  "await globalThis.db.query('select 1');";
if (where === 'main') await new Function('return (async () => {' + OPEN + '})()')();
if (where === 'thread') {
  const worker = new Worker('(async () => {' + OPEN + "(await import('node:worker_threads')).parentPort.postMessage('open'); })()", { eval: true });
  await new Promise((resolve) => worker.once('message', resolve));
}
const body = Buffer.from('{"status":"ok"}');
http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
  response.end(body);
}).listen(port, '127.0.0.1');
`;

/** From apps/server, so the dynamic imports find PGlite where the server does. */
const start = async (where, cleanups) =>
  `${await startScriptServer(SERVER, [where], cleanups, { timeoutMs: 60_000 })}/`;

export async function benchEmbeddedThread({ load, workDir, cleanups }) {
  const places = ['alone', 'main', 'thread'];
  const urls = {};
  for (const where of places) urls[where] = await start(where, cleanups);
  const runs = Object.fromEntries(places.map((where) => [where, []]));
  for (let round = 0; round < ROUNDS; round++)
    for (const where of places)
      runs[where].push((await wrk(urls[where], { ...load, duration: 4, workDir })).rps);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const alone = median(runs.alone);
  console.log(
    `\nA bare Node handler beside the embedded database (${ROUNDS} alternating runs of 4 s, medians):`,
  );
  for (const [where, label] of [
    ['alone', 'no database in the process'],
    ['main', 'PGlite on the main thread (before)'],
    ['thread', 'PGlite on a worker thread (now)'],
  ])
    console.log(
      `  ${label.padEnd(36)} ${String(Math.round(median(runs[where]))).padStart(6)} req/s  ${(median(runs[where]) / alone).toFixed(2)} ×`,
    );
}
