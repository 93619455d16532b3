import { glossaryApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { perUserPerMinute } from '../../lib/rateLimit';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { createEntry, deleteEntry, listEntries, updateEntry } from './entries';
import { generateDefinition } from './generateDefinition';

/** Every AI call costs money: as many definitions a minute as smart edits. */
const DEFINITIONS_PER_MINUTE = 30;

/** Spec 02 §7 "Glossary": every call is scoped to the caller's active organization. */
export function glossaryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  const plans = ctx.config.billing.plans;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));

    route(app, glossaryApi.list, (request) => listEntries({ db, actor: actorOf(request) }));

    route(app, glossaryApi.create, (request) =>
      createEntry({ db, plans, actor: actorOf(request), now: clock.now(), ...request.body }),
    );

    route(app, glossaryApi.update, (request) =>
      updateEntry({
        db,
        plans,
        actor: actorOf(request),
        now: clock.now(),
        id: request.params.id,
        ...request.body,
      }),
    );

    route(app, glossaryApi.delete, async (request) => {
      await deleteEntry({ db, actor: actorOf(request), id: request.params.id });
      return { message: 'Glossary entry deleted' };
    });

    route(
      app,
      glossaryApi.generateDefinition,
      (request) =>
        generateDefinition({
          db,
          ai: ctx.ai,
          plans,
          actor: actorOf(request),
          now: clock.now(),
          term: request.body.term,
        }),
      { preHandler: perUserPerMinute(ctx, 'glossary-definition', DEFINITIONS_PER_MINUTE) },
    );
  };
}
