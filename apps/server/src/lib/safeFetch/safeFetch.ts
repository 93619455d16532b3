import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Fetching a URL a user typed, from the server, without it becoming a way into the server's network
 * (ISSUE "Help centers", theme extraction). Only http and https; the host is resolved here and every
 * address must be public unicast (IPv4-mapped IPv6 is judged as the IPv4 it carries), and the
 * connection goes to exactly the address that was checked, so a name cannot resolve to something
 * else a moment later. Every redirect is checked again (at most five); the whole fetch has a time
 * limit, the body a size limit, and the answer's type must be one the caller accepts.
 */

export type SafeFetchOptions = {
  /** Exact host names that may resolve to private addresses (an intranet install's own sites). */
  allowedPrivateHosts: readonly string[];
  maxBytes: number;
  timeoutMs: number;
  /** Whether the answer's content type (without parameters, lowercased) is wanted. */
  accept: (contentType: string) => boolean;
  maxRedirects?: number;
  /** Name resolution; tests give names of their own. */
  resolve?: (hostname: string) => Promise<string[]>;
};

export type SafeFetchResult = { url: string; contentType: string; body: Buffer };

/** The address is inside the server's network (or not http/https): nothing was fetched from it. */
export class UnsafeUrlError extends Error {
  override name = 'UnsafeUrlError';
}

/** The fetch ran but brought nothing usable (an error status, too large, wrong type, too slow). */
export class FetchFailedError extends Error {
  override name = 'FetchFailedError';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve = async (hostname: string) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** The deprecated IPv4-compatible form `::a.b.c.d` (::/96): ipaddr.js calls it plain unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Public unicast only: private, loopback, link-local, CGNAT, multicast, reserved and 6to4/Teredo
 * are not, and neither is any IPv4-compatible IPv6 address (`[::127.0.0.1]`): no public host
 * uses that form, so it is refused whatever IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.match(IPV4_COMPATIBLE)) return false;
  }
  return parsed.range() === 'unicast';
}

/** Name resolution within the fetch's time limit (the system resolver may wait much longer). */
function resolveWithin(
  hostname: string,
  options: Pick<SafeFetchOptions, 'resolve'>,
  signal: AbortSignal,
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const timedOut = () => reject(new FetchFailedError(`The name ${hostname} did not resolve in time`));
    if (signal.aborted) return timedOut();
    signal.addEventListener('abort', timedOut, { once: true });
    (options.resolve ?? systemResolve)(hostname)
      .then(resolve, reject)
      .finally(() => {
        signal.removeEventListener('abort', timedOut);
      });
  });
}

export async function checkedAddress(
  url: URL,
  options: Pick<SafeFetchOptions, 'allowedPrivateHosts' | 'resolve' | 'timeoutMs'>,
  signal: AbortSignal,
): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnsafeUrlError('Only http and https addresses can be fetched');
  }
  if (url.username || url.password) throw new UnsafeUrlError('Addresses with a user name cannot be fetched');
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  let addresses: string[];
  if (ipaddr.isValid(hostname)) addresses = [hostname];
  else {
    try {
      addresses = await resolveWithin(hostname, options, signal);
    } catch (error) {
      if (error instanceof FetchFailedError) throw error;
      throw new FetchFailedError(`The name ${hostname} could not be found`);
    }
  }
  if (addresses.length === 0) throw new FetchFailedError(`The name ${hostname} could not be found`);
  if (options.allowedPrivateHosts.includes(hostname)) return addresses[0]!;
  // Every address counts: a name with one public and one private address is refused.
  if (!addresses.every(isPublicAddress)) {
    throw new UnsafeUrlError('This address points inside the server’s network and is not fetched');
  }
  return addresses[0]!;
}

/**
 * What a request sends when the caller says (the webhook deliveries, an OpenID client's calls with
 * their own headers); a fetch without it is a plain GET.
 */
export type OutgoingRequest = { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };

export function requestOnce(
  url: URL,
  address: string,
  options: Pick<SafeFetchOptions, 'timeoutMs'>,
  signal: AbortSignal,
  outgoing?: OutgoingRequest,
): Promise<http.IncomingMessage> {
  const family = address.includes(':') ? 6 : 4;
  // The connection goes to the checked address whatever the name would resolve to now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    } else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: outgoing?.method ?? 'GET',
        lookup: pinned,
        signal,
        headers: outgoing
          ? outgoing.body === undefined
            ? outgoing.headers
            : { ...outgoing.headers, 'content-length': String(Buffer.byteLength(outgoing.body)) }
          : {
              'user-agent': 'SupportThemeExtractor/1.0 (+self-hosted help center)',
              accept:
                'text/html,application/xhtml+xml,application/manifest+json,application/json,image/*;q=0.8',
              'accept-encoding': 'identity',
            },
      },
      resolve,
    );
    request.on('error', (error) =>
      reject(
        signal.aborted
          ? new FetchFailedError(`The site did not answer within ${options.timeoutMs / 1000} s`)
          : new FetchFailedError(
              `The site could not be reached (${(error as NodeJS.ErrnoException).code ?? error.message})`,
            ),
      ),
    );
    request.end(outgoing?.body);
  });
}

export async function readLimited(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FetchFailedError('The answer is larger than allowed');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new FetchFailedError('The answer is larger than allowed');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UnsafeUrlError('Not a valid address');
  }
  const maxRedirects = options.maxRedirects ?? 5;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const address = await checkedAddress(url, options, signal);
    const response = await requestOnce(url, address, options, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status) && response.headers.location) {
      response.resume();
      try {
        url = new URL(response.headers.location, url);
      } catch {
        throw new FetchFailedError('The site redirected to an invalid address');
      }
      continue;
    }
    if (status < 200 || status > 299) {
      response.resume();
      throw new FetchFailedError(`The site answered with status ${status}`);
    }
    const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!options.accept(contentType)) {
      response.destroy();
      throw new FetchFailedError(`The answer is not of a usable type (${contentType || 'none'})`);
    }
    try {
      return { url: url.toString(), contentType, body: await readLimited(response, options.maxBytes) };
    } catch (error) {
      if (signal.aborted)
        throw new FetchFailedError(`The site did not answer within ${options.timeoutMs / 1000} s`);
      throw error;
    }
  }
  throw new FetchFailedError(`The site redirected more than ${maxRedirects} times`);
}
