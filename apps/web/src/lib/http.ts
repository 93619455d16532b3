import { handleErrorResponse, sessionHeaders } from './session';

/**
 * The app's one HTTP client, on fetch: base /v1, the session's headers and the session rules of
 * spec 01 §8 (lib/session). JSON calls go through lib/client, typed by the shared contract;
 * uploads (multipart) and downloads (a file) use `upload` and `download` here.
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Payload = { json: unknown } | { form: FormData } | undefined;

async function send(
  method: Method,
  url: string,
  payload: Payload,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json, */*',
    ...sessionHeaders(),
    ...extraHeaders,
  };
  let body: BodyInit | undefined;
  if (payload && 'json' in payload && payload.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload.json);
  } else if (payload && 'form' in payload) {
    // fetch writes the multipart boundary into the content type itself.
    body = payload.form;
  }
  const response = await fetch(`/v1${url}`, { method, headers, body, signal });
  if (!response.ok && response.status !== 304) {
    const data = parseBody(await response.text());
    handleErrorResponse(response.status, data, url);
    throw new HttpError(response.status, data);
  }
  return response;
}

/** A JSON call (lib/client builds `url` from the contract). */
export async function request<T = unknown>(
  method: Method,
  url: string,
  body?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const response = await send(method, url, { json: body }, options.signal);
  return parseBody(await response.text()) as T;
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
  const response = await send('GET', url, undefined, undefined, conditional);
  if (response.status === 304) return null;
  return { body: parseBody(await response.text()) as T, etag: response.headers.get('ETag') };
}

/** A multipart upload (a screenshot, a logo), answered with JSON. */
export async function upload<T = unknown>(url: string, form: FormData): Promise<T> {
  const response = await send('POST', url, { form });
  return parseBody(await response.text()) as T;
}

/** A file to save (an article's zip); a refusal still throws HttpError with the server's message. */
export async function download(url: string): Promise<Blob> {
  return (await send('GET', url, undefined)).blob();
}

/** JSON when it parses, else the text as it came. */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
