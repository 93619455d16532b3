import {
  checkedAddress,
  FetchFailedError,
  readLimited,
  requestOnce,
  type SafeFetchOptions,
} from './safeFetch';

export type SafePostResult = { status: number; body: Buffer };

/**
 * A POST to a URL a user gave (webhook deliveries), with safeFetch's guards: the address is checked
 * and pinned, the whole exchange has a time limit and the answer is read up to a
 * size limit (the rest is dropped unread). Redirects are not
 * followed (a receiver that moved answers 3xx, which counts as a failure), and any status is handed
 * back: what it means is the caller's to say.
 */
export async function safePost(
  input: string,
  request: { headers: Record<string, string>; body: string },
  options: Pick<SafeFetchOptions, 'allowedPrivateHosts' | 'resolve' | 'timeoutMs' | 'maxBytes'>,
): Promise<SafePostResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const url = new URL(input);
  const address = await checkedAddress(url, options, signal);
  const response = await requestOnce(url, address, options, signal, { method: 'POST', ...request });
  const status = response.statusCode ?? 0;
  try {
    return { status, body: await readLimited(response, options.maxBytes) };
  } catch (error) {
    if (signal.aborted)
      throw new FetchFailedError(`The site did not answer within ${options.timeoutMs / 1000} s`);
    // An answer over the limit is cut off unread: its status has already said what it means.
    if (error instanceof FetchFailedError) return { status, body: Buffer.alloc(0) };
    throw error;
  }
}
