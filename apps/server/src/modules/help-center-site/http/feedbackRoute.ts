import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/errors';
import { consume } from '../../../lib/rateLimit/consume';
import { recordFeedback } from '../../analytics-collect/feedback';
import { clientOf } from '../../analytics-collect/viewBudget';
import { pageLocale } from '../locales';
import { registerArticleForm } from './articleFormRoute';
import type { SiteReplies } from './replies';

/** "Was this helpful?" answers per reader address (an IPv6 /64), article and hour: a change of mind. */
const FEEDBACK_PER_HOUR = 3;

/**
 * `POST …/articles/{slug}/feedback`: the article page's "Was this helpful?" form. The answer is
 * counted (within its budget) and the reader returns to the page, thanked.
 */
export function registerFeedbackRoute(
  app: FastifyInstance,
  deps: { ctx: AppContext; replies: SiteReplies },
): void {
  const { ctx } = deps;
  registerArticleForm(app, deps.replies, 'feedback', async ({ request, visit, article, body }) => {
    const { center } = visit.entry.site;
    const answer = body.helpful;
    if (answer !== 'yes' && answer !== 'no') throw badRequest('helpful must be yes or no');
    // A preview is a member looking, not a reader: nothing of it goes into the analytics.
    const counted =
      !visit.preview &&
      (
        await consume({
          db: ctx.db,
          now: ctx.clock.now(),
          key: `hc-feedback:${clientOf(request.ip)}:${article.id}`,
          limit: FEEDBACK_PER_HOUR,
          windowSeconds: 3600,
        })
      ).allowed;
    // Over the limit the reader is thanked all the same: the answer is simply not counted again.
    if (counted) {
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
    return `thanks=${answer === 'no' ? 'no' : '1'}`;
  });
}
