import { organizationsApi } from '@support/shared';
import { organizationsSchemas } from '@support/shared/contract-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { listTranslationJobs } from './jobs';
import { addTranslationLanguage, removeTranslationLanguage } from './languages';

/**
 * The organization's translation languages and its translation jobs. Their paths stay under
 * /organization (the contract's organizationsApi): they are settings of the active organization.
 */
export function translationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  const plans = ctx.config.billing.plans;
  return async (app) => {
    // onRequest, so a caller without a session gets 401 before any validation of the body.
    app.addHook('onRequest', ctx.authenticate);

    route(
      app,
      organizationsApi.addTranslationLanguage,
      organizationsSchemas.addTranslationLanguage,
      (request) =>
        addTranslationLanguage({
          db,
          plans,
          actor: actorOf(request),
          now: clock.now(),
          language: request.body.language,
        }),
    );

    route(
      app,
      organizationsApi.removeTranslationLanguage,
      organizationsSchemas.removeTranslationLanguage,
      (request) =>
        removeTranslationLanguage({
          db,
          actor: actorOf(request),
          now: clock.now(),
          language: request.body.language,
        }),
    );

    route(app, organizationsApi.translationJobs, organizationsSchemas.translationJobs, async (request) => ({
      translationJobs: await listTranslationJobs({ actor: actorOf(request) }),
    }));
  };
}
