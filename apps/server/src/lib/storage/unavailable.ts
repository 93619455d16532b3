import { StorageUnavailableError } from '../errors';

/** Socket errors on the way to the bucket: the same codes the database's driver reports (db/unavailable.ts). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether an error of the S3 SDK means the service is away (refused, reset, timed out, or answering
 * 5xx such as 503 SlowDown) rather than a request it rejects (403, a missing bucket).
 */
export function isStorageOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, name, $metadata } = current as {
      code?: unknown;
      name?: unknown;
      $metadata?: { httpStatusCode?: number };
    };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (name === 'TimeoutError') return true;
    if (($metadata?.httpStatusCode ?? 0) >= 500) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The adapter boundary: an outage leaves the storage module as StorageUnavailableError, so callers
 * and the error handler never take it for the database's (both report ECONNREFUSED).
 */
export function asStorageError(error: unknown): unknown {
  if (error instanceof StorageUnavailableError) return error;
  return isStorageOutage(error) ? new StorageUnavailableError(error) : error;
}
