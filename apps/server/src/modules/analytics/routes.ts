import type { AnalyticsTimeRange } from '@support/shared';
import { analyticsApi, articlesApi } from '@support/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { articleReasonsPage, feedbackReasonsReport } from './feedbackReasons';
import { helpfulnessReport, searchReport } from './helpCenterReports';
import { scopeOf } from './scope';
import { sharingStats } from './sharingStats';
import { resolveRange } from './timeRange';
import { firstViewDay, viewsPerArticle, viewsPerDay, viewTotals } from './viewReports';

/**
 * Analytics (spec 02 "Analytics"): what readers did with the organization's articles. The views
 * are counted where readers are (analytics-collect/shareViews.ts, the help centers' pages and searches);
 * this module reads them, always within the caller's active organization and over a range of its
 * time zone's days (timeRange.ts).
 */
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));
    route(app, articlesApi.sharingStats, (request) =>
      sharingStats({ db: ctx.db, actor: actorOf(request), id: request.params.id }),
    );

    const { db } = ctx;
    const read = async (request: FastifyRequest, preset: AnalyticsTimeRange) => {
      const scope = await scopeOf(db, actorOf(request));
      const firstRecordedDay = preset === 'alltime' ? await firstViewDay(db, scope.organizationId) : null;
      const range = resolveRange({
        preset,
        timeZone: scope.timeZone,
        now: ctx.clock.now(),
        firstRecordedDay,
      });
      return { db, scope, range };
    };
    // Public addresses start at DOCS_URL or this server's trusted origin, never at a request header.
    const site = (request: FastifyRequest) => ({
      docsUrl: ctx.config.publicSite.docsUrl,
      origin: ctx.origin.of(request),
    });

    for (const source of ['published', 'shared'] as const) {
      const list = source === 'published' ? analyticsApi.published : analyticsApi.shared;
      const total = source === 'published' ? analyticsApi.publishedTotal : analyticsApi.sharedTotal;
      route(app, list, async (request) =>
        viewsPerArticle({ ...(await read(request, request.query.timeRange)), source, site: site(request) }),
      );
      route(app, total, async (request) =>
        viewTotals({ ...(await read(request, request.query.timeRange)), source }),
      );
    }
    route(app, analyticsApi.daily, async (request) =>
      viewsPerDay({ ...(await read(request, request.query.timeRange)), source: request.query.source }),
    );
    route(app, analyticsApi.searches, async (request) =>
      searchReport(await read(request, request.query.timeRange)),
    );
    route(app, analyticsApi.helpfulness, async (request) =>
      helpfulnessReport(await read(request, request.query.timeRange)),
    );
    route(app, analyticsApi.feedbackReasons, async (request) =>
      feedbackReasonsReport(await read(request, request.query.timeRange)),
    );
    route(app, analyticsApi.articleFeedbackReasons, async (request) =>
      articleReasonsPage({
        ...(await read(request, request.query.timeRange)),
        articleId: request.params.id,
        cursor: request.query.cursor,
      }),
    );
  };
}
