/** The recorder's calls to the product. Errors carry the server's `message` when it sent one. */

// Shared with the Chrome extension (packages/shared): one address rule, one error shape.
import { ApiError, normalizeServer, readError } from '@support/shared';

import { nodeFetch } from './nodeFetch';

export { ApiError, normalizeServer, readError };

/**
 * A call with a timeout, through node:http (connect/nodeFetch.ts says why not fetch; it honours
 * HTTPS_PROXY/NO_PROXY); a refused or dropped connection becomes ApiError status 0.
 */
export async function request(url: string, init: RequestInit = {}, timeoutMs = 20_000): Promise<Response> {
  try {
    return await nodeFetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ApiError(`Could not reach ${new URL(url).host}: ${(error as Error).message}`, 0, 'NETWORK');
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
