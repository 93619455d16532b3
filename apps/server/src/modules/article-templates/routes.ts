import { articleTemplatesApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { createTemplate, deleteTemplate, listTemplates, renameTemplate } from './templates';

/** Issue 48 item 4: the organization's own article templates, scoped to the active organization. */
export function articleTemplatesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));

    route(app, articleTemplatesApi.list, async (request) => ({
      templates: await listTemplates({ db, actor: actorOf(request) }),
    }));

    route(app, articleTemplatesApi.create, (request) =>
      createTemplate({ db, actor: actorOf(request), now: clock.now(), ...request.body }),
    );

    route(app, articleTemplatesApi.rename, (request) =>
      renameTemplate({
        db,
        actor: actorOf(request),
        now: clock.now(),
        id: request.params.id,
        ...request.body,
      }),
    );

    route(app, articleTemplatesApi.delete, async (request) => {
      await deleteTemplate({ db, actor: actorOf(request), id: request.params.id });
      return { message: 'Template deleted' };
    });
  };
}
