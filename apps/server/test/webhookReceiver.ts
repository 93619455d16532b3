import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedHook = { headers: http.IncomingHttpHeaders; body: string; at: number };

/**
 * A webhook receiver on loopback: keeps every request, answers with the next of `statuses` (then
 * 200), and checks a signature the way a customer's receiver would (Stripe's scheme).
 */
export async function startWebhookReceiver() {
  const received: ReceivedHook[] = [];
  let statuses: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** The next answers, in order; 200 once they are used up. */
    answer(next: number[]) {
      statuses = [...next];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether `header` signs `body` with `secret`: `t=<seconds>,v1=<hex HMAC-SHA256(secret, t.body)>`. */
export function verifySignature(header: string | undefined, body: string, secret: string): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.split('=') as [string, string]),
  );
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
