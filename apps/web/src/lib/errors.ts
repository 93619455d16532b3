import { HttpError } from './http';

/** The answer of a failed request (lib/http's HttpError), or undefined for any other failure. */
function failedResponse(error: unknown): { status: number; data: unknown } | undefined {
  return error instanceof HttpError ? error.response : undefined;
}

/** The server's `message`, or the given fallback text (spec: "error messages are read from message"). */
export function errorMessage(error: unknown, fallback: string): string {
  const message = (failedResponse(error)?.data as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message) return message;
  return fallback;
}

export function errorStatus(error: unknown): number | undefined {
  return failedResponse(error)?.status;
}
