import { ApiError, readError } from '../recorderCalls';
import { type Endpoint, type EndpointInput, type EndpointResponse, endpointPath } from './endpoint';

/**
 * The one way every client (the web app, both recorders, the bench) calls the /v1 API: the URL
 * from the endpoint's path and parameters, the query string, the body as the endpoint takes it
 * (JSON, or the bytes of a multipart or raw-body endpoint as given), and the answer typed as its
 * response schema says. No zod at run time (the web's signed-out screens stay small): a caller
 * that wants the answer checked passes the endpoint's schema. The fetch is injected, so the
 * desktop recorder's node:http fetch (it works under Wine) and a browser's fetch both fit.
 */

/** Where the API lives under the server's address. */
export const API_PREFIX = '/v1';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** A body the caller encoded itself: a FormData, a Blob, bytes or a stream. */
export type BytesInit = NonNullable<RequestInit['body']>;

/** Whether the endpoint's body is bytes the caller encodes (multipart, a raw image), not JSON. */
type BytesBody<E> = E extends { formBody: object } | { rawBody: object } ? true : false;

/** What a call sends: the endpoint's input (a bytes body as given), headers and a signal. */
export type ClientInput<E extends Endpoint> = (BytesBody<E> extends true
  ? Omit<EndpointInput<E>, 'body'> & { body: BytesInit }
  : EndpointInput<E>) & {
  signal?: AbortSignal;
  /** Headers of this call besides the client's (an Idempotency-Key, a body's content type). */
  headers?: Record<string, string>;
};

export type CallOptions<E extends Endpoint> = {
  /** Checks the answer (the endpoint's `schemas.response`); unchecked without. */
  schema?: { parse(value: unknown): EndpointResponse<E> };
  /** The message of a refusal whose body names none. */
  fallback?: string;
};

/** The input argument: optional when the endpoint takes nothing that is required. */
export type ClientArgs<E extends Endpoint> =
  Record<string, never> extends ClientInput<E> ? [input?: ClientInput<E>] : [input: ClientInput<E>];

export type ApiClientOptions = {
  /** The server's address (`https://help.example.com`); '' for the page's own origin. */
  server: string;
  fetch?: FetchLike;
  /** Headers of every call, read at each call (the current bearer token). */
  headers?: () => Record<string, string>;
  /**
   * The error a non-2xx answer throws from `call` (default: ApiError with the server's message);
   * `path` is the endpoint's filled-in path under /v1 (`/help-articles/42`).
   */
  refusal?: (response: Response, fallback: string, path: string) => Promise<Error>;
  /** The error a call that reached nothing throws (default: ApiError status 0, code NETWORK). */
  unreachable?: (error: unknown) => Error;
};

export type ApiClient = {
  /** The answer as it came, whatever its status (a caller that reads 202, 404 or 409 itself). */
  send<E extends Endpoint>(endpoint: E, ...args: ClientArgs<E>): Promise<Response>;
  /** The parsed answer of a 2xx (undefined for 204); any other status throws `refusal`. */
  call<E extends Endpoint>(
    endpoint: E,
    input: ClientArgs<E>[0],
    options?: CallOptions<E>,
  ): Promise<EndpointResponse<E>>;
};

/** `/v1/help-articles/42?limit=5`: the endpoint's address with its parameters and query. */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  input: { params?: object; query?: object } = {},
): string {
  const path = `${API_PREFIX}${endpointPath(endpoint, input.params as Record<string, unknown> | undefined)}`;
  const search = queryString(input.query);
  return search ? `${path}?${search}` : path;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetcher: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const unreachable =
    options.unreachable ??
    (() => new ApiError(`Could not reach ${options.server || 'the server'}.`, 0, 'NETWORK'));
  const refusal = options.refusal ?? ((response, fallback) => readError(response, fallback));

  async function send(endpoint: Endpoint, input: Record<string, unknown> = {}): Promise<Response> {
    const { params, query, body, signal, headers } = input as {
      params?: object;
      query?: object;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
    };
    const all: Record<string, string> = { ...options.headers?.(), ...headers };
    const bytes = endpoint.formBody !== undefined || endpoint.rawBody !== undefined;
    let encoded: BytesInit | undefined;
    if (body !== undefined && bytes) encoded = body as BytesInit;
    else if (body !== undefined) {
      all['content-type'] = 'application/json';
      encoded = JSON.stringify(body);
    }
    const url = `${options.server}${endpointUrl(endpoint, { params, query })}`;
    try {
      return await fetcher(url, { method: endpoint.method, headers: all, body: encoded, signal });
    } catch (error) {
      // An abort is the caller's own doing, not the server's absence.
      if (signal?.aborted) throw error;
      throw unreachable(error);
    }
  }

  return {
    send: (endpoint, ...[input]) => send(endpoint, input as Record<string, unknown> | undefined),
    async call(endpoint, input, callOptions = {}) {
      const response = await send(endpoint, input as Record<string, unknown> | undefined);
      if (!response.ok) {
        const path = endpointPath(
          endpoint,
          (input as { params?: Record<string, unknown> } | undefined)?.params,
        );
        throw await refusal(response, callOptions.fallback ?? `Request failed (${response.status})`, path);
      }
      const value = parsed(await response.text());
      return (callOptions.schema ? callOptions.schema.parse(value) : value) as EndpointResponse<
        typeof endpoint
      >;
    },
  };
}

/** JSON when it parses, else the text as it came (a schema, when given, refuses it); nothing as undefined. */
function parsed(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Defined values only, arrays as repeated keys. */
function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
}
