import { openAsBlob } from 'node:fs';
import { open } from 'node:fs/promises';
import { ZRecordingUploadResponse } from '@support/shared';
import { ApiError, bearer, readError } from '../connect/http';
import { buildManifest } from '../steps/manifest';
import type { RecordingSnapshot } from '../store/journal';

/**
 * `POST /v1/recordings` (contract item 2): the manifest and one image part per step, read from
 * disk as file Blobs (never all in memory), with the recording's Idempotency-Key on every try so a
 * retry after a lost answer, or after the recorder was killed mid-upload, never makes a second
 * article. Network errors, 408, 429 and 5xx are retried with backoff for as long as it takes (the
 * recording stays queued while the server is down); 401 means the token was revoked; any other
 * refusal is final and keeps the recording for the person to decide.
 */

export type UploadOutcome =
  | { kind: 'done'; articleId: string }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'cancelled' };

export type UploadOptions = {
  server: string;
  token: string;
  recording: RecordingSnapshot;
  imagePath: (image: string) => string;
  onProgress?: (sent: number, total: number) => void;
  /** Called before each wait: the attempt that failed, its error, the delay. */
  onRetry?: (attempt: number, error: ApiError, delayMs: number) => void;
  signal?: AbortSignal;
  /** Backoff: 1 s doubling up to a minute (tests pass small numbers). */
  firstDelayMs?: number;
  maxDelayMs?: number;
};

const retryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** PNG normally; a screenshot too large as PNG was stored as JPEG under the same name. */
async function imageType(path: string): Promise<'image/png' | 'image/jpeg'> {
  const handle = await open(path, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return buffer[0] === 0xff && buffer[1] === 0xd8 ? 'image/jpeg' : 'image/png';
  } finally {
    await handle.close();
  }
}

async function form(options: UploadOptions) {
  const manifest = buildManifest(options.recording);
  const data = new FormData();
  const manifestJson = JSON.stringify(manifest);
  data.append('manifest', manifestJson);
  let total = manifestJson.length;
  for (const step of manifest.steps) {
    const path = options.imagePath(step.image);
    const type = await imageType(path);
    const blob = await openAsBlob(path, { type });
    total += blob.size;
    data.append(step.image, blob, `${step.image}.${type === 'image/jpeg' ? 'jpg' : 'png'}`);
  }
  return { data, total };
}

/** One try. The body is streamed through a counter so the UI shows the bytes sent. */
async function attempt(options: UploadOptions): Promise<Response> {
  const { data, total } = await form(options);
  const encoded = new Response(data);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  let sent = 0;
  const counted = encoded.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        sent += chunk.byteLength;
        options.onProgress?.(Math.min(sent, total), total);
        controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await fetch(`${options.server}/v1/recordings`, {
      method: 'POST',
      headers: {
        ...bearer(options.token),
        'content-type': contentType,
        'idempotency-key': options.recording.meta.idempotencyKey,
      },
      body: counted,
      duplex: 'half',
      signal: options.signal,
    } as RequestInit);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(`Could not reach the server: ${(error as Error).message}`, 0, 'NETWORK');
  }
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export async function uploadRecording(options: UploadOptions): Promise<UploadOutcome> {
  const first = options.firstDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 60_000;
  for (let tries = 1; ; tries++) {
    if (options.signal?.aborted) return { kind: 'cancelled' };
    let error: ApiError;
    try {
      const response = await attempt(options);
      if (response.ok) {
        const { articleId } = ZRecordingUploadResponse.parse(await response.json());
        return { kind: 'done', articleId };
      }
      error = await readError(response, `Upload failed (${response.status})`);
    } catch (caught) {
      if (options.signal?.aborted) return { kind: 'cancelled' };
      if (!(caught instanceof ApiError)) throw caught;
      error = caught;
    }
    if (error.status === 401) return { kind: 'unauthorized', message: error.message };
    if (!retryable(error.status)) return { kind: 'refused', status: error.status, message: error.message };
    const delay = Math.min(max, first * 2 ** Math.min(tries - 1, 16));
    options.onRetry?.(tries, error, delay);
    await wait(delay, options.signal);
  }
}
