import type { IncomingMessage } from 'node:http';

/** Paths at the root of any host that are never a help center's (the app's own files and pages). */
const RESERVED = new Set([
  '',
  'docs',
  'shared',
  'v1',
  'files',
  'assets',
  'icons',
  'downloads',
  'favicon.ico',
  'robots.txt',
  'manifest.webmanifest',
]);
/**
 * The same on a help center's own domain, where its pages start at the root. Not `docs` nor
 * `shared`: a domain serves only its own help center, so another help center's or a shared
 * article's address there is that help center's 404, never a page of someone else's content.
 */
const RESERVED_ON_DOMAIN = new Set(['v1', 'files', 'assets', 'icons', 'downloads', 'favicon.ico']);

/** `prefix`: what precedes the slug at this address; null on a help center's own domain (no slug at all). */
export type SiteAddress = { prefix: string | null; origin: string };

/** Where a request rewritten from another address came from: its pages link there. */
const addresses = new WeakMap<IncomingMessage, SiteAddress>();

const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

/**
 * The other addresses help centers answer at, for Fastify's rewriteUrl (it runs before routing):
 * - DOCS_URL, when it names an address of its own (a host such as https://help.example.com, or a
 *   path such as https://example.com/help): `{DOCS_URL}/{slug}/…` is served as `/docs/{slug}/…`;
 * - a help center's own domain: `https://help.acme.com/…` is served as `/docs/{its slug}/…`.
 * Only the request's Host (or X-Forwarded-Host behind a trusted proxy) decides, and only hosts
 * named here are rewritten: every other request keeps its path. The pages then link there.
 */
export class SiteHosts {
  private domains = new Map<string, string>();
  private unverified = new Set<string>();
  private readonly docs: { host: string; prefix: string; origin: string } | null;

  constructor(
    docsUrl: string | undefined,
    private readonly trustProxy: boolean,
  ) {
    const url = docsUrl ? new URL(docsUrl) : null;
    const prefix = url?.pathname.replace(/\/+$/, '') ?? '';
    this.docs =
      url && prefix !== '/docs' ? { host: withoutDefaultPort(url.host), prefix, origin: url.origin } : null;
  }

  /**
   * The help centers' own domains (lower case), as the database has them now: the verified ones
   * with their slugs, which serve; and the others (pending, failed), which answer nothing at all.
   */
  setDomains(entries: Iterable<[domain: string, slug: string]>, unverified: Iterable<string> = []): void {
    this.domains = new Map(entries);
    this.unverified = new Set(unverified);
  }

  /**
   * Whether this request names a custom domain that is not verified (yet, or any more): such a
   * host gets a 404 for every path, the help center's, the app's and the API's, so a name a tenant
   * typed in serves nothing of this install until its DNS record proves it is theirs.
   */
  refuses(request: IncomingMessage): boolean {
    return this.unverified.size > 0 && this.unverified.has(this.askedHost(request).replace(/:\d+$/, ''));
  }

  readonly rewrite = (request: IncomingMessage): string => {
    const raw = request.url ?? '/';
    if (!this.docs && this.domains.size === 0) return raw;
    const asked = this.askedHost(request);
    const first = (path: string) => /^\/([^/?#]*)/.exec(path)?.[1] ?? '';
    const slug = this.domains.get(asked.replace(/:\d+$/, ''));
    if (slug !== undefined) {
      if (RESERVED_ON_DOMAIN.has(first(raw))) return raw;
      addresses.set(request, { prefix: null, origin: `${this.protocol(request)}://${asked}` });
      return `/docs/${slug}${raw === '/' ? '' : raw}`;
    }
    const docs = this.docs;
    if (!docs || asked !== docs.host) return raw;
    if (docs.prefix && raw !== docs.prefix && !raw.startsWith(`${docs.prefix}/`)) return raw;
    const rest = raw.slice(docs.prefix.length);
    if (RESERVED.has(first(rest))) return raw;
    addresses.set(request, { prefix: docs.prefix, origin: docs.origin });
    return `/docs${rest}`;
  };

  /** The host the request was sent to: Host, or X-Forwarded-Host behind a trusted proxy. */
  private askedHost(request: IncomingMessage): string {
    const forwarded = this.trustProxy ? request.headers['x-forwarded-host'] : undefined;
    return withoutDefaultPort(
      (typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : request.headers.host) ?? '',
    );
  }

  private protocol(request: IncomingMessage): 'http' | 'https' {
    const forwarded = this.trustProxy ? request.headers['x-forwarded-proto'] : undefined;
    if (typeof forwarded === 'string') return forwarded.split(',')[0]!.trim() === 'https' ? 'https' : 'http';
    return (request.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http';
  }
}

/**
 * The base path and origin of a help center's pages for this request when it came to another
 * address (DOCS_URL's: prefix `/help` or ''; a custom domain: prefix ''); undefined for /docs.
 */
export function siteAddress(request: IncomingMessage): SiteAddress | undefined {
  return addresses.get(request);
}
