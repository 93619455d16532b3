/** The recorder's calls to the product. Errors carry the server's `message` when it sent one. */

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

export async function readError(response: Response, fallback: string): Promise<ApiError> {
  let message = fallback;
  let code: string | undefined;
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
    if (typeof body.code === 'string') code = body.code;
  } catch {
    // not JSON: keep the fallback
  }
  return new ApiError(message, response.status, code);
}

/** fetch with a timeout; a refused or dropped connection becomes ApiError status 0. */
export async function request(url: string, init: RequestInit = {}, timeoutMs = 20_000): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ApiError(`Could not reach ${new URL(url).host}: ${(error as Error).message}`, 0, 'NETWORK');
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
