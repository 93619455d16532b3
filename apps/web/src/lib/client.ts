import {
  type Endpoint,
  type EndpointErrorCode,
  type EndpointInput,
  type EndpointResponse,
  endpointPath,
} from '@support/shared';
import { HttpError, request } from './http';

/** What a call may add: a signal that aborts it (a timeout, a screen that was left). */
type CallOptions = { signal?: AbortSignal };

/** The input argument: optional when the endpoint takes nothing that is required. */
type InputArgs<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];

/**
 * Calls an endpoint of the shared contract (packages/shared/src/contract): the URL from its path
 * and parameters, the query string, the JSON body, and the answer typed as its response schema
 * says (the server checks every answer against that schema before sending it). A non-2xx answer
 * throws HttpError; `hasErrorCode` tells its code apart, typed by the endpoint's declared codes.
 * Built on lib/http's fetch client, without zod, so the signed-out screens stay small.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
  };
  let url = endpointPath(endpoint, params as Record<string, unknown> | undefined);
  const search = queryString(query);
  if (search) url += `?${search}`;
  return request<EndpointResponse<E>>(endpoint.method, url, body, { signal });
}

/** Whether `error` is the answer of `endpoint` with this code (one it declares, or a common one). */
export function hasErrorCode<E extends Endpoint>(
  error: unknown,
  _endpoint: E,
  code: EndpointErrorCode<E>,
): boolean {
  return error instanceof HttpError && (error.response.data as { code?: unknown } | null)?.code === code;
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
