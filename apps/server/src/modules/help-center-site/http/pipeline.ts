import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { redirectWithoutTrailingSlash } from '../../public-pages/trailingSlash';
import { isProtected, siteAccess } from '../access';
import { otherLocale } from '../locales';
import { siteBase } from '../pageAddress';
import { inLocale, type SiteCache, type SiteEntry, type SiteVisit } from '../siteCache';
import { importedRedirect } from './importedRedirects';
import type { SiteReplies } from './replies';

/**
 * What a route shows of a site a reader is not let in to, declared in its `config.site`:
 * - `page` (the default): the password page (401) instead;
 * - `media`: a 404 that no cache keeps (a page's images, narration, the logo);
 * - `openSitesOnly`: a protected site has none, for anyone (sitemap, llms.txt): a private 404;
 * - `everyone`: what the route answers tells nothing of the content (robots.txt, the password form);
 * - `previewLink`: the route checks a token of its own (a member's preview link), even on a site
 *   not published; an unknown site is still a 404.
 */
export type SiteRouteAccess = 'page' | 'media' | 'openSitesOnly' | 'everyone' | 'previewLink';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A help-center route's answer to a reader not let in (http/pipeline.ts). */
    site?: SiteRouteAccess;
  }
  interface FastifyRequest {
    /** The site the pipeline resolved and let the reader into: read it with `visitOf`. */
    helpCenterVisit: SiteVisit | null;
  }
}

const SITE_PARAMS = z.object({ slug: z.string(), locale: z.string().optional() });

/**
 * The request pipeline of every route of the public help center (routes.ts registers them all
 * inside it): before any handler runs it resolves the site the address names, answers 404 for none,
 * and for a site the reader may not see answers as the route declares (`SiteRouteAccess`). The
 * handler finds the site on the request (`visitOf`): no route checks access itself.
 */
export function registerSitePipeline(
  app: FastifyInstance,
  deps: { ctx: AppContext; cache: SiteCache; replies: SiteReplies },
): void {
  const { ctx, cache, replies } = deps;
  app.decorateRequest('helpCenterVisit', null);
  // Whatever a route answers of a preview, or of a site not published, is for this reader only:
  // no shared cache keeps it (a CDN would hand it to readers), no search engine lists it.
  app.addHook('onSend', async (request, reply, payload) => {
    const visit = request.helpCenterVisit;
    if (visit && (visit.preview || !visit.entry.site.center.published)) {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    }
    return payload;
  });
  // After the body is read (a body too large is its 413, as before), before the handler.
  app.addHook('preHandler', async (request, reply) => {
    // `/docs/{slug}/` is the home page, `…/articles/x/` the article: one address each, for anyone.
    if (request.method === 'GET' || request.method === 'HEAD') {
      const moved = redirectWithoutTrailingSlash(request, reply);
      if (moved) return moved;
    }
    const mode = request.routeOptions.config.site ?? 'page';
    const params = SITE_PARAMS.safeParse(request.params);
    const home = params.success ? await cache.site(params.data.slug) : null;
    const access = siteAccess(home?.site.center ?? null, {
      cookieHeader: request.headers.cookie,
      secret: ctx.config.jwtSecret,
      now: ctx.clock.now(),
    });
    if (!home && params.success) {
      // An address the help center had before it was given a new one: the same page there (301).
      const prefix = `/docs/${params.data.slug}`;
      const moved = request.url.startsWith(prefix)
        ? await cache.movedTo(params.data.slug, ctx.clock.now())
        : null;
      if (moved) {
        return reply
          .code(301)
          .header('location', `/docs/${moved}${request.url.slice(prefix.length)}`)
          .header('cache-control', 'public, max-age=3600')
          .send();
      }
    }
    if (!home || !params.success) return replies.sendNotFound(request, reply);
    if (mode === 'previewLink') {
      request.helpCenterVisit = {
        entry: home,
        base: siteBase(request.raw, home.site.center.slug, undefined),
        preview: false,
      };
      return;
    }
    if (access === 'notFound') return replies.sendNotFound(request, reply);
    const preview = access === 'preview';
    const entry = inAskedLocale(home, params.data.locale);
    // A segment that names none of its languages (`/docs/{slug}/unknown`) is a page it does not have.
    const locale = entry ? params.data.locale : undefined;
    const base = siteBase(request.raw, home.site.center.slug, locale);
    if (mode === 'openSitesOnly' && isProtected(home.site.center) && !preview) {
      return replies.sendPrivateNotFound(request, reply);
    }
    if (access !== 'open' && !preview && mode !== 'everyone') {
      if (access === 'password' && mode === 'page') {
        return replies.sendPasswordPage(reply, (entry ?? home).site, base, 401, null, request.originalUrl);
      }
      // A reader not signed in to an SSO site: to its sign-in, and back to this page after.
      if (access === 'sso' && mode === 'page') {
        const root = siteBase(request.raw, home.site.center.slug, undefined);
        return reply
          .code(302)
          .header('location', `${root}/sso/login?next=${encodeURIComponent(request.originalUrl)}`)
          .header('cache-control', 'private, no-store')
          .send();
      }
      return replies.sendPrivateNotFound(request, reply);
    }
    if (!entry) {
      const visit = { entry: home, base, preview };
      // `/docs/{slug}/old-page.html`: one segment reads as a locale; an imported page's old address may be it.
      const moved = await importedRedirect(ctx.db, request, reply, visit);
      return moved ?? replies.sendSitePage(request, reply, visit, { kind: 'notFound' });
    }
    request.helpCenterVisit = { entry, base, preview };
  });
}

/** The site the pipeline let this request into. Throws for a route registered outside it: a bug. */
export function visitOf(request: FastifyRequest): SiteVisit {
  const visit = request.helpCenterVisit;
  if (!visit) throw new Error(`${request.routeOptions.url} is not behind the help center's pipeline`);
  return visit;
}

/** The site in the locale an address names (null: it has no such locale). */
function inAskedLocale(entry: SiteEntry, locale: string | undefined): SiteEntry | null {
  if (locale === undefined) return entry;
  const found = otherLocale(entry.raw, locale);
  return found ? inLocale(entry, found) : null;
}
