import { resolveUiLanguage } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { memberOf } from '../../core/tenancy';
import { articleReviewRequests, articles, users } from '../../db/schema';
import { defineJob } from '../../jobs/defineJob';
import { personName } from '../article-comments/presenter';
import { reviewMail } from './reviewMail';

const ZPayload = z.object({ requestId: z.uuid(), baseUrl: z.string() });

/**
 * `review-answer-mail`: the author of a review request hears of its answer (approved, or changes
 * asked for with the remark), by the queue so the reviewer's request never waits on SMTP. In the
 * author's language; nothing is sent when the author left the organization meanwhile.
 */
export const reviewMailJob = defineJob({
  type: 'review-answer-mail',
  payload: ZPayload,
  scope: 'organization',
  needs: ['db', 'mailer'],
  maxAttempts: 3,
  handler: (deps) => ({
    async run(job) {
      const { requestId, baseUrl } = job.payload;
      const [request] = await deps.db
        .select({
          articleId: articleReviewRequests.articleId,
          requesterId: articleReviewRequests.requesterId,
          status: articleReviewRequests.status,
          remark: articleReviewRequests.remark,
          title: articles.title,
          reviewer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(articleReviewRequests)
        .innerJoin(articles, eq(articles.id, articleReviewRequests.articleId))
        .leftJoin(users, eq(users.id, articleReviewRequests.decidedById))
        .where(
          and(
            eq(articleReviewRequests.organizationId, job.organizationId),
            eq(articleReviewRequests.id, requestId),
          ),
        );
      if (!request?.requesterId) return;
      if (request.status !== 'APPROVED' && request.status !== 'CHANGES_REQUESTED') return;
      const [author] = await deps.db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.id, request.requesterId), memberOf(job.organizationId, request.requesterId)));
      if (!author) return;
      const language = resolveUiLanguage(author.language);
      await deps.mailer.send(
        reviewMail({
          to: author.email,
          reviewer: request.reviewer?.email ? personName(request.reviewer) : '—',
          article: request.title,
          outcome: request.status,
          remark: request.remark,
          link: `${baseUrl}/articles/${request.articleId}?l=${language}`,
          language,
        }),
      );
    },
  }),
});
