import {
  type ClientArgs,
  createApiClient,
  type Endpoint,
  type EndpointErrorCode,
  type EndpointResponse,
} from '@support/shared';
import { HttpError, parseBody } from './http';
import { handleErrorResponse, sessionHeaders } from './session';

/**
 * The shared contract's client (packages/shared/src/contract/apiClient.ts) as the web app uses
 * it: the page's own origin, the session's headers, and the session rules of spec 01 §8 on a
 * refusal (lib/session), which throws HttpError with the parsed body.
 */
const api = createApiClient({
  server: '',
  headers: () => ({ Accept: 'application/json, */*', ...sessionHeaders() }),
  refusal: async (response, _fallback, path) => {
    const data = parseBody(await response.text());
    handleErrorResponse(response.status, data, path);
    return new HttpError(response.status, data);
  },
  // As fetch failed: the screens show their "could not reach" state for any non-HttpError.
  unreachable: (error) => (error instanceof Error ? error : new TypeError(String(error))),
});

/**
 * Calls an endpoint of the shared contract (packages/shared/src/contract): the URL from its path
 * and parameters, the query string, the JSON body (a multipart endpoint's FormData as it is), and
 * the answer typed as its response schema says (the server checks every answer against that
 * schema before sending it). A non-2xx answer throws HttpError; `hasErrorCode` tells its code
 * apart, typed by the endpoint's declared codes. It reads only the endpoint's data, never its
 * schemas (the production build leaves them out, src/build/stripContractSchemas.ts), so the
 * signed-out screens stay small.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: ClientArgs<E>
): Promise<EndpointResponse<E>> {
  return api.call(endpoint, input);
}

/** Whether `error` is the answer of `endpoint` with this code (one it declares, or a common one). */
export function hasErrorCode<E extends Endpoint>(
  error: unknown,
  _endpoint: E,
  code: EndpointErrorCode<E>,
): boolean {
  return error instanceof HttpError && (error.response.data as { code?: unknown } | null)?.code === code;
}
