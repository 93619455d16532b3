/// <reference types="node" />
import dns from 'node:dns';
import net from 'node:net';
import { afterAll, afterEach } from 'vitest';

/**
 * Vitest setup file of every package: a test may talk only to this machine (the stand-ins it
 * starts for SMTP, S3, Stripe and the AI API listen on loopback). Any other connection is refused
 * at once, never sent, and fails the test that made it, even where the code under test swallows
 * the error (a mail sent in the background, a retry loop).
 *
 * Node: every TCP and TLS connection passes through net.Socket.prototype.connect (net.connect,
 * tls.connect, http, fetch, pg); names are resolved by dns.lookup. jsdom: fetch and
 * XMLHttpRequest, whose relative URLs resolve against the page's own loopback address.
 */

// On globalThis: one list and one set of patches however many times the module is loaded.
const state = globalThis as { __networkGuard?: { blocked: string[] } };
const installed = state.__networkGuard !== undefined;
state.__networkGuard ??= { blocked: [] };
const { blocked } = state.__networkGuard;

/** The refused connections since the last call, emptied: for the guard's own tests. */
export function takeBlockedConnections(): string[] {
  return blocked.splice(0);
}

export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  // "This host": a listening server's own address (0.0.0.0, ::) as a client connects to it.
  if (name === '0.0.0.0' || name === '::') return true;
  if (net.isIPv4(name)) return name.startsWith('127.');
  if (net.isIPv6(name)) return name === '::1' || /^(::ffff:|0:0:0:0:0:ffff:)127\./.test(name);
  return false;
}

export function guardError(what: string): Error {
  const error = new Error(
    `Network guard: ${what} is not on this machine. Tests may only reach loopback stand-ins ` +
      '(see docs/conventions.md, Tests).',
  );
  Object.assign(error, { code: 'ENETUNREACH' });
  blocked.push(what);
  return error;
}

/** Where Socket#connect is going: (options), (path), (port, host) or net's normalized [options]. */
function target(args: unknown[]): { host: string; port?: unknown } | null {
  let [first] = args;
  if (Array.isArray(first)) first = first[0];
  if (typeof first === 'object' && first !== null) {
    const options = first as { path?: unknown; host?: unknown; port?: unknown };
    if (options.path !== undefined) return null; // a unix socket or pipe
    return { host: typeof options.host === 'string' ? options.host : 'localhost', port: options.port };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null; // a unix socket path
  return { host: typeof args[1] === 'string' ? args[1] : 'localhost', port: first };
}

function guardSockets() {
  const connect = net.Socket.prototype.connect as (...args: unknown[]) => net.Socket;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const to = target(args);
    if (!to || isLoopbackHost(to.host)) return connect.apply(this, args);
    // Fail like an unreachable network: asynchronously, through the socket's error event.
    const error = guardError(`a connection to ${to.host}:${String(to.port)}`);
    process.nextTick(() => this.destroy(error));
    return this;
  } as typeof net.Socket.prototype.connect;
}

function guardLookups() {
  const lookup = dns.lookup as (...args: unknown[]) => void;
  dns.lookup = ((hostname: string, ...rest: unknown[]) => {
    if (isLoopbackHost(hostname)) return lookup(hostname, ...rest);
    const callback = rest.at(-1) as (error: Error) => void;
    const error = guardError(`a DNS lookup of ${hostname}`);
    process.nextTick(() => callback(error));
  }) as typeof dns.lookup;
  const lookupPromise = dns.promises.lookup as (...args: unknown[]) => Promise<unknown>;
  dns.promises.lookup = (async (hostname: string, ...rest: unknown[]) => {
    if (isLoopbackHost(hostname)) return lookupPromise(hostname, ...rest);
    throw guardError(`a DNS lookup of ${hostname}`);
  }) as typeof dns.promises.lookup;
}

/** A URL the page asks for: relative ones resolve against the page (jsdom's http://localhost:3000). */
function refusedUrl(input: string | URL): string | null {
  const base = (globalThis as { location?: { href: string } }).location?.href;
  let url: URL;
  try {
    url = new URL(String(input), base);
  } catch {
    return null; // not a URL at all: let the real call report it
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null; // data:, blob:
  return isLoopbackHost(url.hostname) ? null : `a request to ${url.origin}`;
}

function guardBrowserRequests() {
  const realFetch = globalThis.fetch;
  if (realFetch) {
    globalThis.fetch = (input, init) => {
      const href = input instanceof Request ? input.url : input;
      const refused = refusedUrl(href);
      return refused
        ? Promise.reject(new TypeError('fetch failed', { cause: guardError(refused) }))
        : realFetch(input, init);
    };
  }
  type Xhr = { prototype: { open(method: string, url: string | URL, ...rest: unknown[]): void } };
  const xhr = (globalThis as { XMLHttpRequest?: Xhr }).XMLHttpRequest;
  if (xhr) {
    const open = xhr.prototype.open;
    xhr.prototype.open = function (method, url, ...rest) {
      const refused = refusedUrl(url);
      if (refused) throw guardError(refused);
      return open.call(this, method, url, ...rest);
    };
  }
}

if (!installed) {
  guardSockets();
  guardLookups();
  guardBrowserRequests();
}

function failOnBlocked(when: string) {
  const seen = takeBlockedConnections();
  if (seen.length > 0)
    throw new Error(`Network guard: ${when} tried to leave this machine: ${seen.join('; ')}`);
}
afterEach(() => failOnBlocked('this test'));
afterAll(() => failOnBlocked('this file'));
