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

async function standIn(answers: Array<(seen: Seen) => [number, unknown]>) {
  const seen: Seen[] = [];
  const server = await startLoopbackServer(async (request, response) => {
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
  return { server, seen };
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
  it('retries after a 503 with the same Idempotency-Key and sends manifest and images', async () => {
    const { server, seen } = await standIn([
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
});
