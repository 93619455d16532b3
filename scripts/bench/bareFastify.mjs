// A bare Fastify answering one route with fixed bytes, in a process of its own: what the framework
// alone costs, next to the product's request pipeline (hooks, headers, validation) on the same route;
// and Node's bare HTTP server with a page's bytes and headers, next to the pages served from memory.
import { startScriptServer } from './scriptServer.mjs';

const SERVER = `
import Fastify from 'fastify';
const [port, body] = [Number(process.argv[1]), process.argv[2]];
const app = Fastify({ logger: false });
app.get('/*', (request, reply) => { reply.type('application/json; charset=utf-8').send(body); });
await app.listen({ port, host: '127.0.0.1' });
`;

/** Serves `body` as JSON at every path; stopped by the cleanups. */
export function startBareFastify(body, cleanups) {
  return startScriptServer(SERVER, [body], cleanups, { healthPath: '/health' });
}

const NODE_SERVER = `
import http from 'node:http';
import { readFileSync } from 'node:fs';
const [port, file, headersJson] = [Number(process.argv[1]), process.argv[2], process.argv[3]];
const body = readFileSync(file);
const headers = { ...JSON.parse(headersJson), 'content-length': String(body.length) };
http.createServer((request, response) => { response.writeHead(200, headers); response.end(body); }).listen(port, '127.0.0.1');
`;

/**
 * Node's own HTTP server answering every path with the bytes of \`file\` and \`headers\` (a page's
 * real header set): what any Node server can reach here, next to the product's fast path.
 */
export function startBareNode(file, headers, cleanups) {
  return startScriptServer(NODE_SERVER, [file, JSON.stringify(headers)], cleanups);
}
