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
  ) {
    super(message);
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
export const tooManyRequests = (message = 'Too many requests, please try again later') =>
  new AppError(429, message, 'RATE_LIMITED');
export const serviceUnavailable = (message: string, code: string) => new AppError(503, message, code);
/** Markdown the renderer cannot handle in bounded time (lib/markdown/bounds); `problem` names what. */
export const contentTooComplex = (message: string, extra: { problem: string; line: number }) =>
  new AppError(400, message, 'CONTENT_TOO_COMPLEX', extra);
