import { isIP } from 'node:net';

/**
 * The proxy a request goes through, from the variables curl and most tools read: `HTTPS_PROXY` for
 * https addresses, `HTTP_PROXY` for http ones (either case), `NO_PROXY` the exceptions. Company
 * networks often let nothing out without their proxy, and Node's own HTTP client reads none of
 * these (before Node 24's NODE_USE_ENV_PROXY). Only http:// proxies are spoken to (what such
 * networks run); user and password in the proxy's address become Proxy-Authorization.
 *
 * NO_PROXY: comma- or space-separated; `*` for every host; `example.com`, `.example.com` and
 * `*.example.com` match the host and its subdomains; `host:port` only that port; addresses match
 * exactly (no CIDR ranges). This machine's own addresses never go through a proxy: no proxy can
 * reach them, and browsers bypass them too.
 */

export type ProxyEnv = Record<string, string | undefined>;

const read = (env: ProxyEnv, name: string) => env[name.toLowerCase()] || env[name.toUpperCase()] || '';

function isLoopback(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

export function bypassesProxy(target: URL, noProxy: string): boolean {
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLoopback(host)) return true;
  const port = target.port || defaultPort(target.protocol);
  for (const raw of noProxy.split(/[\s,]+/)) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === '*') return true;
    // host:port (an IPv6 address is written in brackets: [::1]:8080)
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry);
    if (!match) continue;
    const [, name = '', entryPort] = match;
    if (entryPort && entryPort !== port) continue;
    const bare = name.replace(/^\[|\]$/g, '').replace(/^\*?\./, '');
    if (host === bare || host.endsWith(`.${bare}`)) return true;
  }
  return false;
}

/** The proxy for `target`, or null for a direct connection. */
export function proxyFor(target: URL, env: ProxyEnv = process.env): URL | null {
  const value = target.protocol === 'https:' ? read(env, 'https_proxy') : read(env, 'http_proxy');
  if (!value || bypassesProxy(target, read(env, 'no_proxy'))) return null;
  try {
    // "proxy.corp:3128" without a scheme is common in these variables.
    const proxy = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
    return proxy.protocol === 'http:' ? proxy : null;
  } catch {
    return null;
  }
}

/** `Proxy-Authorization` for a proxy address with user and password in it. */
export function proxyAuthorization(proxy: URL): string | null {
  if (!proxy.username) return null;
  const credentials = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
  return `Basic ${Buffer.from(credentials).toString('base64')}`;
}
