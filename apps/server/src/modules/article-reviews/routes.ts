import { articleReviewsApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authorizedOrganizationOf } from '../../core/tenancy';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { canEditArticle, EDIT_MEMBERS_ONLY } from '../articles/policy';
import { requireActiveSubscription } from '../billing';
import { articleReview, decideReview, requestReview, reviewQueue } from './reviews';
import { setMemberReviewer, updateReviewSetting } from './settings';

/** Issue 48 item 2: review before publishing, scoped to the caller's active organization. */
export function articleReviewsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, jobs, changes } = ctx;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);

    // The settings answer without a subscription check, as the organization's other settings do.
    route(app, articleReviewsApi.updateSetting, (request) =>
      updateReviewSetting({
        db,
        changes,
        actor: actorOf(request),
        publishingNeedsReview: request.body.publishingNeedsReview,
        now: clock.now(),
      }),
    );

    await app.register(async (gated) => {
      gated.addHook('preHandler', requireActiveSubscription(ctx));

      route(gated, articleReviewsApi.setReviewer, async (request) => {
        await setMemberReviewer({
          db,
          actor: actorOf(request),
          organizationId: request.params.id,
          userId: request.params.userId,
          isReviewer: request.body.isReviewer,
        });
        return { message: 'Reviewer updated' };
      });

      route(gated, articleReviewsApi.ofArticle, (request) => {
        const actor = actorOf(request);
        authorizedOrganizationOf(actor, canEditArticle, EDIT_MEMBERS_ONLY);
        return articleReview({ db, actor, articleId: request.params.id });
      });

      route(gated, articleReviewsApi.request, (request) => {
        const actor = actorOf(request);
        authorizedOrganizationOf(actor, canEditArticle, EDIT_MEMBERS_ONLY);
        return requestReview({
          db,
          changes,
          actor,
          articleId: request.params.id,
          reviewerId: request.body.reviewerId,
          now: clock.now(),
        });
      });

      route(gated, articleReviewsApi.queue, (request) => reviewQueue({ db, actor: actorOf(request) }));

      const decide = (outcome: 'APPROVED' | 'CHANGES_REQUESTED') => ({ outcome });
      route(gated, articleReviewsApi.approve, (request) =>
        decideReview({
          db,
          changes,
          jobs,
          actor: actorOf(request),
          requestId: request.params.requestId,
          ...decide('APPROVED'),
          now: clock.now(),
          baseUrl: ctx.origin.of(request),
        }),
      );
      route(gated, articleReviewsApi.requestChanges, (request) =>
        decideReview({
          db,
          changes,
          jobs,
          actor: actorOf(request),
          requestId: request.params.requestId,
          ...decide('CHANGES_REQUESTED'),
          remark: request.body.remark,
          now: clock.now(),
          baseUrl: ctx.origin.of(request),
        }),
      );
    });
  };
}
