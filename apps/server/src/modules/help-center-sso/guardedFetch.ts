import type { CustomFetch } from 'openid-client';
import { checkedAddress, readLimited, requestOnce } from '../../lib/safeFetch/safeFetch';

/** An OpenID provider's documents and token answers are small; anything bigger is not one. */
const MAX_BYTES = 256 * 1024;
const TIMEOUT_MS = 10_000;

/**
 * The fetch openid-client makes its calls with (discovery, the provider's keys, the code
 * exchange): the issuer is a URL an admin typed, so every call goes through the SSRF guard of
 * lib/safeFetch (public addresses only unless FETCH_ALLOWED_PRIVATE_HOSTS names the host, the
 * connection pinned to the checked address), within a time and size limit. Redirects are handed
 * back as they are: openid-client follows none.
 */
export function guardedFetch(allowedPrivateHosts: readonly string[]): CustomFetch {
  return async (input, init) => {
    const signal = init.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(TIMEOUT_MS)])
      : AbortSignal.timeout(TIMEOUT_MS);
    const url = new URL(input);
    const options = { allowedPrivateHosts, timeoutMs: TIMEOUT_MS };
    const address = await checkedAddress(url, options, signal);
    // The client's own headers (Authorization for the user info, Accept) go with every call.
    const outgoing =
      init.method === 'POST'
        ? { method: 'POST' as const, headers: init.headers, body: bodyText(init.body) }
        : { method: 'GET' as const, headers: { ...init.headers, 'accept-encoding': 'identity' } };
    const response = await requestOnce(url, address, options, signal, outgoing);
    const body = await readLimited(response, MAX_BYTES);
    const headers = new Headers();
    for (const name of ['content-type', 'cache-control', 'www-authenticate', 'dpop-nonce', 'location']) {
      const value = response.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const status = response.statusCode ?? 502;
    return new Response(status === 204 || status === 304 ? null : new Uint8Array(body), { status, headers });
  };
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8');
  throw new Error('The OpenID client sent a body of an unexpected kind');
}
