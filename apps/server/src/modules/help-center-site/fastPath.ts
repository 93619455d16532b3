import type { IncomingHttpHeaders } from 'node:http';
import type { FastPath } from '../../lib/http/fastPaths';
import { requestFacts } from '../../lib/http/requestFacts';
import type { OriginSource } from '../../lib/trustedOrigin';
import { pageAnswer } from '../public-pages/encodedPage';
import { FORM_PAGE_CSP, PAGE_CACHE_CONTROL } from '../public-pages/headers';
import { isProtected, readCookie } from './access';
import { type SiteHosts, siteAddress } from './hosts';
import type { HelpCenterSite, SiteArticle } from './loadSite';
import { otherLocale } from './locales';
import { siteBase, sitePageKey } from './pageAddress';
import { articleSlug, findBySlug, groupSlug } from './paths';
import { previewCookieName } from './preview';
import { inLocale, type SiteCache } from './siteCache';
import type { PageKey } from './sitePages';

/**
 * Only a page's plain address, in the own language or under a locale: the home page, an article or
 * a group. Any query (a search result's `?sq=`, `?thanks=1`), a trailing slash or an odd character
 * goes to the route.
 */
const PAGE_URL =
  /^\/docs\/([a-z0-9-]{1,80})(?:\/([A-Za-z]{2,3}-[A-Za-z0-9]{2,8}))?(?:\/(articles|groups)\/([A-Za-z0-9-]{1,300}))?$/;

export type ArticleReader = { ip: string; headers: IncomingHttpHeaders };

/**
 * A help center's home, group and article pages answered from memory before Fastify
 * (lib/http/fastPaths.ts), like the shared page: the same bytes, headers and view count as the
 * route in http/pageRoutes.ts, which answers everything this leaves: a site or page not in memory,
 * a protected site, a member's preview, a renamed page's old address (its 301), any other page.
 * fastPath.test.ts sends the same requests both ways.
 */
export function helpCenterPageFastPath(options: {
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
    const match = PAGE_URL.exec(url);
    if (!match) return false;
    const [, slug = '', locale, kind, asked = ''] = match;
    let entry = options.cache.kept(slug);
    if (!entry) return false;
    if (locale !== undefined) {
      const found = otherLocale(entry.raw, locale);
      if (!found) return false;
      entry = inLocale(entry, found);
    }
    const { site } = entry;
    // A protected site asks for its cookie first, a site not published may be a member's
    // preview, and a member previewing a published one sees the preview bar: the route decides.
    if (isProtected(site.center) || !site.center.published) return false;
    if (readCookie(request.headers.cookie, previewCookieName(site.center.id)) !== undefined) return false;
    let key: PageKey;
    let article: SiteArticle | undefined;
    if (kind === 'articles') {
      article = findBySlug(site.articles, asked);
      if (!article || asked !== articleSlug(article)) return false;
      key = { kind: 'article', id: article.id, thanked: false };
    } else if (kind === 'groups') {
      const group = findBySlug(entry.tree.shown(), asked);
      if (!group || asked !== groupSlug(group)) return false;
      key = { kind: 'group', id: group.id };
    } else {
      key = { kind: 'home' };
    }
    const facts = requestFacts(request, options.trustProxy);
    const origin =
      siteAddress(request)?.origin ??
      options.origin(() => ({ host: facts.host(), protocol: facts.protocol() }));
    const base = siteBase(request, slug, locale);
    const page = options.cache.page(sitePageKey(slug, origin, base, key));
    if (!page) return false;
    if (article && request.method === 'GET')
      options.viewed(site, article, { ip: facts.ip(), headers: request.headers });
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
