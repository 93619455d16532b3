import os from 'node:os';

/** What a request says of where it was sent: a Fastify request, or lib/http/requestFacts for a fast path. */
export type OriginSource = { readonly host: string; readonly protocol: string };

export type TrustedOrigin = {
  /**
   * The origin absolute links use: PUBLIC_URL where set; otherwise the request's own origin when
   * its host is allowed, else http://localhost:PORT. Never an unchecked Host or X-Forwarded-Host.
   */
  of(request: OriginSource): string;
  /**
   * Whether a host name (lower case, no port) is one of this install's own: PUBLIC_URL's, an
   * ALLOWED_HOSTS entry, a loopback name or address, this machine's name. No help center may
   * claim one as its custom domain. Custom domains themselves are never trusted here: a tenant
   * chooses them, so mails and app links never take their origin from one (their own help
   * center's pages link to them through help-center-site/hosts.ts instead).
   */
  isOwnHost(hostname: string): boolean;
};

// Only a plain name or address with an optional port: `a@b`, paths and spaces never pass.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

function machineNames(): Set<string> {
  const name = os.hostname().toLowerCase();
  return new Set([name, name.split('.')[0] ?? name].filter(Boolean));
}

export function createTrustedOrigin(options: {
  publicUrl: string | undefined;
  allowedHosts: string[];
  port: number;
  log: { warn(details: object, message: string): void };
}): TrustedOrigin {
  const machine = machineNames();
  const listed = new Set(options.allowedHosts);
  const listedNames = new Set(options.allowedHosts.map((host) => host.replace(/:\d+$/, '')));
  const publicHost = options.publicUrl ? new URL(options.publicUrl).hostname.toLowerCase() : null;
  const fallback = `http://localhost:${options.port}`;
  let warned = false;

  // Loopback and this machine's names with any port: only someone on this machine serves there.
  // An ALLOWED_HOSTS entry without a port allows any port; with one, only that port.
  function allowed(host: string): boolean {
    if (!HOST.test(host)) return false;
    const hostname = host.replace(/:\d+$/, '');
    if (isLoopback(hostname) || machine.has(hostname)) return true;
    return listed.has(host) || listed.has(hostname);
  }

  return {
    of(request) {
      if (options.publicUrl) return options.publicUrl;
      // With TRUST_PROXY Fastify takes both from X-Forwarded-*, so both are checked the same way.
      const host = request.host.toLowerCase();
      if (allowed(host)) return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
      if (!warned) {
        warned = true;
        options.log.warn(
          { host, linksUse: fallback },
          'request host is not allowed for links: set PUBLIC_URL (or ALLOWED_HOSTS) to the address people use',
        );
      }
      return fallback;
    },
    isOwnHost(name) {
      const hostname = name.toLowerCase().replace(/\.$/, '');
      return (
        isLoopback(hostname) ||
        hostname === '::1' ||
        machine.has(hostname) ||
        listedNames.has(hostname) ||
        hostname === publicHost
      );
    },
  };
}
