import { HttpError } from './http';

type FailedResponse = { status?: number; data?: unknown };

/** The answer of a failed request from either client: axios errors and lib/http's HttpError. */
function failedResponse(error: unknown): FailedResponse | undefined {
  // axios.isAxiosError() is this same check; importing axios here would put it on the first load.
  const fromAxios =
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true;
  if (error instanceof HttpError || fromAxios) return (error as { response?: FailedResponse }).response;
  return undefined;
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
