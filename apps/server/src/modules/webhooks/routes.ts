import { webhooksApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { listDeliveries, resendDelivery, sendTestEvent } from './deliveries';
import { createEndpoint, deleteEndpoint, listEndpoints, rollSecret, updateEndpoint } from './endpoints';

/** Issue 50 item 4: Settings → Webhooks, admins of the active organization only. */
export function webhooksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, config } = ctx;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));

    route(app, webhooksApi.list, async (request) => ({
      endpoints: await listEndpoints({ db, actor: actorOf(request) }),
    }));

    route(app, webhooksApi.create, (request) =>
      createEndpoint({ db, config, actor: actorOf(request), now: clock.now(), ...request.body }),
    );

    route(app, webhooksApi.update, (request) =>
      updateEndpoint({
        db,
        config,
        actor: actorOf(request),
        now: clock.now(),
        id: request.params.id,
        change: request.body,
      }),
    );

    route(app, webhooksApi.delete, async (request) => {
      await deleteEndpoint({ db, actor: actorOf(request), id: request.params.id });
      return { message: 'Webhook deleted' };
    });

    route(app, webhooksApi.rollSecret, (request) =>
      rollSecret({ db, config, actor: actorOf(request), now: clock.now(), id: request.params.id }),
    );

    route(app, webhooksApi.deliveries, async (request) => ({
      deliveries: await listDeliveries({ db, actor: actorOf(request), id: request.params.id }),
    }));

    route(app, webhooksApi.sendTest, (request) =>
      sendTestEvent({ db, actor: actorOf(request), id: request.params.id, now: clock.now() }),
    );

    route(app, webhooksApi.resend, (request) =>
      resendDelivery({
        db,
        actor: actorOf(request),
        id: request.params.id,
        deliveryId: request.params.deliveryId,
        now: clock.now(),
      }),
    );
  };
}
