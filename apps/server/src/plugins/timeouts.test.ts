import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningTestApp, listeningTestApp } from '../../test/app';

/**
 * Slow clients are cut off (tiny timeouts here; the defaults are in config.ts): a client that sends
 * its body a byte at a time, or never finishes its headers, does not hold a connection forever.
 */
let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp({
    env: { HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '600', HTTP_IDLE_TIMEOUT_MS: '5000' },
  });
});
afterAll(() => t.close());

/** Writes `head` at once, then one byte of `trickle` every 50 ms; resolves with the ms until the server closed. */
function trickle(head: string, trickleText: string): Promise<{ ms: number; response: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(t.port, '127.0.0.1');
    let response = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < trickleText.length) socket.write(trickleText[i++]!);
    }, 50);
    socket.on('data', (data) => {
      response += data.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, response });
    });
    socket.on('connect', () => socket.write(head));
  });
}

describe('HTTP timeouts', () => {
  it('closes a connection whose body arrives a byte at a time once the request time is up', async () => {
    const head =
      'POST /v1/auth/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n';
    const { ms, response } = await trickle(head, '{"email":"a@b.c",'.padEnd(200, ' '));
    expect(ms).toBeLessThan(3000);
    expect(response).toMatch(/^HTTP\/1\.1 408 |^$/);
  });

  it('closes a connection that never finishes its headers', async () => {
    const { ms } = await trickle('GET /v1/health HTTP/1.1\r\n', 'x-slow: '.padEnd(200, 'a'));
    expect(ms).toBeLessThan(3000);
  });
});
