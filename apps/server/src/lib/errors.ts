/**
 * The one catalogue of errors the API answers with. Services throw these; the error handler
 * (plugins/errorHandler.ts) turns them into `{ message, code?, ...extra }` with their status.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Documented extra fields of the body, e.g. an invitation's `status`. */
    readonly extra: Record<string, unknown> = {},
    /** Sent as `Retry-After` (429, 503): when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** Response headers the answer carries, e.g. `Retry-After` of a 429. */
  headers: Record<string, string> = {};

  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', extra?: Record<string, unknown>) =>
  new AppError(400, message, code, extra);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHORIZED') =>
  new AppError(401, message, code);
export const forbidden = (
  message = 'You are not allowed to do this',
  code = 'FORBIDDEN',
  extra?: Record<string, unknown>,
) => new AppError(403, message, code, extra);
export const notFound = (message = 'Not found', code = 'NOT_FOUND', extra?: Record<string, unknown>) =>
  new AppError(404, message, code, extra);
export const conflict = (message: string, code = 'CONFLICT', extra?: Record<string, unknown>) =>
  new AppError(409, message, code, extra);
export const gone = (message: string, code = 'GONE', extra?: Record<string, unknown>) =>
  new AppError(410, message, code, extra);
export const rateLimitedMessage = (retryAfterSeconds: number) =>
  `Too many requests, please try again in ${retryAfterSeconds} seconds`;
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError(429, message ?? rateLimitedMessage(retryAfterSeconds), 'RATE_LIMITED', {}, retryAfterSeconds);
export const serviceUnavailable = (message: string, code: string) => new AppError(503, message, code);

/** What a request that needs the database answers while it is away (plugins/errorHandler.ts). */
export const DATABASE_UNAVAILABLE = {
  unreachable: {
    message: 'The database is not reachable right now. Please try again in a few seconds.',
    code: 'DATABASE_UNAVAILABLE',
    retryAfterSeconds: 5,
  },
  busy: {
    message: 'The database is busy right now. Please try again in a few seconds.',
    code: 'DATABASE_BUSY',
    retryAfterSeconds: 2,
  },
} as const;
/**
 * A write refused because the server's disk (files, uploads or the database) is full: the server's
 * fault, not the client's, and one that passes once space is freed (plugins/errorHandler.ts).
 */
export const STORAGE_FULL = {
  status: 507,
  code: 'STORAGE_FULL',
  message:
    "The server's disk is full: nothing was saved. Your text is kept here; try again once space is freed.",
} as const;
export const storageFull = () => new AppError(STORAGE_FULL.status, STORAGE_FULL.message, STORAGE_FULL.code);
/** Markdown the renderer cannot handle in bounded time (lib/markdown/bounds); `problem` names what. */
export const contentTooComplex = (message: string, extra: { problem: string; line: number }) =>
  new AppError(400, message, 'CONTENT_TOO_COMPLEX', extra);

/**
 * File storage (S3 or the files folder) could not be reached: thrown by the storage adapters
 * (lib/storage/unavailable.ts) so that an S3 outage is answered as storage, not as the database,
 * though both fail with the same socket errors.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(
      503,
      'File storage is not reachable right now. Please try again in a few seconds.',
      'STORAGE_UNAVAILABLE',
      {},
      5,
    );
    this.cause = cause;
  }
}
