import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { FastPaths } from '../../lib/http/fastPaths';
import { attachSearchLog, SearchLog } from '../analytics-collect/searchLog';
import { createActiveSubscriptions } from '../billing';
import { OidcClients } from '../help-center-sso/oidc';
import { renderNotFoundPage } from '../public-pages/document';
import { encodePage } from '../public-pages/encodedPage';
import { publicSiteRenders, publicSiteViews } from '../public-site/state';
import { registerWidgetSiteRoutes } from '../widget/routes';
import { watchCustomDomains } from './customDomains';
import { type ArticleReader, helpCenterPageFastPath } from './fastPath';
import type { SiteHosts } from './hosts';
import { registerAccessRoute } from './http/accessRoute';
import { registerFeedbackReasonRoute } from './http/feedbackReasonRoute';
import { registerFeedbackRoute } from './http/feedbackRoute';
import { registerFileRoutes } from './http/fileRoutes';
import { registerSiteMediaRoutes } from './http/mediaRoutes';
import { registerPageRoutes } from './http/pageRoutes';
import { registerSitePipeline } from './http/pipeline';
import { registerPreviewRoute } from './http/previewRoute';
import { siteReplies } from './http/replies';
import { registerSearchRoutes } from './http/searchRoutes';
import { registerSsoRoutes } from './http/ssoRoutes';
import type { HelpCenterSite, SiteArticle } from './loadSite';
import { shownLanguage } from './locales';
import { SiteCache } from './siteCache';

/**
 * The public help center (ISSUE "public help center"): `/docs/{slug}` is its home page, themed,
 * with its quick links and group tree; `/docs/{slug}/articles/{title-id}` and
 * `/docs/{slug}/groups/{name-id}` its article and group pages. Every page is rendered once per
 * change and kept as bytes (dropped by the help center and article change events). A PASSWORD help
 * center shows a password page first; the right password sets a cookie for this help center only.
 * An SSO help center sends readers to its OpenID provider first (http/ssoRoutes.ts). Every route is registered behind one request pipeline
 * (http/pipeline.ts) that resolves the site and decides access before the route's handler runs.
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
    // Excerpts on its pages come from the stored renders, made just after a save: a new one is a change too.
    let stopRenders: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopRenders = publicSiteRenders(ctx)?.onStored((target) =>
        cache.forgetOrganization(target.organizationId),
      );
    });
    app.addHook('onClose', async () => {
      for (const stop of stops) stop();
      stopRenders?.();
    });
    // AI answers spend the organization's AI budget: only while its subscription runs.
    const activeSubscriptions = createActiveSubscriptions(ctx);
    app.addHook('onClose', async () => activeSubscriptions.close());
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
    // Home, group and article pages in memory are answered before Fastify; everything else comes to the routes below.
    const configuredOrigin = ctx.config.publicUrl;
    const removeFastPath = fastPaths?.add(
      helpCenterPageFastPath({
        cache,
        hosts,
        trustProxy: Boolean(ctx.config.trustProxy),
        origin: (request) => configuredOrigin ?? ctx.origin.of(request()),
        viewed: recordView,
      }),
    );
    app.addHook('onClose', async () => removeFastPath?.());

    const oidcClients = new OidcClients({ allowedPrivateHosts: ctx.config.fetchAllowedPrivateHosts }, () =>
      ctx.clock.now().getTime(),
    );
    const replies = siteReplies({
      ctx,
      cache,
      notFound: await encodePage(renderNotFoundPage('en', 'helpCenter')),
      recordView,
    });
    // Its own context: the pipeline's hook and the form parser apply to the routes below only.
    await app.register(async (site) => {
      site.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      registerSitePipeline(site, { ctx, cache, replies });
      // The in-app widget and embed views (modules/widget), behind the same pipeline.
      registerWidgetSiteRoutes(site, { ctx, cache, replies, searchLog });
      registerFileRoutes(site, replies);
      registerPageRoutes(site, { replies, searchLog, db: ctx.db });
      registerSearchRoutes(site, { ctx, searchLog, activeSubscriptions });
      registerFeedbackRoute(site, { ctx, replies });
      registerFeedbackReasonRoute(site, { ctx, replies });
      registerAccessRoute(site, { ctx, replies });
      registerPreviewRoute(site, { ctx, replies });
      registerSsoRoutes(site, { ctx, replies, clients: oidcClients });
      registerSiteMediaRoutes(site, { ctx, replies });
    });
  };
}
