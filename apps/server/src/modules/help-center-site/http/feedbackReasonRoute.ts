import { FEEDBACK_REASON_MAX_LENGTH } from '@support/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/errors';
import { consume } from '../../../lib/rateLimit/consume';
import { cleanReason, recordFeedbackReason } from '../../analytics-collect/feedbackReason';
import { clientOf } from '../../analytics-collect/viewBudget';
import { pageLocale } from '../locales';
import { registerArticleForm } from './articleFormRoute';
import type { SiteReplies } from './replies';

/** Reasons per reader address (an IPv6 /64) and article an hour: a correction, not a stream. */
const REASONS_PER_HOUR = 3;
/**
 * Reasons a help center keeps a day, whoever sends them: many addresses together cannot grow the
 * table without end, and a real day of readers stays far below it.
 */
const REASONS_PER_DAY = 1000;

/**
 * `POST …/articles/{slug}/feedback/reason`: the optional "What was missing?" line offered after a
 * "No". Kept within its budgets; the reader returns to the page, thanked, either way. The text is
 * never logged (it is in the body, and no message here repeats it).
 */
export function registerFeedbackReasonRoute(
  app: FastifyInstance,
  deps: { ctx: AppContext; replies: SiteReplies },
): void {
  const { ctx } = deps;
  registerArticleForm(app, deps.replies, 'feedback/reason', async ({ request, visit, article, body }) => {
    const { center } = visit.entry.site;
    const reason = cleanReason(body.reason);
    if (reason === 'tooLong') {
      throw badRequest(
        `What was missing may hold at most ${FEEDBACK_REASON_MAX_LENGTH} characters`,
        'VALIDATION_ERROR',
      );
    }
    // A preview is a member looking, not a reader: nothing of it goes into the analytics.
    if (reason !== null && !visit.preview && (await withinBudgets(ctx, request.ip, center.id, article.id))) {
      await recordFeedbackReason(ctx.db, {
        organizationId: center.organizationId,
        helpCenterId: center.id,
        articleId: article.id,
        language: pageLocale(visit.entry.site, article),
        reason,
        now: ctx.clock.now(),
      });
    }
    return 'thanks=1';
  });
}

async function withinBudgets(ctx: AppContext, ip: string, centerId: string, articleId: string) {
  const now = ctx.clock.now();
  const reader = await consume({
    db: ctx.db,
    now,
    key: `hc-feedback-reason:${clientOf(ip)}:${articleId}`,
    limit: REASONS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!reader.allowed) return false;
  const center = await consume({
    db: ctx.db,
    now,
    key: `hc-feedback-reasons:${centerId}`,
    limit: REASONS_PER_DAY,
    windowSeconds: 86_400,
  });
  return center.allowed;
}
