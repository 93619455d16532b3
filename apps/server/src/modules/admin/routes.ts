import { adminApi } from '@support/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { operatorCommands } from '../billing';
import { listAudit } from './auditLog';
import { listOrganizations, organizationDetail } from './organizations';
import { sendPasswordReset } from './passwordReset';
import { auditActorOf, requireSuperAdmin } from './superAdmin';
import { setSuperAdmin } from './superAdmins';
import { adminUser, listUsers } from './users';
import { verifyDomainByOperator } from './verifyDomain';

/**
 * The super-admin area (issue 18): organizations, users and the audit log. A super admin acts
 * across organizations here on purpose (supporting customers is the point of the area); everything
 * else in the product stays scoped to the caller's active organization. The organization actions
 * are the very functions `npm run admin` runs (billing/plans/operator.ts), with the signed-in super
 * admin as the audit entry's actor.
 */
export function adminRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    // On onRequest, before validation: anyone else gets the unknown route's 404 even for a bad body.
    app.addHook('onRequest', requireSuperAdmin);

    const { db } = ctx;
    const read = () => ({ db, plans: ctx.config.billing.plans, now: ctx.clock.now() });
    const command = (request: FastifyRequest) => ({
      ...read(),
      actor: auditActorOf(actorOf(request)),
      changes: ctx.changes,
    });
    /** What every organization action answers: its line and the organization as it is now. */
    const answer = async (id: string, message: string) => ({
      message,
      organization: await organizationDetail({ ...read(), id }),
    });

    route(app, adminApi.plans, async () => ({
      plans: [...ctx.config.billing.plans.plans],
    }));
    route(app, adminApi.organizations, (request) => listOrganizations({ ...read(), ...request.query }));
    route(app, adminApi.organization, (request) => organizationDetail({ ...read(), id: request.params.id }));
    route(app, adminApi.setPlan, async (request) => {
      const { id } = request.params;
      const { planId } = request.body;
      return answer(id, await operatorCommands.setPlan({ ...command(request), organization: id, planId }));
    });
    route(app, adminApi.setBilling, async (request) => {
      const { id } = request.params;
      const mode = request.body.manual ? 'manual' : 'self';
      return answer(id, await operatorCommands.setBilling({ ...command(request), organization: id, mode }));
    });
    route(app, adminApi.endTrial, async (request) => {
      const { id } = request.params;
      return answer(id, await operatorCommands.endTrial({ ...command(request), organization: id }));
    });
    route(app, adminApi.extendTrial, async (request) => {
      const { id } = request.params;
      const { days } = request.body;
      return answer(id, await operatorCommands.extendTrial({ ...command(request), organization: id, days }));
    });

    route(app, adminApi.verifyDomain, async (request) => {
      const { organizationId, message } = await verifyDomainByOperator({
        ...command(request),
        helpCenterId: request.params.id,
      });
      return answer(organizationId, message);
    });

    route(app, adminApi.users, (request) => listUsers({ db, ...request.query }));
    route(app, adminApi.setSuperAdmin, async (request) => {
      const { message, userId } = await setSuperAdmin({
        db,
        now: ctx.clock.now(),
        actor: auditActorOf(actorOf(request)),
        user: { id: request.params.id },
        superAdmin: request.body.superAdmin,
      });
      return { message, user: await adminUser(db, userId) };
    });
    route(app, adminApi.sendPasswordReset, (request) =>
      sendPasswordReset({
        db,
        jobs: ctx.jobs,
        now: ctx.clock.now(),
        actor: auditActorOf(actorOf(request)),
        userId: request.params.id,
        baseUrl: ctx.origin.of(request),
      }),
    );

    route(app, adminApi.audit, (request) => listAudit({ db, ...request.query }));
  };
}
