import {
  ZAvailablePlans,
  ZCurrentPlan,
  ZErrorBody,
  ZFeatureCheck,
  ZFeatureParams,
  ZPlanFeatures,
  ZSubscribeRequest,
  ZUsagePeriods,
} from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/authenticate';
import { listUsagePeriods } from '../usage/usagePeriods';
import { availablePlans, checkFeature, getCurrentPlan, getFeatures } from './service';
import { startTrial } from './subscribe';

const docs = { tags: ['plans'], security: [{ bearer: [] }] };
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Plan calls stay open whatever the subscription state: they are how a blocked organization gets going again. */
export function plansRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  const plans = ctx.config.billing.plans;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);

    app.get(
      '/plan/available',
      { schema: { ...docs, response: { 200: ZAvailablePlans, ...errors } } },
      (request) => availablePlans({ db, plans, actor: actorOf(request) }),
    );

    app.get('/plan/current', { schema: { ...docs, response: { 200: ZCurrentPlan, ...errors } } }, (request) =>
      getCurrentPlan({ db, plans, actor: actorOf(request), now: clock.now() }),
    );

    app.get(
      '/plan/features',
      { schema: { ...docs, response: { 200: ZPlanFeatures, ...errors } } },
      (request) => getFeatures({ db, plans, actor: actorOf(request), now: clock.now() }),
    );

    app.get(
      '/plan/feature/:feature/check',
      { schema: { ...docs, params: ZFeatureParams, response: { 200: ZFeatureCheck, ...errors } } },
      (request) =>
        checkFeature({
          db,
          plans,
          actor: actorOf(request),
          feature: request.params.feature,
          now: clock.now(),
        }),
    );

    app.post(
      '/plan/subscribe',
      {
        schema: {
          ...docs,
          body: ZSubscribeRequest,
          response: { 200: ZCurrentPlan, ...errors, 409: ZErrorBody },
        },
      },
      (request) =>
        startTrial({ db, plans, actor: actorOf(request), planId: request.body.planId, now: clock.now() }),
    );

    app.get(
      '/plan/usage-periods',
      { schema: { ...docs, response: { 200: ZUsagePeriods, ...errors } } },
      (request) => listUsagePeriods({ db, actor: actorOf(request), now: clock.now() }),
    );
  };
}
