import { handleErrorResponse, sessionHeaders } from './session';

/**
 * A small fetch client for the signed-out screens, so /login loads without axios (see
 * ARCHITECTURE, first-load budget). Same base (/v1), headers and session rules as lib/api.
 */

/** A non-2xx answer; `response` sits where axios errors keep it, so lib/errors reads both alike. */
export class HttpError extends Error {
  readonly response: { status: number; data: unknown };

  constructor(status: number, data: unknown) {
    super(`Request failed with status code ${status}`);
    this.name = 'HttpError';
    this.response = { status, data };
  }
}

export async function request<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    ...sessionHeaders(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/v1${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  const data = parseBody(await response.text());
  if (!response.ok) {
    handleErrorResponse(response.status, data, url);
    throw new HttpError(response.status, data);
  }
  return data as T;
}

/** Like axios: JSON when it parses, else the text as it came. */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
