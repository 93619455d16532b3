/**
 * What both recorders (the Chrome extension and the desktop recorder) need to call the product:
 * the server address as a person types it, and errors that carry the server's `message`.
 */

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** `example.com` → `https://example.com`; localhost stays http; no trailing slash. */
export function normalizeServer(input: string): string {
  let server = input.trim();
  if (!/^https?:\/\//i.test(server))
    server = `${/^(localhost|127\.|\[::1\])/.test(server) ? 'http' : 'https'}://${server}`;
  const url = new URL(server);
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

/** The error of a refused call: the server's `message` and `code` when its body has them. */
export async function readError(
  response: { status: number; json(): Promise<unknown> },
  fallback: string,
): Promise<ApiError> {
  let message = fallback;
  let code: string | undefined;
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown } | null;
    if (typeof body?.message === 'string' && body.message) message = body.message;
    if (typeof body?.code === 'string') code = body.code;
  } catch {
    // not JSON: keep the fallback
  }
  return new ApiError(message, response.status, code);
}
