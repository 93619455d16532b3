import { adminOperationsApi } from '@support/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { recordAudit } from '../admin/audit';
import { auditActorOf, requireSuperAdmin } from '../admin/superAdmin';
import { adminArticle } from './article';
import { cancelJob, retryJob } from './jobActions';
import { listJobs } from './jobs';
import { testProvider } from './providerTests';
import { regenerateArticle } from './regenerate';
import { createSystemReport } from './system';

/**
 * The super-admin area's operations (issue 18): the job queue, the system page and one article of
 * any organization. Signed-out callers get 401; anyone but a super admin the 404 of an unknown route.
 */
export function adminOperationsRoutes(ctx: AppContext): FastifyPluginAsync {
  const systemReport = createSystemReport(ctx);
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireSuperAdmin);
    const api = adminOperationsApi;
    const jobAction = (request: { params: { id: string } }, actor: ReturnType<typeof actorOf>) => ({
      db: ctx.db,
      changes: ctx.changes,
      jobs: ctx.jobs,
      actor: auditActorOf(actor),
      id: request.params.id,
      now: ctx.clock.now(),
    });

    route(app, api.jobs, (request) => listJobs({ db: ctx.db, now: ctx.clock.now(), ...request.query }));
    route(app, api.retryJob, (request) => retryJob(jobAction(request, actorOf(request))));
    route(app, api.cancelJob, (request) => {
      const actor = actorOf(request);
      return cancelJob({ ...jobAction(request, actor), email: actor.email });
    });
    route(app, api.system, () => systemReport());
    route(app, api.testProvider, async (request) => {
      const actor = actorOf(request);
      const { provider } = request.params;
      const result = await testProvider(ctx, provider, actor.email);
      // The test itself cannot be undone or repeated in a transaction: its outcome is what is kept.
      await recordAudit(ctx.db, {
        actor: auditActorOf(actor),
        action: 'system.test_provider',
        target: { type: 'system', id: provider, label: provider },
        before: null,
        after: result,
        at: ctx.clock.now(),
      });
      return result;
    });
    route(app, api.article, (request) =>
      adminArticle({ db: ctx.db, storage: ctx.storage, id: request.params.id }),
    );
    route(app, api.regenerateArticle, (request) =>
      regenerateArticle({ ctx, actor: actorOf(request), id: request.params.id }),
    );
  };
}
