import { API_PREFIX } from '@support/shared';
import { handleErrorResponse, sessionHeaders } from './session';

/**
 * What lib/client's contract calls do not: a conditional read held until it changes, and a file
 * download, on fetch with the session's headers and the session rules of spec 01 §8
 * (lib/session). Every JSON and multipart call goes through lib/client, typed by the contract.
 */

/** A non-2xx answer, with the status and the parsed body (`message`, `code`, documented fields). */
export class HttpError extends Error {
  readonly response: { status: number; data: unknown };

  constructor(status: number, data: unknown) {
    super(`Request failed with status code ${status}`);
    this.name = 'HttpError';
    this.response = { status, data };
  }
}

/** A GET of `url` (a contract path under /v1) with the session's headers. */
async function send(url: string, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json, */*',
    ...sessionHeaders(),
    ...extraHeaders,
  };
  const response = await fetch(`${API_PREFIX}${url}`, { method: 'GET', headers });
  if (!response.ok && response.status !== 304) {
    const data = parseBody(await response.text());
    handleErrorResponse(response.status, data, url);
    throw new HttpError(response.status, data);
  }
  return response;
}

/**
 * A JSON read that names the answer it has (`etag`, from the last one) and asks the server to hold
 * the request until that changes, for up to `waitSeconds` (`Prefer: wait`). Null when nothing
 * changed (304); otherwise the new answer and its tag (null when the server sends none).
 */
export async function requestWhenChanged<T = unknown>(
  url: string,
  etag: string | null,
  waitSeconds: number,
): Promise<{ body: T; etag: string | null } | null> {
  const conditional: Record<string, string> = etag
    ? { 'If-None-Match': etag, Prefer: `wait=${waitSeconds}` }
    : {};
  const response = await send(url, conditional);
  if (response.status === 304) return null;
  return { body: parseBody(await response.text()) as T, etag: response.headers.get('ETag') };
}

/** A file to save (an article's zip); a refusal still throws HttpError with the server's message. */
export async function download(url: string): Promise<Blob> {
  return (await send(url)).blob();
}

/** JSON when it parses, else the text as it came. */
export function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
