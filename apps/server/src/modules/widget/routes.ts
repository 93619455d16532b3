import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { SearchLog } from '../analytics-collect/searchLog';
import type { SiteReplies } from '../help-center-site/http/replies';
import type { SiteCache } from '../help-center-site/siteCache';
import { registerEmbedHook } from './embedRoute';
import { registerLoaderRoutes } from './loaderRoute';
import { registerOembedRoute } from './oembedRoute';
import { registerPanelRoutes } from './panelRoutes';

/**
 * The in-app widget (issue 50, item 1) and embeds (item 5). The loader and oEmbed stand on their
 * own; the panel, its JSON and the embed views are a help center's pages and are registered inside
 * its pipeline (help-center-site/routes.ts), which decides who may see them.
 */
export function widgetRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerLoaderRoutes(app);
    registerOembedRoute(app, ctx);
  };
}

export function registerWidgetSiteRoutes(
  site: FastifyInstance,
  deps: { ctx: AppContext; cache: SiteCache; replies: SiteReplies; searchLog: SearchLog },
): void {
  registerEmbedHook(site, deps);
  registerPanelRoutes(site, deps);
}
