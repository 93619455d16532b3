/** The recorder's calls to the product. Errors carry the server's `message` when it sent one. */

// Shared with the Chrome extension (packages/shared): one address rule, one error shape.
import { ApiError, normalizeServer, readError } from '@support/shared';

export { ApiError, normalizeServer, readError };

/** A refused or dropped connection to `server`: ApiError status 0, with what went wrong. */
export function unreachable(server: string, error: unknown): ApiError {
  return new ApiError(`Could not reach ${new URL(server).host}: ${(error as Error).message}`, 0, 'NETWORK');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
