import { helpCenterSsoApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { perUserPerMinute } from '../../lib/rateLimit/hook';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { readSso, updateSso } from './configure';
import { OidcClients } from './oidc';

/** Each save asks the provider for its discovery document on the caller's behalf. */
const SAVES_PER_MINUTE = 10;

/** Issue 50 item 2: the reader sign-in of a help center, set by the organization's admins. */
export function helpCenterSsoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const clients = new OidcClients({ allowedPrivateHosts: ctx.config.fetchAllowedPrivateHosts });
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));
    route(app, helpCenterSsoApi.get, (request) =>
      readSso({ ctx, request, actor: actorOf(request), id: request.params.id }),
    );
    route(
      app,
      helpCenterSsoApi.update,
      (request) =>
        updateSso({
          ctx,
          request,
          actor: actorOf(request),
          id: request.params.id,
          body: request.body,
          clients,
        }),
      { preHandler: perUserPerMinute(ctx, 'help-center-sso', SAVES_PER_MINUTE) },
    );
  };
}
