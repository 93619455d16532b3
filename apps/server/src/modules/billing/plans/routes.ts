import { plansApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { route } from '../../../lib/contract/route';
import { actorOf } from '../../../plugins/authenticate';
import { listUsagePeriods } from '../usage/usagePeriods';
import { availablePlans, checkFeature, getCurrentPlan, getFeatures } from './service';
import { startTrial } from './subscribe';

/** Plan calls stay open whatever the subscription state: they are how a blocked organization gets going again. */
export function plansRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  const plans = ctx.config.billing.plans;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);

    route(app, plansApi.available, (request) => availablePlans({ db, plans, actor: actorOf(request) }));

    route(app, plansApi.current, (request) =>
      getCurrentPlan({ db, plans, actor: actorOf(request), now: clock.now() }),
    );

    route(app, plansApi.features, (request) =>
      getFeatures({ db, plans, actor: actorOf(request), now: clock.now() }),
    );

    route(app, plansApi.featureCheck, (request) =>
      checkFeature({
        db,
        plans,
        actor: actorOf(request),
        feature: request.params.feature,
        now: clock.now(),
      }),
    );

    route(app, plansApi.subscribe, (request) =>
      startTrial({
        db,
        plans,
        actor: actorOf(request),
        planId: request.body.planId,
        now: clock.now(),
        changes: ctx.changes,
      }),
    );

    route(app, plansApi.usagePeriods, (request) =>
      listUsagePeriods({ db, actor: actorOf(request), now: clock.now() }),
    );
  };
}
