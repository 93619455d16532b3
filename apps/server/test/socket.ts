import net from 'node:net';
import type { App } from '../src/app';

/** What a raw connection saw: the answer's text, how much of the body it sent, whether it closed. */
export type RawExchange = { response: string; bodyBytesSent: number; closed: boolean };

/** The app listening on a loopback port of its own, for tests that need a real socket. */
export async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/**
 * Sends a request over a plain TCP connection: `head` (request line and headers), then `body`, then
 * `filler` bytes for as long as the server keeps reading, up to `maxFiller`, without ever finishing
 * the body the headers announced. Resolves when the server closes the connection, or after
 * `maxFiller` bytes (with `hold`, 30 s after them), then with `closed: false`.
 */
export function sendUnfinished(options: {
  port: number;
  head: string;
  body: Buffer;
  maxFiller: number;
  chunk?: number;
  /** After `maxFiller` bytes, keep sending a byte now and then until the server closes the connection. */
  hold?: boolean;
}): Promise<RawExchange> {
  const { port, head, body, maxFiller, chunk = 64 * 1024, hold = false } = options;
  return new Promise((resolve) => {
    // Holding, the connection stays half open after the server's end of the answer, as a client
    // still sending its body keeps it; only the server's close ends the exchange.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: hold });
    let response = '';
    let sent = 0;
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ response, bodyBytesSent: sent, closed });
    };
    socket.on('data', (data) => {
      response += data.toString('latin1');
    });
    socket.on('error', () => {}); // a reset after the answer is what closing early looks like
    socket.on('close', () => finish(true));
    if (!hold) socket.on('end', () => finish(true));
    const filler = Buffer.alloc(chunk, 0x41);
    // A byte every 250 ms: the body keeps arriving, slowly, and a write to a connection the server
    // closed is answered with a reset, which is how the client learns of the close.
    const trickle = () => {
      const giveUp = setTimeout(() => finish(false), 30_000);
      const timer = setInterval(() => {
        if (done) return clearInterval(timer);
        socket.write('A');
        sent += 1;
      }, 250);
      socket.once('close', () => {
        clearInterval(timer);
        clearTimeout(giveUp);
      });
    };
    const pump = () => {
      while (!done && sent < maxFiller) {
        sent += filler.length;
        if (!socket.write(filler)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (!done && sent >= maxFiller && !hold) setImmediate(() => finish(false));
      if (!done && sent >= maxFiller && hold) trickle();
    };
    socket.on('connect', () => {
      socket.write(head);
      socket.write(body);
      sent = body.length;
      pump();
    });
  });
}

/** A request line and headers announcing a body far larger than anything the test will send. */
export function requestHead(
  path: string,
  headers: Record<string, string>,
  contentLength: number,
  method = 'POST',
): string {
  const lines = Object.entries({ host: '127.0.0.1', ...headers, 'content-length': String(contentLength) });
  return `${method} ${path} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
}

/** Sends `head` and `body` and then nothing, holding the connection open until `close()`. */
export function holdOpen(options: { port: number; head: string; body: Buffer }): { close(): void } {
  const socket = net.connect(options.port, '127.0.0.1');
  socket.on('error', () => {});
  socket.on('connect', () => {
    socket.write(options.head);
    socket.write(options.body);
  });
  return { close: () => socket.destroy() };
}
