import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/errors';
import { consume } from '../../../lib/rateLimit/consume';
import { recordFeedback } from '../../analytics-collect/feedback';
import { pageLocale } from '../locales';
import { articlePath, findBySlug } from '../paths';
import type { PageParams } from './pageRoutes';
import { SITE_PREFIXES } from './pageRoutes';
import { visitOf } from './pipeline';
import type { SiteReplies } from './replies';

/** "Was this helpful?" answers per reader address, article and hour: enough for a change of mind. */
const FEEDBACK_PER_HOUR = 3;

type Feedback = { Params: PageParams & { articleSlug: string }; Body: { helpful?: unknown } | undefined };

/**
 * `POST …/articles/{slug}/feedback`: the article page's "Was this helpful?" form. The answer is
 * counted (within its budget) and the reader returns to the page, thanked.
 */
export function registerFeedbackRoute(
  app: FastifyInstance,
  deps: { ctx: AppContext; replies: SiteReplies },
): void {
  const { ctx, replies } = deps;
  for (const prefix of SITE_PREFIXES) {
    app.post<Feedback>(
      `${prefix}/articles/:articleSlug/feedback`,
      { schema: { hide: true } },
      async (request, reply) => {
        const visit = visitOf(request);
        const { center } = visit.entry.site;
        const article = findBySlug(visit.entry.site.articles, request.params.articleSlug);
        if (!article) return replies.sendSitePage(request, reply, visit, { kind: 'notFound' });
        const answer = request.body?.helpful;
        if (answer !== 'yes' && answer !== 'no') throw badRequest('helpful must be yes or no');
        const budget = await consume({
          db: ctx.db,
          now: ctx.clock.now(),
          key: `hc-feedback:${request.ip}:${article.id}`,
          limit: FEEDBACK_PER_HOUR,
          windowSeconds: 3600,
        });
        // Over the limit the reader is thanked all the same: the answer is simply not counted again.
        if (budget.allowed) {
          await recordFeedback(ctx.db, {
            organizationId: center.organizationId,
            helpCenterId: center.id,
            articleId: article.id,
            language: pageLocale(visit.entry.site, article),
            helpful: answer === 'yes',
            now: ctx.clock.now(),
          });
        }
        // After a "No" the page offers "What was missing?" (feedbackReasonRoute.ts), counted or not.
        const back = `${articlePath(visit.base, article)}?thanks=${answer === 'no' ? 'no' : '1'}`;
        return reply.code(303).header('location', back).header('cache-control', 'no-store').send();
      },
    );
  }
}
