import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningTestApp, listeningTestApp } from '../../test/app';
import { requestHead, sendUnfinished } from '../../test/socket';
import { LINGER_MS } from './closeUnreadBodies';

/**
 * Issue 52 item 8: an answer sent before the body was read (a 401 here) must reach a client that is
 * still sending. Closing with unread bytes makes the kernel send a reset, and Node's fetch then
 * rejects with a network error instead of giving the 401 (28 of 50 on a 4 MB body once). The server
 * lets a body that fits the route's limit arrive and drops it, for at most LINGER_MS.
 */
let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t.close());

/**
 * Node's fetch in a thread of its own, sending `bytes` as a stream of `chunk`-byte pieces with its
 * thread busy for `busyMs` before each: a loaded client, which reads its answer only when the body
 * is out. A reset then reaches it before it read the answer, as on a loaded machine.
 */
function busyClientFetch(options: {
  url: string;
  method: string;
  type: string;
  bytes: number;
  chunk: number;
  busyMs: number;
}) {
  const code = `
    const { parentPort, workerData: o } = require('node:worker_threads');
    let left = o.bytes;
    const body = new ReadableStream({
      pull(controller) {
        const until = Date.now() + o.busyMs;
        while (Date.now() < until) {}
        if (left <= 0) return controller.close();
        const n = Math.min(o.chunk, left);
        left -= n;
        controller.enqueue(new Uint8Array(n).fill(65));
      },
    });
    fetch(o.url, {
      method: o.method,
      headers: { 'content-type': o.type, 'content-length': String(o.bytes) },
      body,
      duplex: 'half',
    })
      .then(async (r) => parentPort.postMessage({ status: r.status, body: await r.json() }))
      .catch((e) => parentPort.postMessage({ error: String(e.cause?.code ?? e.message) }));
  `;
  return new Promise<{ status?: number; body?: { code?: string; message?: string }; error?: string }>(
    (resolve, reject) => {
      const worker = new Worker(code, { eval: true, workerData: options });
      worker.once('message', (answer) => {
        resolve(answer);
        void worker.terminate();
      });
      worker.once('error', reject);
    },
  );
}

describe('an early refusal of a body the route would take (lingering close)', () => {
  const cases = [
    { label: 'a 200 KB JSON', method: 'PUT', bytes: 200 * 1024, chunk: 50 * 1024, type: 'application/json' },
    { label: 'a 4 MB screenshot', method: 'PUT', bytes: 4 << 20, chunk: 512 * 1024, type: 'image/png' },
    {
      label: 'a 4 MB recording',
      method: 'POST',
      bytes: 4 << 20,
      chunk: 512 * 1024,
      type: 'multipart/form-data; boundary=x',
    },
  ];
  const pathOf = (label: string) =>
    label.includes('JSON')
      ? `/v1/help-centers/${randomUUID()}`
      : label.includes('screenshot')
        ? `/v1/recordings/staged/${randomUUID()}/step-1.png`
        : '/v1/recordings';
  for (const { label, method, bytes, chunk, type } of cases) {
    it(`reaches a busy client's fetch with ${label} body (401 before the body is read), every time`, async () => {
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          busyClientFetch({
            url: `http://127.0.0.1:${t.port}${pathOf(label)}`,
            method,
            type,
            bytes,
            chunk,
            busyMs: 40,
          }),
        ),
      );
      for (const answer of answers) {
        expect(answer.error).toBeUndefined();
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
      }
    });
  }

  it('closes a connection whose refused body stops arriving, within the lingering time', async () => {
    const head = requestHead(
      `/v1/recordings/staged/${randomUUID()}/step-1.png`,
      { host: `127.0.0.1:${t.port}`, 'content-type': 'image/png' },
      4 * 1024 * 1024,
      'PUT',
    );
    const started = Date.now();
    // Sends 1 MB of the 4 MB announced, then nothing more (maxFiller reached; the socket stays open).
    const exchange = await sendUnfinished({
      port: t.port,
      head,
      body: Buffer.alloc(0),
      maxFiller: 1024 * 1024,
      hold: true,
    });
    expect(exchange.response).toMatch(/^HTTP\/1\.1 401 /);
    expect(exchange.closed).toBe(true);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(LINGER_MS - 500);
    expect(elapsed).toBeLessThan(LINGER_MS + 3000);
  });

  it('cuts at once a body announced over the route limit (nothing of it is received)', async () => {
    const head = requestHead(
      `/v1/recordings/staged/${randomUUID()}/step-1.png`,
      { host: `127.0.0.1:${t.port}`, 'content-type': 'image/png' },
      2 * 1024 * 1024 * 1024,
      'PUT',
    );
    const exchange = await sendUnfinished({
      port: t.port,
      head,
      body: Buffer.alloc(0),
      maxFiller: 64 * 1024 * 1024,
    });
    expect(exchange.response).toMatch(/^HTTP\/1\.1 401 /);
    expect(exchange.closed).toBe(true);
    expect(exchange.bodyBytesSent).toBeLessThan(16 * 1024 * 1024);
  });
});
