import { customizationApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { perUserPerMinute } from '../../lib/rateLimit/hook';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { previewCustomization } from './preview';
import { readCustomization, saveCustomization } from './service';

/** The customization page asks for a preview as the admin types (debounced): a generous bound. */
const PREVIEWS_PER_MINUTE = 60;

/** Settings → Customization: a help center's header and footer links and custom CSS (ADMINs). */
export function customizationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, changes, clock, storage } = ctx;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));

    route(app, customizationApi.get, (request) =>
      readCustomization({ db, actor: actorOf(request), id: request.params.id }),
    );

    route(app, customizationApi.save, (request) =>
      saveCustomization({
        db,
        changes,
        actor: actorOf(request),
        id: request.params.id,
        draft: request.body,
        now: clock.now(),
      }),
    );

    route(
      app,
      customizationApi.preview,
      (request) =>
        previewCustomization({
          db,
          storage,
          actor: actorOf(request),
          id: request.params.id,
          draft: request.body,
          origin: ctx.origin.of(request),
        }),
      { preHandler: perUserPerMinute(ctx, 'customization-preview', PREVIEWS_PER_MINUTE) },
    );
  };
}
