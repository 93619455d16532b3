import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { verifyPassword } from '../../lib/password';
import { consume } from '../../lib/rateLimit/consume';
import { type EncodedPage, encodePage, sendEncodedPage } from '../public-site/encodedPage';
import {
  IMAGE_CACHE_CONTROL,
  NOT_FOUND_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  SECURITY_HEADERS,
} from '../public-site/headers';
import { renderNotFoundPage } from '../public-site/page';
import { accessCookieName, accessToken, hasAccess, readCookie } from './access';
import { renderHomePage, renderPasswordPage } from './homePage';
import { type HelpCenterSite, loadSite } from './loadSite';

/** Home pages kept as bytes, up to this many bytes in all (oldest first out); any change drops them. */
const MAX_PAGE_BYTES = 32 * 1024 * 1024;
/** Other processes' changes arrive as change events; this only bounds a page missed by a lost connection. */
const PAGE_TTL_MS = 60_000;
const MAX_MISSING = 10_000;
const MISSING_TTL_MS = 10_000;
/** Password attempts per reader address and minute, counted in the database (every server sees them). */
const ATTEMPTS_PER_MINUTE = 10;
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/**
 * The public help center (ISSUE "public help center", first part): `/docs/{slug}` is its home page,
 * themed, with its quick links and its groups' published articles (each opens on its shared page).
 * A PASSWORD help center shows a password page first; the right password sets a cookie for this
 * help center only. SSO protects nothing yet (the app says so).
 */
export function helpCenterSiteRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const pages = new Map<string, { site: HelpCenterSite; page: EncodedPage; at: number }>();
    // Slugs with no help center, kept briefly and only so many: guessing must cost no query each.
    const missing = new Map<string, number>();
    let pageBytes = 0;
    const forget = () => {
      pages.clear();
      missing.clear();
      pageBytes = 0;
    };
    const keep = (slug: string, entry: { site: HelpCenterSite; page: EncodedPage; at: number }) => {
      const old = pages.get(slug);
      if (old) pageBytes -= old.page.size;
      pages.delete(slug);
      // A page larger than the whole budget is sent, not kept.
      if (entry.page.size > MAX_PAGE_BYTES) return;
      while (pageBytes + entry.page.size > MAX_PAGE_BYTES && pages.size) {
        const [oldest, value] = pages.entries().next().value!;
        pages.delete(oldest);
        pageBytes -= value.page.size;
      }
      pages.set(slug, entry);
      pageBytes += entry.page.size;
    };
    const stopArticles = ctx.changes.subscribe('article', { changed: forget, resync: forget });
    const stopCenters = ctx.changes.subscribe('helpCenter', { changed: forget, resync: forget });
    app.addHook('onClose', async () => {
      stopArticles();
      stopCenters();
    });
    const notFound = await encodePage(renderNotFoundPage('en'));

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const base = (slug: string) => `/docs/${slug}`;
    const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
      sendEncodedPage(request, reply, notFound, { status: 404, cacheControl: NOT_FOUND_CACHE_CONTROL });

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
    ) => {
      reply.headers(SECURITY_HEADERS);
      reply.headers({
        ...PRIVATE_HEADERS,
        // The one public page with a form: it posts to its own address only.
        'content-security-policy': SECURITY_HEADERS['content-security-policy']!.replace(
          "form-action 'none'",
          "form-action 'self'",
        ),
      });
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(renderPasswordPage(site, base(site.center.slug), problem));
    };

    app.get('/docs/:slug', { schema: { hide: true } }, async (request, reply) => {
      const { slug } = request.params as { slug: string };
      // A page in memory answers without a query; the change events drop it when anything on it changes.
      let entry = pages.get(slug);
      if (!entry || entry.at + PAGE_TTL_MS <= Date.now()) {
        if ((missing.get(slug) ?? 0) > Date.now()) return sendNotFound(request, reply);
        const site = await loadSite(ctx.db, slug);
        if (!site) {
          if (missing.size >= MAX_MISSING) missing.delete(missing.keys().next().value!);
          missing.set(slug, Date.now() + MISSING_TTL_MS);
          return sendNotFound(request, reply);
        }
        entry = { site, page: await encodePage(renderHomePage(site, base(slug))), at: Date.now() };
        keep(slug, entry);
      }
      const { site, page } = entry;
      if (!admitted(request, site)) return sendPasswordPage(reply, site, 401, null);
      const isProtected = site.center.authenticationType === 'PASSWORD';
      if (isProtected) reply.header('x-robots-tag', 'noindex');
      return sendEncodedPage(request, reply, page, {
        status: 200,
        cacheControl: isProtected ? 'private, no-store' : PAGE_CACHE_CONTROL,
      });
    });

    app.post('/docs/:slug/access', { schema: { hide: true } }, async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const site = await loadSite(ctx.db, slug);
      if (!site) return sendNotFound(request, reply);
      const { center } = site;
      if (center.authenticationType !== 'PASSWORD' || !center.passwordHash) {
        return reply.code(303).header('location', base(slug)).send();
      }
      const budget = await consume({
        db: ctx.db,
        now: ctx.clock.now(),
        key: `hc-password:${request.ip}`,
        limit: ATTEMPTS_PER_MINUTE,
        windowSeconds: 60,
      });
      if (!budget.allowed) {
        reply.header('retry-after', String(budget.retryAfterSeconds));
        return sendPasswordPage(reply, site, 429, 'tooMany');
      }
      const password = (request.body as { password?: unknown } | undefined)?.password;
      const hash = center.passwordHash;
      const right =
        typeof password === 'string' &&
        password.length > 0 &&
        password.length <= 200 &&
        (await ctx.passwordGate.run(request.ip, () => verifyPassword(hash, password)));
      if (!right) return sendPasswordPage(reply, site, 401, 'wrong');
      const token = accessToken(ctx.config.jwtSecret, center.id, hash, ctx.clock.now());
      const secure = ctx.config.publicUrl?.startsWith('https:') ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${accessCookieName(center.id)}=${token}; Path=${base(slug)}; Max-Age=${30 * 86_400}; HttpOnly; SameSite=Lax${secure}`,
      );
      return reply.code(303).header('location', base(slug)).header('cache-control', 'no-store').send();
    });

    app.get('/docs/:slug/logo', { schema: { hide: true } }, async (request, reply) => {
      const { slug } = request.params as { slug: string };
      // The home page's entry, when kept, is current (changes drop it): no query for it then.
      const kept = pages.get(slug);
      const site = kept && kept.at + PAGE_TTL_MS > Date.now() ? kept.site : await loadSite(ctx.db, slug);
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
