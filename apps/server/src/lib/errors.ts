import { ERROR_CATALOGUE, type ErrorCode, type ErrorCodeOfStatus } from '@support/shared';

/**
 * An error the API answers with. Its code is one of the catalogue's (packages/shared/src/errors/
 * catalogue.ts), which fixes its status; the error handler (plugins/errorHandler.ts) turns it into
 * `{ message, code, ...extra }` with that status. The message is the server's English text for
 * this case (the web shows the catalogue's text in the reader's language instead).
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Documented extra fields of the body, e.g. an invitation's `status`. */
    readonly extra: Record<string, unknown> = {},
    /** Sent as `Retry-After` (429, 503): when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.statusCode = ERROR_CATALOGUE[code].status;
  }

  /** Response headers the answer carries, e.g. `Retry-After` of a 429. */
  headers: Record<string, string> = {};

  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }
}

/** `appError('IMAGE_TOO_LARGE', message)`: the error of a code, with the catalogue's status. */
export const appError = (code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  new AppError(code, message, extra);

// The helpers name the status they answer with; their code must be one of that status.
export const badRequest = (
  message: string,
  code: ErrorCodeOfStatus<400> = 'BAD_REQUEST',
  extra?: Record<string, unknown>,
) => new AppError(code, message, extra);
export const unauthorized = (
  message = 'Authentication required',
  code: ErrorCodeOfStatus<401> = 'UNAUTHORIZED',
) => new AppError(code, message);
export const forbidden = (
  message = 'You are not allowed to do this',
  code: ErrorCodeOfStatus<403> = 'FORBIDDEN',
  extra?: Record<string, unknown>,
) => new AppError(code, message, extra);
export const notFound = (
  message = 'Not found',
  code: ErrorCodeOfStatus<404> = 'NOT_FOUND',
  extra?: Record<string, unknown>,
) => new AppError(code, message, extra);
export const conflict = (message: string, code: ErrorCodeOfStatus<409>, extra?: Record<string, unknown>) =>
  new AppError(code, message, extra);
export const gone = (message: string, code: ErrorCodeOfStatus<410>, extra?: Record<string, unknown>) =>
  new AppError(code, message, extra);
export const rateLimitedMessage = (retryAfterSeconds: number) =>
  `Too many requests, please try again in ${retryAfterSeconds} seconds`;
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError('RATE_LIMITED', message ?? rateLimitedMessage(retryAfterSeconds), {}, retryAfterSeconds);
export const serviceUnavailable = (message: string, code: ErrorCodeOfStatus<503>) =>
  new AppError(code, message);

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
  status: ERROR_CATALOGUE.STORAGE_FULL.status,
  code: 'STORAGE_FULL',
  message:
    "The server's disk is full: nothing was saved. Your text is kept here; try again once space is freed.",
} as const;
export const storageFull = () => new AppError(STORAGE_FULL.code, STORAGE_FULL.message);
/** Markdown the renderer cannot handle in bounded time (lib/markdown/bounds); `problem` names what. */
export const contentTooComplex = (message: string, extra: { problem: string; line: number }) =>
  new AppError('CONTENT_TOO_COMPLEX', message, extra);

/**
 * File storage (S3 or the files folder) could not be reached: thrown by the storage adapters
 * (lib/storage/unavailable.ts) so that an S3 outage is answered as storage, not as the database,
 * though both fail with the same socket errors.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(
      'STORAGE_UNAVAILABLE',
      'File storage is not reachable right now. Please try again in a few seconds.',
      {},
      5,
    );
    this.cause = cause;
  }
}
