import http, { type IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { requestFacts } from './requestFacts';

type Facts = { ip: string; host: string; protocol: string };

const servers: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/**
 * A real Fastify with the given trustProxy answers what it reads of each request; the same raw
 * request, read by requestFacts before Fastify (as a fast path would), is kept beside it.
 */
async function startComparison(trustProxy: boolean) {
  const app = Fastify({ trustProxy });
  app.get('/facts', (request) => ({ ip: request.ip, host: request.host, protocol: request.protocol }));
  const ours: Facts[] = [];
  const [fastify] = app.server.listeners('request') as ((req: IncomingMessage, res: unknown) => void)[];
  app.server.removeAllListeners('request');
  app.server.on('request', (request, response) => {
    const facts = requestFacts(request, trustProxy);
    ours.push({ ip: facts.ip(), host: facts.host(), protocol: facts.protocol() });
    fastify?.(request, response);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push(app);
  const { port } = app.server.address() as { port: number };
  return {
    async ask(headers: Record<string, string | string[]>) {
      const theirs = await new Promise<Facts>((resolve, reject) => {
        const req = http.request({ port, host: '127.0.0.1', path: '/facts', headers }, (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve(JSON.parse(text) as Facts));
        });
        req.on('error', reject);
        req.end();
      });
      return { theirs, ours: ours.at(-1) };
    },
  };
}

const REQUESTS: Record<string, string | string[]>[] = [
  {},
  { host: 'docs.example.com' },
  { host: 'docs.example.com:8443', 'x-forwarded-host': 'evil.example' },
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-forwarded-for': '203.0.113.9, 10.0.0.2' },
  { 'x-forwarded-for': ['198.51.100.4', '203.0.113.9 , 10.0.0.2'] },
  { 'x-forwarded-for': ' , 203.0.113.9' },
  { 'x-forwarded-for': '2001:db8::1' },
  { 'x-forwarded-host': 'a.example, b.example', 'x-forwarded-proto': 'http, https' },
  { 'x-forwarded-host': ['a.example', 'c.example'], 'x-forwarded-proto': ['https', 'http'] },
  { 'x-forwarded-proto': 'https' },
];

describe('requestFacts', () => {
  for (const trustProxy of [false, true]) {
    it(`reads address, host and protocol as Fastify does with trustProxy ${trustProxy}`, async () => {
      const server = await startComparison(trustProxy);
      for (const headers of REQUESTS) {
        const { theirs, ours } = await server.ask(headers);
        expect({ headers, facts: ours }).toEqual({ headers, facts: theirs });
      }
    });
  }

  it('takes the forwarded client address and host only behind a trusted proxy', async () => {
    const headers = {
      host: 'docs.example.com',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
    };
    expect((await (await startComparison(false)).ask(headers)).ours).toEqual({
      ip: '127.0.0.1',
      host: 'docs.example.com',
      protocol: 'http',
    });
    expect((await (await startComparison(true)).ask(headers)).ours).toEqual({
      ip: '203.0.113.9',
      host: 'evil.example',
      protocol: 'http',
    });
  });
});
