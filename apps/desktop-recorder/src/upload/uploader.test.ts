import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBody, sendJson, startLoopbackServer } from '@support/shared/testing/loopbackServer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecordingJournal } from '../store/journal';
import { uploadRecording } from './uploader';

const ARTICLE = '5b1f8d4e-4a8e-4f57-9f3b-2c6f2f1c2d3e';
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let root: string;
let journal: RecordingJournal;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'recorder-upload-'));
  journal = await RecordingJournal.create(root, {
    id: 'rec',
    idempotencyKey: '0d6f3f7e-2b8a-4c1e-9a57-8b1e2c3d4f5a',
    startedAt: Date.now(),
    keepTypedText: false,
    recorderVersion: '1.0.0',
  });
  for (const image of ['step-1', 'step-2']) {
    await journal.writeImage(image, png);
    await journal.upsert({
      action: 'CLICK',
      image,
      timestamp: image === 'step-1' ? 1 : 2,
      pageTitle: 'Form',
      application: 'XTerm',
      point: { x: 3, y: 4 },
      viewport: { width: 100, height: 100, devicePixelRatio: 1 },
    });
  }
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

type Seen = { key: string | undefined; auth: string | undefined; body: string };

/** A server without staged images: the recorder falls back to one multipart body. */
async function standIn(answers: Array<(seen: Seen) => [number, unknown]>) {
  const seen: Seen[] = [];
  const calls: string[] = [];
  const server = await startLoopbackServer(async (request, response) => {
    calls.push(`${request.method} ${request.url}`);
    if (request.url?.startsWith('/v1/recordings/staged/')) {
      await readBody(request);
      sendJson(response, 404, { message: 'Route not found' });
      return;
    }
    const entry = {
      key: request.headers['idempotency-key'] as string | undefined,
      auth: request.headers.authorization,
      body: (await readBody(request)).toString('latin1'),
    };
    seen.push(entry);
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    if (!answer) throw new Error('no answer');
    const [status, body] = answer(entry);
    sendJson(response, status, body);
  });
  return { server, seen, calls };
}

const options = (server: string) => ({
  server,
  token: 'tok',
  recording: journal.snapshot(),
  imagePath: (image: string) => journal.imagePath(image),
  firstDelayMs: 10,
  maxDelayMs: 50,
});

describe('uploadRecording', () => {
  it('falls back to one body with manifest and images when the server stages nothing (404), and retries a 503 with the same key', async () => {
    const { server, seen, calls } = await standIn([
      () => [503, { message: 'Down for a moment' }],
      () => [201, { articleId: ARTICLE }],
    ]);
    const progress: number[] = [];
    try {
      const outcome = await uploadRecording({
        ...options(server.origin),
        onProgress: (sent) => progress.push(sent),
      });
      expect(outcome).toEqual({ kind: 'done', articleId: ARTICLE });
    } finally {
      await server.close();
    }
    expect(seen.map((s) => s.key)).toEqual([journal.meta.idempotencyKey, journal.meta.idempotencyKey]);
    expect(seen[1]?.auth).toBe('Bearer tok');
    expect(seen[1]?.body).toContain('name="manifest"');
    expect(seen[1]?.body).toContain('"kind":"desktop"');
    expect(seen[1]?.body).toContain('name="step-2"; filename="step-2.png"');
    expect(progress.length).toBeGreaterThan(0);
    const staged = `/v1/recordings/staged/${journal.meta.idempotencyKey}`;
    expect(calls).toEqual([`GET ${staged}`, 'POST /v1/recordings', `GET ${staged}`, 'POST /v1/recordings']);
  });

  it('keeps retrying while the connection is refused, then succeeds on the same key', async () => {
    // A port nobody listens on; after the second refused try a server starts on that very port.
    const probe = createNetServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const failures: number[] = [];
    const keys: string[] = [];
    const late = createHttpServer((request, response) => {
      if (request.url?.startsWith('/v1/recordings/staged/')) {
        sendJson(response, 404, { message: 'Route not found' });
        return;
      }
      keys.push(String(request.headers['idempotency-key']));
      void readBody(request).then(() => sendJson(response, 201, { articleId: ARTICLE }));
    });
    try {
      const outcome = await uploadRecording({
        ...options(`http://127.0.0.1:${port}`),
        onRetry: (attempt, error) => {
          failures.push(error.status);
          if (attempt === 2) late.listen(port, '127.0.0.1');
        },
      });
      expect(outcome).toEqual({ kind: 'done', articleId: ARTICLE });
    } finally {
      late.closeAllConnections();
      await new Promise<void>((resolve) => late.close(() => resolve()));
    }
    expect(failures).toEqual([0, 0]);
    expect(keys).toEqual([journal.meta.idempotencyKey]);
  });

  it('stops on 401 (token revoked) and on a final refusal, and the recording stays on disk', async () => {
    const { server, seen } = await standIn([() => [401, { message: 'The session was revoked' }]]);
    try {
      expect(await uploadRecording(options(server.origin))).toEqual({
        kind: 'unauthorized',
        message: 'The session was revoked',
      });
    } finally {
      await server.close();
    }
    expect(seen).toHaveLength(1);
    const [kept] = await RecordingJournal.unfinished(root);
    expect(kept?.stepCount).toBe(2);

    const refusing = await standIn([() => [400, { message: 'Bad manifest' }]]);
    try {
      expect(await uploadRecording(options(refusing.server.origin))).toEqual({
        kind: 'refused',
        status: 400,
        message: 'Bad manifest',
      });
    } finally {
      await refusing.server.close();
    }
  });

  it('stages each image, and after a broken connection sends only the images the server lacks', async () => {
    const staged = new Map<string, { image: string; size: number; sha256: string }>();
    const calls: string[] = [];
    let posted = '';
    let breakNext = true;
    const key = journal.meta.idempotencyKey;
    const server = await startLoopbackServer(async (request, response) => {
      const url = request.url ?? '';
      calls.push(`${request.method} ${url}`);
      if (request.method === 'GET' && url === `/v1/recordings/staged/${key}`) {
        sendJson(response, 200, { images: [...staged.values()] });
        return;
      }
      const image = url.match(new RegExp(`^/v1/recordings/staged/${key}/([^/]+)$`))?.[1];
      if (request.method === 'PUT' && image) {
        expect(request.headers['content-type']).toBe('image/png');
        const bytes = await readBody(request);
        // The connection breaks while the second image is sent, once, after the first arrived
        // (the recorder sends a few at once).
        if (image === 'step-2' && breakNext) {
          breakNext = false;
          while (!staged.has('step-1')) await new Promise((resolve) => setTimeout(resolve, 5));
          request.socket.destroy();
          return;
        }
        const entry = { image, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
        staged.set(image, entry);
        sendJson(response, 201, entry);
        return;
      }
      posted = (await readBody(request)).toString('latin1');
      sendJson(response, 201, { articleId: ARTICLE });
    });
    const progress: Array<[number, number]> = [];
    try {
      const outcome = await uploadRecording({
        ...options(server.origin),
        onProgress: (sent, total) => progress.push([sent, total]),
      });
      expect(outcome).toEqual({ kind: 'done', articleId: ARTICLE });
    } finally {
      await server.close();
    }
    const list = `GET /v1/recordings/staged/${key}`;
    // The first two were sent at once, in either order.
    expect([calls[0], ...calls.slice(1, 3).sort(), ...calls.slice(3)]).toEqual([
      list,
      `PUT /v1/recordings/staged/${key}/step-1`,
      `PUT /v1/recordings/staged/${key}/step-2`,
      list,
      `PUT /v1/recordings/staged/${key}/step-2`,
      'POST /v1/recordings',
    ]);
    expect(posted).toContain('name="manifest"');
    expect(posted).not.toContain('name="step-1"');
    expect(posted).not.toContain('name="step-2"');
    const last = progress.at(-1);
    expect(last?.[0]).toBe(last?.[1]);
  });

  it('is done with the existing article when the server says the recording was uploaded already', async () => {
    const server = await startLoopbackServer(async (request, response) => {
      await readBody(request);
      if (request.method === 'GET') sendJson(response, 200, { images: [] });
      else
        sendJson(response, 409, {
          message: 'Uploaded already',
          code: 'ALREADY_UPLOADED',
          articleId: ARTICLE,
        });
    });
    try {
      expect(await uploadRecording(options(server.origin))).toEqual({ kind: 'done', articleId: ARTICLE });
    } finally {
      await server.close();
    }
  });

  it('retries when the list of staged images comes back unreadable, then uploads', async () => {
    const calls: string[] = [];
    const server = await startLoopbackServer(async (request, response) => {
      calls.push(`${request.method} ${request.url?.replace(/\/staged\/[^/]+/, '/staged/KEY')}`);
      await readBody(request);
      if (request.method === 'GET' && calls.length === 1) {
        response.writeHead(200, { 'content-type': 'application/json' }).end('<html>proxy error</html>');
      } else if (request.method === 'GET') sendJson(response, 200, { images: [] });
      else if (request.method === 'PUT') {
        const image = String(request.url).split('/').at(-1);
        sendJson(response, 201, {
          image,
          size: png.length,
          sha256: createHash('sha256').update(png).digest('hex'),
        });
      } else sendJson(response, 201, { articleId: ARTICLE });
    });
    try {
      expect(await uploadRecording(options(server.origin))).toEqual({ kind: 'done', articleId: ARTICLE });
      // The two images go at once, in either order.
      expect([...calls.slice(0, 2), ...calls.slice(2, 4).sort(), ...calls.slice(4)]).toEqual([
        'GET /v1/recordings/staged/KEY',
        'GET /v1/recordings/staged/KEY',
        'PUT /v1/recordings/staged/KEY/step-1',
        'PUT /v1/recordings/staged/KEY/step-2',
        'POST /v1/recordings',
      ]);
    } finally {
      await server.close();
    }
  });
});
