import type { Readable } from 'node:stream';

/**
 * Where uploaded and rendered files live (images, GIFs, audio). The default keeps them on disk
 * under DATA_DIR/files; with S3_BUCKET set they go to S3-compatible object storage.
 * Keys are made by the server only (never from user input) and look like path segments.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores the file at `file` (a temporary file of an upload) under `key` without reading it into
   * memory, and removes the temporary file: local storage moves it, S3 streams it.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Removing an object that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL that serves the object without a session until it expires: relative (`/v1/files/…`)
   * for local storage, so it works on whatever host and port the server answers; S3's own
   * presigned URL otherwise.
   */
  signedUrl(key: string, options?: { ttlSeconds?: number }): Promise<string>;
  /**
   * Local storage only (S3 checks its own URLs): whether `signature` is this server's signature of
   * `key` until `expires` (seconds since the epoch).
   */
  verify?(key: string, expires: number, signature: string): 'valid' | 'expired' | 'invalid';
  /**
   * The object opened for reading in pieces, never whole (a narration of up to 100 MB is served in
   * byte ranges, zipped and sent for transcription this way); null when there is no such object.
   */
  open(key: string): Promise<OpenedObject | null>;
  /**
   * Local storage only: the path of the object's file (which may be missing), for readers that take
   * a file, such as the image renderer: the bytes then never pass through JavaScript's heap.
   */
  localFile?(key: string): string;
  /**
   * S3 only: the bytes of every object in the bucket, listed page by page; null past `maxObjects`
   * (a bucket too large to count on demand). Local storage is counted from its folder instead.
   */
  usedBytes?(maxObjects: number): Promise<number | null>;
  /**
   * Rejects when files cannot be stored now (S3 does not answer within `timeoutMs`, the folder is
   * not writable), for the readiness probe.
   */
  check(timeoutMs: number): Promise<void>;
}

export type StoredObject = { body: Buffer; contentType: string };

/** An object to read in pieces: its size and type, and a stream of all or a byte range of it. */
export type OpenedObject = {
  size: number;
  contentType: string;
  /** Bytes `start` to `end` inclusive, or all of them. */
  stream(range?: { start: number; end: number }): Readable;
};

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Keys never climb out of their folder and stay portable between disk and S3. */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split('/').includes('..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

export const isValidKey = (key: string): boolean => {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
};

/**
 * Expiry times rounded to a window of half the TTL: the same object keeps the same URL for a
 * while, so browsers cache images across the list's and the editor's refetches, and every URL
 * stays valid for at least half the TTL.
 */
export function stableWindow(nowMs: number, ttlSeconds: number): { startMs: number; expiresMs: number } {
  const windowMs = Math.max(1, Math.floor(ttlSeconds / 2)) * 1000;
  const startMs = Math.floor(nowMs / windowMs) * windowMs;
  return { startMs, expiresMs: startMs + ttlSeconds * 1000 };
}
