import type { IncomingHttpHeaders } from 'node:http';
import type { FastPath } from '../../lib/http/fastPaths';
import { requestFacts } from '../../lib/http/requestFacts';
import type { OriginSource } from '../../lib/trustedOrigin';
import { pageAnswer } from '../public-pages/encodedPage';
import { FORM_PAGE_CSP, PAGE_CACHE_CONTROL } from '../public-pages/headers';
import { isProtected } from './access';
import { type SiteHosts, siteAddress } from './hosts';
import type { HelpCenterSite, SiteArticle } from './loadSite';
import { otherLocale } from './locales';
import { siteBase, sitePageKey } from './pageAddress';
import { articleSlug, findBySlug } from './paths';
import { inLocale, type SiteCache } from './siteCache';

/**
 * Only an article page's plain address, in the own language or under a locale: any query (a search
 * result's `?sq=`, `?thanks=1`), a trailing slash or an odd character goes to the route.
 */
const ARTICLE_URL =
  /^\/docs\/([a-z0-9-]{1,80})(?:\/([A-Za-z]{2,3}-[A-Za-z0-9]{2,8}))?\/articles\/([A-Za-z0-9-]{1,300})$/;

export type ArticleReader = { ip: string; headers: IncomingHttpHeaders };

/**
 * A help center's article page answered from memory before Fastify (lib/http/fastPaths.ts), like
 * the shared page: the same bytes, headers and view count as the route in http/pageRoutes.ts, which answers
 * everything this leaves: a site or page not in memory, a protected site, a renamed article's old
 * address (its 301), any other page. fastPath.test.ts sends the same requests both ways.
 */
export function helpCenterArticleFastPath(options: {
  cache: SiteCache;
  hosts: SiteHosts | undefined;
  trustProxy: boolean;
  /** The origin links use for a request that came to /docs (PUBLIC_URL, else the trusted request origin). */
  origin: (request: () => OriginSource) => string;
  viewed: (site: HelpCenterSite, article: SiteArticle, reader: ArticleReader) => void;
}): FastPath {
  return (request, response) => {
    // DOCS_URL's host and custom domains are served as /docs/{slug}/… (what Fastify's rewriteUrl does).
    const url = options.hosts ? options.hosts.rewrite(request) : (request.url ?? '');
    const match = ARTICLE_URL.exec(url);
    if (!match) return false;
    const [, slug = '', locale, asked = ''] = match;
    let entry = options.cache.kept(slug);
    if (!entry) return false;
    if (locale !== undefined) {
      const found = otherLocale(entry.raw, locale);
      if (!found) return false;
      entry = inLocale(entry, found);
    }
    const { site } = entry;
    // A protected site asks for its cookie first, a site not published may be a member's
    // preview: the route decides.
    if (isProtected(site.center) || !site.center.published) return false;
    const article = findBySlug(site.articles, asked);
    if (!article || asked !== articleSlug(article)) return false;
    const facts = requestFacts(request, options.trustProxy);
    const origin =
      siteAddress(request)?.origin ??
      options.origin(() => ({ host: facts.host(), protocol: facts.protocol() }));
    const base = siteBase(request, slug, locale);
    const page = options.cache.page(
      sitePageKey(slug, origin, base, { kind: 'article', id: article.id, thanked: false }),
    );
    if (!page) return false;
    if (request.method === 'GET') options.viewed(site, article, { ip: facts.ip(), headers: request.headers });
    const answer = pageAnswer(request.headers, page, {
      status: 200,
      cacheControl: PAGE_CACHE_CONTROL,
      csp: FORM_PAGE_CSP,
    });
    if (answer.body) answer.headers['content-length'] = String(answer.body.length);
    response.writeHead(answer.status, answer.headers);
    response.end(request.method === 'HEAD' ? undefined : (answer.body ?? undefined));
    return true;
  };
}
