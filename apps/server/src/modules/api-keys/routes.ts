import { apiKeysApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { createApiKey, listApiKeys, revokeApiKey } from './apiKeys';

/**
 * Issue 50 item 3: Settings → API keys. No subscription gate here: an admin of a lapsed
 * organization can still revoke its keys (the keys themselves are held to the gate on every call).
 */
export function apiKeysRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);

    route(app, apiKeysApi.list, async (request) => ({
      keys: await listApiKeys({ db, actor: actorOf(request) }),
    }));

    route(app, apiKeysApi.create, (request) =>
      createApiKey({ db, actor: actorOf(request), now: clock.now(), ...request.body }),
    );

    route(app, apiKeysApi.revoke, async (request) => {
      await revokeApiKey({ db, actor: actorOf(request), now: clock.now(), id: request.params.id });
      return { message: 'API key revoked' };
    });
  };
}
