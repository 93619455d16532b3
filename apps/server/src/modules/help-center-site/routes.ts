import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { FastPaths } from '../../lib/http/fastPaths';
import { consume } from '../../lib/rateLimit/consume';
import { createActiveSubscriptions } from '../billing';
import { encodePage, sendEncodedPage } from '../public-site/encodedPage';
import {
  FORM_PAGE_CSP,
  IMAGE_CACHE_CONTROL,
  NOT_FOUND_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  SECURITY_HEADERS,
} from '../public-site/headers';
import { renderNotFoundPage } from '../public-site/page';
import { publicSiteRenders, publicSiteViews } from '../public-site/state';
import { accessCookieName, hasAccess, readCookie } from './access';
import { registerAccessRoute } from './accessRoute';
import { answerQuestion } from './answerRoute';
import { watchCustomDomains } from './customDomains';
import { type ArticleReader, helpCenterArticleFastPath } from './fastPath';
import { recordFeedback } from './feedback';
import { renderPasswordPage } from './homePage';
import { type SiteHosts, siteAddress } from './hosts';
import type { HelpCenterSite, SiteArticle } from './loadSite';
import { otherLocale, shownLanguage } from './locales';
import { registerSiteMediaRoutes } from './mediaRoutes';
import { siteBase, sitePageKey } from './pageAddress';
import { articlePath, articleSlug, findBySlug, groupPath, groupSlug } from './paths';
import { attachSearchLog, SearchLog } from './searchLog';
import { searchRoute } from './searchRoute';
import { inLocale, SiteCache, type SiteEntry } from './siteCache';
import { FILE_TYPES, type PageKey, renderSitePage } from './sitePages';

/** "Was this helpful?" answers per reader address, article and hour: enough for a change of mind. */
const FEEDBACK_PER_HOUR = 3;
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/**
 * The public help center (ISSUE "public help center"): `/docs/{slug}` is its home page, themed,
 * with its quick links and group tree; `/docs/{slug}/articles/{title-id}` and
 * `/docs/{slug}/groups/{name-id}` its article and group pages. Every page is rendered once per
 * change and kept as bytes (dropped by the help center and article change events). A PASSWORD help
 * center shows a password page first; the right password sets a cookie for this help center only.
 * SSO protects nothing yet (the app says so).
 */
export function helpCenterSiteRoutes(
  ctx: AppContext,
  hosts?: SiteHosts,
  fastPaths?: FastPaths,
): FastifyPluginAsync {
  return async (app) => {
    if (hosts) await watchCustomDomains(ctx, app, hosts);
    const cache = new SiteCache(ctx.db);
    // Pages show articles, their translations, the help center and the organization's languages.
    const stops = (['article', 'helpCenter', 'translation', 'organization'] as const).map((topic) =>
      ctx.changes.subscribe(topic, {
        changed: (change) => cache.forgetOrganization(change.organizationId),
        resync: cache.forget,
      }),
    );
    app.addHook('onClose', async () => {
      for (const stop of stops) stop();
    });
    // AI answers spend the organization's AI budget: only while its subscription runs.
    const activeSubscriptions = createActiveSubscriptions(ctx);
    app.addHook('onClose', async () => activeSubscriptions.close());
    const notFound = await encodePage(renderNotFoundPage('en'));
    const searchLog = new SearchLog({
      db: ctx.db,
      now: () => ctx.clock.now(),
      onError: (error, dropped) =>
        app.log.error({ err: error, dropped }, 'could not record help center searches'),
    });
    const detachLog = attachSearchLog(ctx.db, searchLog);
    app.addHook('onClose', async () => {
      detachLog();
      await searchLog.flush();
    });

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    // Pages link where the reader is: DOCS_URL's address when the request came there, else /docs;
    // a page in another of the site's languages, under its locale.
    const base = (request: FastifyRequest, slug: string) =>
      siteBase(request.raw, slug, (request.params as { locale?: string }).locale);
    const configuredOrigin = ctx.config.publicUrl;
    const originOf = (request: FastifyRequest) =>
      siteAddress(request.raw)?.origin ?? configuredOrigin ?? ctx.origin.of(request);
    // Counted like the shared page's views (no cookie; a daily salted hash), as its own source.
    const recordView = (site: HelpCenterSite, article: SiteArticle, reader: ArticleReader) =>
      publicSiteViews(ctx)?.record({
        articleId: article.id,
        organizationId: site.center.organizationId,
        language: shownLanguage(site, article),
        ...reader,
        source: 'HELP_CENTER',
        // One budget per address for all of a help center's pages (viewBudget.ts).
        target: `help-center:${site.center.id}`,
      });
    // Article pages in memory are answered before Fastify; everything else comes to the routes below.
    const removeFastPath = fastPaths?.add(
      helpCenterArticleFastPath({
        cache,
        hosts,
        trustProxy: Boolean(ctx.config.trustProxy),
        origin: (request) => configuredOrigin ?? ctx.origin.of(request()),
        viewed: recordView,
      }),
    );
    app.addHook('onClose', async () => removeFastPath?.());
    const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
      sendEncodedPage(request, reply, notFound, { status: 404, cacheControl: NOT_FOUND_CACHE_CONTROL });

    /** The site a request names, in the locale its address names (null: no such site or locale). */
    const siteOf = async (request: FastifyRequest): Promise<SiteEntry | null> => {
      const { slug, locale } = request.params as { slug: string; locale?: string };
      const entry = await cache.site(slug);
      if (!entry || locale === undefined) return entry;
      const found = otherLocale(entry.raw, locale);
      return found ? inLocale(entry, found) : null;
    };

    const admitted = (request: FastifyRequest, site: HelpCenterSite) => {
      const { center } = site;
      if (center.authenticationType !== 'PASSWORD' || !center.passwordHash) return true;
      const token = readCookie(request.headers.cookie, accessCookieName(center.id));
      return hasAccess(ctx.config.jwtSecret, center.id, center.passwordHash, token, ctx.clock.now());
    };
    const sendPasswordPage = (
      reply: FastifyReply,
      site: HelpCenterSite,
      status: number,
      problem: 'wrong' | 'tooMany' | null,
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
            base(reply.request, site.center.slug),
            problem,
            next,
            siteBase(reply.request.raw, site.center.slug, undefined),
          ),
        );
    };

    /**
     * Answers one page of a help center: the password page until the reader is let in, then the
     * page from memory, or rendered and kept. A page that is gone answers the site's own 404.
     */
    const sendSitePage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      entry: SiteEntry,
      key: PageKey,
      /** The article an article page shows: counted as a view once the page is answered. */
      viewed?: SiteArticle,
    ): Promise<FastifyReply> => {
      const { site, tree } = entry;
      const fileType = FILE_TYPES[key.kind];
      // Sitemap and llms.txt leave a protected site out entirely: nothing to index or read there.
      if (fileType && site.center.authenticationType === 'PASSWORD') {
        return sendEncodedPage(request, reply, notFound, { status: 404, cacheControl: 'private, no-store' });
      }
      if (!admitted(request, site)) return sendPasswordPage(reply, site, 401, null, request.originalUrl);
      const slug = site.center.slug;
      const origin = originOf(request);
      const cacheKey = sitePageKey(slug, origin, base(request, slug), key);
      let page = cache.page(cacheKey);
      if (!page) {
        const renders = publicSiteRenders(ctx);
        const text = await renderSitePage(
          { db: ctx.db, renders },
          { site, tree, key, base: base(request, slug), origin },
        );
        if (text === null) return sendSitePage(request, reply, entry, { kind: 'notFound' });
        page = await encodePage(text);
        cache.keep(cacheKey, page);
      }
      const isProtected = site.center.authenticationType === 'PASSWORD';
      if (isProtected) reply.header('x-robots-tag', 'noindex');
      const status = key.kind === 'notFound' ? 404 : 200;
      if (viewed && request.method === 'GET')
        recordView(site, viewed, { ip: request.ip, headers: request.headers });
      return sendEncodedPage(request, reply, page, {
        status,
        cacheControl: isProtected
          ? 'private, no-store'
          : status === 404
            ? NOT_FOUND_CACHE_CONTROL
            : PAGE_CACHE_CONTROL,
        // Pages carry a form (search, "Was this helpful?") that posts to this site only.
        csp: fileType ? undefined : FORM_PAGE_CSP,
        contentType: fileType,
      });
    };

    /**
     * The help center a request names, once the reader may see it; null when the answer (the 404
     * of an unknown slug, or the password page) has been sent instead.
     */
    const openSite = async (request: FastifyRequest, reply: FastifyReply): Promise<SiteEntry | null> => {
      const entry = await siteOf(request);
      if (!entry) {
        await sendNotFound(request, reply);
        return null;
      }
      if (!admitted(request, entry.site)) {
        await sendPasswordPage(reply, entry.site, 401, null, request.originalUrl);
        return null;
      }
      return entry;
    };

    const route = { schema: { hide: true } };

    const files: [string, PageKey][] = [
      ['sitemap.xml', { kind: 'sitemap' }],
      ['llms.txt', { kind: 'llms' }],
      ['llms-full.txt', { kind: 'llmsFull' }],
    ];
    for (const [file, key] of files) {
      app.get(`/docs/:slug/${file}`, route, async (request, reply) => {
        const entry = await siteOf(request);
        if (!entry) return sendNotFound(request, reply);
        return sendSitePage(request, reply, entry, key);
      });
    }

    // On a help center's own domain `/robots.txt` lands here (hosts.ts): that host's rules name its
    // own sitemap. A protected site asks crawlers to keep out altogether.
    app.get('/docs/:slug/robots.txt', route, async (request, reply) => {
      const entry = await siteOf(request);
      if (!entry) return sendNotFound(request, reply);
      const { center } = entry.site;
      const rules =
        center.authenticationType === 'PASSWORD'
          ? 'User-agent: *\nDisallow: /\n'
          : `User-agent: *\nAllow: /\nSitemap: ${originOf(request)}${siteBase(request.raw, center.slug, undefined)}/sitemap.xml\n`;
      reply.headers(SECURITY_HEADERS);
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(rules);
    });

    // Every page in the site's own language, and under `/{locale}` in each of its other languages.
    for (const prefix of ['/docs/:slug', '/docs/:slug/:locale']) {
      app.get(`${prefix}`, route, async (request, reply) => {
        const entry = await siteOf(request);
        if (!entry) return sendNotFound(request, reply);
        return sendSitePage(request, reply, entry, { kind: 'home' });
      });

      app.get(`${prefix}/articles/:articleSlug`, route, async (request, reply) => {
        const { slug, articleSlug: asked } = request.params as { slug: string; articleSlug: string };
        const entry = await siteOf(request);
        if (!entry) return sendNotFound(request, reply);
        const article = findBySlug(entry.site.articles, asked);
        if (!article) return sendSitePage(request, reply, entry, { kind: 'notFound' });
        // Only a reader who may see the site learns an article's current title from a redirect.
        if (!admitted(request, entry.site))
          return sendPasswordPage(reply, entry.site, 401, null, request.originalUrl);
        if (asked !== articleSlug(article)) {
          return reply
            .code(301)
            .header('location', articlePath(base(request, slug), article))
            .send();
        }
        const { thanks, sq } = request.query as Record<string, unknown>;
        // A result opened from a search (its link says which): counted on that query for the analytics.
        if (typeof sq === 'string' && request.method === 'GET') {
          searchLog.opened({
            organizationId: entry.site.center.organizationId,
            helpCenterId: entry.site.center.id,
            language: entry.site.center.language,
            query: sq,
          });
        }
        const thanked = thanks === '1';
        // The page a "Was this helpful?" answer returns to is the same reader on the same page: no new view.
        const viewed = thanked ? undefined : article;
        return sendSitePage(request, reply, entry, { kind: 'article', id: article.id, thanked }, viewed);
      });

      app.get(`${prefix}/search`, route, async (request, reply) => {
        const entry = await openSite(request, reply);
        if (!entry) return reply;
        return searchRoute(
          { ctx, searchLog },
          request,
          reply,
          entry.site,
          base(request, entry.site.center.slug),
        );
      });

      app.get(`${prefix}/answer`, route, async (request, reply) => {
        const entry = await openSite(request, reply);
        if (!entry) return reply;
        const log = (error: unknown) => app.log.warn({ err: error }, 'help center answer failed');
        return answerQuestion(
          { ctx, searchLog, log, activeSubscriptions },
          request,
          reply,
          entry.site,
          base(request, entry.site.center.slug),
        );
      });

      app.post(`${prefix}/articles/:articleSlug/feedback`, route, async (request, reply) => {
        const { slug, articleSlug: asked } = request.params as { slug: string; articleSlug: string };
        const entry = await siteOf(request);
        if (!entry) return sendNotFound(request, reply);
        const article = findBySlug(entry.site.articles, asked);
        if (!article) return sendSitePage(request, reply, entry, { kind: 'notFound' });
        if (!admitted(request, entry.site))
          return sendPasswordPage(reply, entry.site, 401, null, request.originalUrl);
        const answer = (request.body as { helpful?: unknown } | undefined)?.helpful;
        if (answer !== 'yes' && answer !== 'no') {
          return reply.code(400).send({ code: 'BAD_REQUEST', message: 'helpful must be yes or no' });
        }
        const budget = await consume({
          db: ctx.db,
          now: ctx.clock.now(),
          key: `hc-feedback:${request.ip}:${article.id}`,
          limit: FEEDBACK_PER_HOUR,
          windowSeconds: 3600,
        });
        // Over the limit the reader is thanked all the same: the answer is simply not counted again.
        if (budget.allowed) {
          await recordFeedback(ctx.db, {
            organizationId: entry.site.center.organizationId,
            helpCenterId: entry.site.center.id,
            articleId: article.id,
            language: entry.site.center.language,
            helpful: answer === 'yes',
            now: ctx.clock.now(),
          });
        }
        const back = `${articlePath(base(request, slug), article)}?thanks=1`;
        return reply.code(303).header('location', back).header('cache-control', 'no-store').send();
      });

      app.get(`${prefix}/groups/:groupSlug`, route, async (request, reply) => {
        const { slug, groupSlug: asked } = request.params as { slug: string; groupSlug: string };
        const entry = await siteOf(request);
        if (!entry) return sendNotFound(request, reply);
        const group = findBySlug(entry.tree.shown(), asked);
        if (!group) return sendSitePage(request, reply, entry, { kind: 'notFound' });
        if (!admitted(request, entry.site))
          return sendPasswordPage(reply, entry.site, 401, null, request.originalUrl);
        if (asked !== groupSlug(group)) {
          return reply
            .code(301)
            .header('location', groupPath(base(request, slug), group))
            .send();
        }
        return sendSitePage(request, reply, entry, { kind: 'group', id: group.id });
      });
    }

    registerAccessRoute(app, { ctx, siteOf, sendNotFound, sendPasswordPage, base });
    registerSiteMediaRoutes(app, { ctx, siteOf, admitted, sendNotFound, notFound });

    app.get('/docs/:slug/logo', { schema: { hide: true } }, async (request, reply) => {
      // The site, when kept, is current (changes drop it): no query for it then.
      const site = (await siteOf(request))?.site;
      if (!site?.center.logoKey) return sendNotFound(request, reply);
      // Not cached anywhere: the same address answers with the image once the reader is let in.
      if (!admitted(request, site))
        return sendEncodedPage(request, reply, notFound, { status: 404, cacheControl: 'private, no-store' });
      const object = await ctx.storage.get(site.center.logoKey);
      if (!object) return sendNotFound(request, reply);
      reply.headers(SECURITY_HEADERS);
      const isProtected = site.center.authenticationType === 'PASSWORD';
      reply.header('cache-control', isProtected ? 'private, no-store' : IMAGE_CACHE_CONTROL);
      return reply.type(object.contentType === 'image/jpeg' ? 'image/jpeg' : 'image/png').send(object.body);
    });
  };
}
