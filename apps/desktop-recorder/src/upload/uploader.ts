import { createHash } from 'node:crypto';
import { createReadStream, openAsBlob } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import {
  createApiClient,
  type EndpointErrorCode,
  recordingsApi,
  ZRecordingUploadResponse,
  ZStagedImageList,
} from '@support/shared';
import { ApiError, bearer, readError } from '../connect/http';
import { nodeFetch } from '../connect/nodeFetch';
import { buildManifest } from '../steps/manifest';
import type { RecordingSnapshot } from '../store/journal';

/**
 * The 409 of a staged image (and of the upload) once the recording was uploaded: typed by the
 * shared contract, so a code the server stops declaring fails the typecheck here.
 */
const ALREADY_UPLOADED: EndpointErrorCode<typeof recordingsApi.stageImage> = 'ALREADY_UPLOADED';

/**
 * The recording upload (`recordingsApi.upload`, contract item 2), resumable: each step's image is
 * staged on its own (`recordingsApi.stageImage`, read from disk as a file Blob, never all in memory),
 * then the manifest is posted; a server without staging gets one multipart body. All with the recording's Idempotency-Key on every try so a
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

/** Staged images sent at once. */
const PUTS_IN_FLIGHT = 3;

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

/** Streams `body` through a counter that reports each chunk's bytes. */
function counted(body: ReadableStream<Uint8Array> | null, onBytes: (bytes: number) => void) {
  return body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        onBytes(chunk.byteLength);
        controller.enqueue(chunk);
      },
    }),
  );
}

/** The contract's client, through node:http like every call of the recorder (connect/nodeFetch.ts). */
function client(options: UploadOptions) {
  return createApiClient({
    server: options.server,
    fetch: nodeFetch,
    headers: () => bearer(options.token),
    unreachable: (error) =>
      new ApiError(`Could not reach the server: ${(error as Error).message}`, 0, 'NETWORK'),
  });
}

/** The whole recording in one multipart body: servers without staged images. */
async function singlePost(options: UploadOptions): Promise<Response> {
  const { data, total } = await form(options);
  return post(options, data, 0, total);
}

/** The multipart POST of `data`; `before` bytes of `total` were sent already (staged images). */
async function post(options: UploadOptions, data: FormData, before: number, total: number) {
  const encoded = new Response(data);
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  let sent = before;
  const body = counted(encoded.body, (bytes) => {
    sent += bytes;
    options.onProgress?.(Math.min(sent, total), total);
  });
  return client(options).send(recordingsApi.upload, {
    headers: { 'content-type': contentType, 'idempotency-key': options.recording.meta.idempotencyKey },
    body: body ?? data,
    signal: options.signal,
  });
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * One try: asks which images the server has staged under the recording's key, sends each missing or
 * changed one on its own (one file read at a time, from disk), then the manifest. A try after a
 * broken connection so sends only what did not arrive. A server without staging (404) gets the
 * whole recording in one body.
 */
async function attempt(options: UploadOptions): Promise<Response> {
  const key = options.recording.meta.idempotencyKey;
  const api = client(options);
  const listing = await api.send(recordingsApi.stagedImages, { params: { key }, signal: options.signal });
  if (listing.status === 404) {
    await listing.body?.cancel();
    return singlePost(options);
  }
  if (!listing.ok) return listing;
  // An answer cut off or garbled on the way counts as the server's failure: retried like a 5xx.
  const listed = ZStagedImageList.safeParse(await listing.json().catch(() => null));
  if (!listed.success)
    throw new ApiError('The server answered the list of staged images unreadably', 502, 'BAD_ANSWER');
  const staged = new Map(listed.data.images.map((image) => [image.image, image]));
  const manifest = buildManifest(options.recording);
  const manifestJson = JSON.stringify(manifest);
  const images = await Promise.all(
    manifest.steps.map(async (step) => {
      const path = options.imagePath(step.image);
      return { name: step.image, path, size: (await stat(path)).size };
    }),
  );
  const total = manifestJson.length + images.reduce((sum, image) => sum + image.size, 0);
  let sent = 0;
  const missing: typeof images = [];
  for (const image of images) {
    const known = staged.get(image.name);
    if (known && known.size === image.size && known.sha256 === (await sha256Of(image.path))) {
      sent += image.size;
    } else missing.push(image);
  }
  options.onProgress?.(sent, total);
  // A few images in flight: each PUT's round trip and the server's work overlap with the next bytes.
  const stop = new AbortController();
  const cancel = () => stop.abort();
  options.signal?.addEventListener('abort', cancel);
  let refused: Response | null = null;
  let next = 0;
  const sender = async () => {
    while (!refused && next < missing.length) {
      const image = missing[next++]!;
      const type = await imageType(image.path);
      const blob = await openAsBlob(image.path, { type });
      const body = counted(blob.stream(), (bytes) => {
        sent += bytes;
        options.onProgress?.(Math.min(sent, total), total);
      });
      const response = await api.send(recordingsApi.stageImage, {
        params: { key, image: image.name },
        headers: { 'content-type': type },
        body: body ?? blob,
        signal: stop.signal,
      });
      if (!response.ok) {
        // Read before the others are stopped: stopping them would cut this answer's body too.
        const answer = new Response(await response.arrayBuffer().catch(() => null), response);
        refused ??= answer;
        stop.abort();
        return;
      }
      await response.body?.cancel();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PUTS_IN_FLIGHT, missing.length) }, sender));
  } catch (error) {
    stop.abort();
    // The others were stopped because one was refused: that answer is the outcome.
    if (refused && !options.signal?.aborted) return refused;
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', cancel);
  }
  if (refused) return refused;
  const data = new FormData();
  data.append('manifest', manifestJson);
  return post(options, data, sent, total);
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
        // Lost on the way, the answer is asked for again: the same key gets the same article.
        const created = ZRecordingUploadResponse.safeParse(await response.json().catch(() => null));
        if (!created.success)
          throw new ApiError('The server answered the upload unreadably', 502, 'BAD_ANSWER');
        return { kind: 'done', articleId: created.data.articleId };
      }
      if (response.status === 409) {
        // The recording was uploaded already (an answer lost, or a twin finished first).
        const body = (await response.json().catch(() => null)) as {
          code?: unknown;
          articleId?: unknown;
        } | null;
        if (body?.code === ALREADY_UPLOADED && typeof body.articleId === 'string') {
          return { kind: 'done', articleId: body.articleId };
        }
        error = new ApiError(
          typeof (body as { message?: unknown } | null)?.message === 'string'
            ? String((body as { message: string }).message)
            : `Upload failed (${response.status})`,
          409,
        );
      } else error = await readError(response, `Upload failed (${response.status})`);
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
