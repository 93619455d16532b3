/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type LoopbackHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/**
 * The HTTP server under a test's stand-in for an outside service (the AI API, Stripe, S3), on
 * 127.0.0.1 at a free port. A handler that throws is answered 500 rather than left hanging. `close`
 * ends the connections still open too (a client's keep-alive, a request a test leaves unanswered on
 * purpose), so closing never waits for a client to give up. `port` reopens a stand-in where its
 * clients expect it (an outage that ends).
 */
export async function startLoopbackServer(handle: LoopbackHandler, options: { port?: number } = {}) {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    Promise.resolve()
      .then(() => handle(request, response))
      .catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
      });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** `http://127.0.0.1:{port}`, without a trailing slash. */
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function readText(request: IncomingMessage): Promise<string> {
  return (await readBody(request)).toString('utf8');
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
