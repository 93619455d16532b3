import { adminDemoApi } from '@support/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { auditActorOf, requireSuperAdmin } from '../admin/superAdmin';
import { loadDemoContent } from './loadDemoContent';

/** `POST /admin/organizations/{id}/demo`, a super-admin action: anyone else gets the unknown route's 404. */
export function demoRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('onRequest', requireSuperAdmin);
    route(app, adminDemoApi.load, (request) => {
      const actor = actorOf(request);
      return loadDemoContent(ctx, {
        organizationId: request.params.id,
        userId: actor.userId,
        audit: auditActorOf(actor),
      });
    });
  };
}
