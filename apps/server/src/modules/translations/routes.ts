import { organizationsApi, translationsApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { acceptMachineTranslation } from './acceptMachine';
import { editTranslation, getArticleTranslations, retryTranslation } from './articleTranslations';
import { listTranslationJobs } from './jobs';
import { addTranslationLanguage, removeTranslationLanguage } from './languages';

/**
 * The organization's translation languages and translation jobs (their paths stay under
 * /organization, the contract's organizationsApi: they are settings of the active organization),
 * and each article's translations.
 */
export function translationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, jobs, translator } = ctx;
  const plans = ctx.config.billing.plans;
  return async (app) => {
    // onRequest, so a caller without a session gets 401 before any validation of the body.
    app.addHook('onRequest', ctx.authenticate);

    route(app, organizationsApi.addTranslationLanguage, (request) =>
      addTranslationLanguage({
        db,
        events: ctx.changes,
        jobs,
        translator,
        plans,
        actor: actorOf(request),
        now: clock.now(),
        language: request.body.language,
        log: request.log,
      }),
    );

    route(app, organizationsApi.removeTranslationLanguage, (request) =>
      removeTranslationLanguage({
        db,
        events: ctx.changes,
        jobs,
        translator,
        actor: actorOf(request),
        now: clock.now(),
        language: request.body.language,
      }),
    );

    route(app, organizationsApi.translationJobs, async (request) => ({
      translationJobs: await listTranslationJobs({ db, actor: actorOf(request) }),
    }));

    app.register(async (articleRoutes) => {
      articleRoutes.addHook('preHandler', requireActiveSubscription(ctx));

      route(articleRoutes, translationsApi.get, (request) =>
        getArticleTranslations({ db, actor: actorOf(request), articleId: request.params.id }),
      );

      route(articleRoutes, translationsApi.edit, (request) =>
        editTranslation({
          db,
          changes: ctx.changes,
          actor: actorOf(request),
          articleId: request.params.id,
          language: request.params.language,
          edit: request.body,
          now: clock.now(),
        }),
      );

      route(articleRoutes, translationsApi.acceptMachine, (request) =>
        acceptMachineTranslation({
          db,
          changes: ctx.changes,
          actor: actorOf(request),
          articleId: request.params.id,
          language: request.params.language,
          now: clock.now(),
        }),
      );

      route(articleRoutes, translationsApi.retry, async (request, reply) => {
        await retryTranslation({
          db,
          jobs,
          translator,
          actor: actorOf(request),
          articleId: request.params.id,
          language: request.params.language,
          now: clock.now(),
        });
        return reply.status(202).send({ message: 'The translation is queued' });
      });
    });
  };
}
