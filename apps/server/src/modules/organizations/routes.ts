import { organizationsApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { updateAudioSharing } from './audioSharing';
import { changeActiveOrganization } from './changeActiveOrganization';
import { createCompanyOrganization } from './createOrganization';
import { changeMemberRole, removeMember } from './members';
import { getActiveOrganization, listOrganizations } from './queries';
import { updateOrganizationSettings } from './settings';
import { addTag } from './tags';

export function organizationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  const plans = ctx.config.billing.plans;
  // Role changes and removals are product work: the organization in the path needs an active subscription.
  const activeSubscription = { preHandler: requireActiveSubscription(ctx, { organizationParam: 'id' }) };
  return async (app) => {
    // onRequest, so a caller without a session gets 401 before any validation of the body.
    app.addHook('onRequest', ctx.authenticate);

    route(app, organizationsApi.list, async (request) => ({
      organizations: await listOrganizations({ db, actor: actorOf(request) }),
    }));

    route(app, organizationsApi.active, (request) => getActiveOrganization({ db, actor: actorOf(request) }));

    route(app, organizationsApi.create, (request) =>
      createCompanyOrganization({ db, actor: actorOf(request), ...request.body }),
    );

    route(app, organizationsApi.change, (request) =>
      changeActiveOrganization({
        db,
        actor: actorOf(request),
        organizationId: request.body.id,
        now: clock.now(),
      }),
    );

    route(app, organizationsApi.updateSettings, (request) =>
      updateOrganizationSettings({
        db,
        events: ctx.changes,
        jobs: ctx.jobs,
        translator: ctx.translator,
        plans,
        actor: actorOf(request),
        now: clock.now(),
        changes: request.body,
      }),
    );

    route(app, organizationsApi.updateAudioSharing, (request) =>
      updateAudioSharing({
        db,
        changes: ctx.changes,
        actor: actorOf(request),
        shareAudio: request.body.shareAudio,
        now: clock.now(),
      }),
    );

    route(app, organizationsApi.addTag, (request) =>
      addTag({ db, actor: actorOf(request), name: request.body.name, now: clock.now() }),
    );

    route(
      app,
      organizationsApi.changeMemberRole,
      async (request) => {
        const { id, userId } = request.params;
        await changeMemberRole({
          db,
          actor: actorOf(request),
          organizationId: id,
          userId,
          role: request.body.role,
        });
        return { message: 'Role updated' };
      },
      activeSubscription,
    );

    route(
      app,
      organizationsApi.removeMember,
      async (request) => {
        const { id, userId } = request.params;
        await removeMember({ db, actor: actorOf(request), organizationId: id, userId, now: clock.now() });
        return { message: 'Member removed' };
      },
      activeSubscription,
    );
  };
}
