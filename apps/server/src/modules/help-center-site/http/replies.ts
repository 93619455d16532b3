import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { type EncodedPage, encodePage, sendEncodedPage } from '../../public-pages/encodedPage';
import {
  FORM_PAGE_CSP,
  NOT_FOUND_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  SECURITY_HEADERS,
} from '../../public-pages/headers';
import { publicSiteRenders } from '../../public-site/state';
import { isProtected } from '../access';
import type { ArticleReader } from '../fastPath';
import { renderPasswordPage } from '../homePage';
import { siteAddress } from '../hosts';
import type { HelpCenterSite, SiteArticle } from '../loadSite';
import { siteBase, sitePageKey } from '../pageAddress';
import { withPreviewBar } from '../preview';
import type { SiteCache, SiteVisit } from '../siteCache';
import { FILE_TYPES, type PageKey, renderSitePage } from '../sitePages';

const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

export type PasswordProblem = 'wrong' | 'tooMany' | null;

/** The answers every route of the help center shares: its 404s, its password page and its pages. */
export type SiteReplies = ReturnType<typeof siteReplies>;

export function siteReplies(deps: {
  ctx: AppContext;
  cache: SiteCache;
  notFound: EncodedPage;
  recordView: (site: HelpCenterSite, article: SiteArticle, reader: ArticleReader) => void;
}) {
  const { ctx, cache, notFound } = deps;
  const configuredOrigin = ctx.config.publicUrl;
  const originOf = (request: FastifyRequest) =>
    siteAddress(request.raw)?.origin ?? configuredOrigin ?? ctx.origin.of(request);

  /** The site's 404, as a missing page of any site is answered: briefly cacheable. */
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendEncodedPage(request, reply, notFound, { status: 404, cacheControl: NOT_FOUND_CACHE_CONTROL });
  /** The 404 of what a reader not let in may not see: never kept, the same address answers later. */
  const sendPrivateNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendEncodedPage(request, reply, notFound, { status: 404, cacheControl: 'private, no-store' });

  /** `base`: where the site's pages start for this request (pageAddress.ts). */
  const sendPasswordPage = (
    reply: FastifyReply,
    site: HelpCenterSite,
    base: string,
    status: number,
    problem: PasswordProblem,
    next: string,
  ) => {
    reply.headers(SECURITY_HEADERS);
    // The one page with a form before the password: it posts to its own address only.
    reply.headers({ ...PRIVATE_HEADERS, 'content-security-policy': FORM_PAGE_CSP });
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        renderPasswordPage(
          site,
          base,
          problem,
          next,
          siteBase(reply.request.raw, site.center.slug, undefined),
        ),
      );
  };

  /**
   * Answers one page of a help center the reader may see (the pipeline let them in): from memory,
   * or rendered and kept. A page that is gone answers the site's own 404.
   */
  const sendSitePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    visit: SiteVisit,
    key: PageKey,
    /** The article an article page shows: counted as a view once the page is answered. */
    viewed?: SiteArticle,
  ): Promise<FastifyReply> => {
    const { site, tree } = visit.entry;
    const { base } = visit;
    const fileType = FILE_TYPES[key.kind];
    const slug = site.center.slug;
    const origin = originOf(request);
    // A preview's pages (with their bar) are kept apart from the readers'.
    const cacheKey = `${sitePageKey(slug, origin, base, key)}${visit.preview ? '\npreview' : ''}`;
    let page = cache.page(cacheKey);
    if (!page) {
      const renders = publicSiteRenders(ctx);
      const text = await renderSitePage(
        { db: ctx.db, renders, aiAnswers: ctx.ai !== null },
        { site, tree, key, base, origin },
      );
      if (text === null) return sendSitePage(request, reply, visit, { kind: 'notFound' });
      const shown =
        visit.preview && !fileType ? withPreviewBar(text, site.center.language, site.center.published) : text;
      page = await encodePage(shown);
      cache.keep(cacheKey, page, visit.entry);
    }
    const hidden = isProtected(site.center) || visit.preview || !site.center.published;
    if (hidden) reply.header('x-robots-tag', 'noindex');
    const status = key.kind === 'notFound' ? 404 : 200;
    if (viewed && request.method === 'GET' && !visit.preview)
      deps.recordView(site, viewed, { ip: request.ip, headers: request.headers });
    return sendEncodedPage(request, reply, page, {
      status,
      cacheControl: hidden
        ? 'private, no-store'
        : status === 404
          ? NOT_FOUND_CACHE_CONTROL
          : PAGE_CACHE_CONTROL,
      // Pages carry a form (search, "Was this helpful?") that posts to this site only.
      csp: fileType ? undefined : FORM_PAGE_CSP,
      contentType: fileType,
    });
  };

  return { originOf, sendNotFound, sendPrivateNotFound, sendPasswordPage, sendSitePage };
}
